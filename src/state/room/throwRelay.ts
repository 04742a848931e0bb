// A throw as the room relays it (protocol.ts DiceThrow) and back. A flick travels as its release point and
// velocity; the Roll control's throw is seeded by the game's seed and the roll id alone, so it travels as a zero
// impulse (a flick always falls: its velocity is never zero) and every screen seeds it the same way.
import type { DiceThrow } from '../../protocol/protocol.ts'
import { throwSpecOf, type ThrowSpec } from '../../physics/throwSpec.ts'

const LIMIT = 1000 // protocol.ts accepts numbers within ±1000
const clamp = (n: number) => Math.max(-LIMIT, Math.min(LIMIT, Number.isFinite(n) ? n : 0))

/** The relayed form of this screen's throw of roll `rollId` (`spec` null: the seeded throw). */
export function throwOfSpec(rollId: number, seed: number, spec: ThrowSpec | null): DiceThrow {
  const v = spec?.velocity
  return {
    rollId,
    seed: seed >>> 0,
    impulse: v ? [clamp(v.x), clamp(v.y), clamp(v.z)] : [0, 0, 0],
    spin: [0, 0, 0],
    from: spec ? [clamp(spec.origin.x), 0, clamp(spec.origin.z)] : [0, 0, 0],
  }
}

/** The throw to replay from a relayed one: the flick, or null for the seeded throw. */
export function specOfThrow(t: DiceThrow): ThrowSpec | null {
  return throwSpecOf(t.impulse, t.from)
}
