// A headset's throw: the hand's path over its last moments becomes a throw as a desktop flick does
// (hands/flickThrow: the release point on the felt, the hand's speed over the flick's window, a gentle toss below
// the flick's speed), plus the hand's own downward speed, which a hand in the air has and a pointer on the glass
// has not. Pure, unit-tested.
import { capVelocity } from '../../physics/capVelocity.ts'
import type { ThrowSpec } from '../../physics/throwSpec.ts'
import { DROP_TOSS, FLICK_WINDOW_MS, MIN_FLICK_SPEED, RELEASE_DROP } from '../hands/flickThrow.ts'
import { toTray } from '../hands/trayPlace.ts'

/** One sample of the hand: time in ms, table coordinates in cm. */
export type HandSample = { readonly t: number; readonly x: number; readonly y: number; readonly z: number }

/**
 * The throw a hand makes when it lets the dice go; null without samples. The speed is measured over the flick's
 * window, and over at least the last three samples: on a slow screen a frame may read the same pose twice.
 */
export function handThrow(samples: readonly HandSample[]): ThrowSpec | null {
  const last = samples[samples.length - 1]
  if (!last) return null
  const inWindow = samples.findIndex((s) => last.t - s.t <= FLICK_WINDOW_MS)
  const first = samples[Math.max(0, Math.min(inWindow, samples.length - 3))] ?? last
  const dt = Math.max(0.016, (last.t - first.t) / 1000)
  let vx = (last.x - first.x) / dt
  let vz = (last.z - first.z) / dt
  if (Math.hypot(vx, vz) < MIN_FLICK_SPEED) {
    vx = DROP_TOSS.x
    vz = DROP_TOSS.z
  }
  const vy = Math.min(RELEASE_DROP, (last.y - first.y) / dt)
  return { origin: toTray(last.x, last.z), velocity: capVelocity({ x: vx, y: vy, z: vz }) }
}
