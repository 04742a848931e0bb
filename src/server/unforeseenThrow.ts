// A throw the thrower cannot foresee. The tray is seeded from the game's seed, which every screen knows, so a flick
// alone decides the faces: a modified client could search for the flick that lands the faces it wants, or read the
// seeded throw's faces before it presses Space. The table turns each flick a little by chance of its own (a few
// degrees, a few percent of its speed, a little of its release point), and stands a throw of its own choosing in for
// the seeded one; every screen replays the throw as turned, so the tumble and the rest stay alike everywhere.
import { randomInt } from 'node:crypto'
import { createRandom } from '../physics/createRandom.ts'
import { TRAY } from '../physics/physicsConfig.ts'
import { randomThrow } from '../physics/throwSpec.ts'
import type { DiceThrow } from '../protocol/protocol.ts'

/** A number in [-1, 1) by the server's own chance. */
const chance = () => randomInt(0, 2 ** 32) / 2 ** 31 - 1
const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v))

/** `flick` turned by chance: its velocity by up to 8.6° and 10 %, its release point by up to 1.5 cm. */
export function unforeseenThrow(flick: DiceThrow): DiceThrow {
  const [x, y, z] = flick.impulse
  if (x === 0 && y === 0 && z === 0) {
    const spec = randomThrow(createRandom(randomInt(0, 2 ** 32)))
    const v = spec.velocity
    return { ...flick, impulse: [v.x, v.y, v.z], from: [spec.origin.x, flick.from[1], spec.origin.z] }
  }
  const turn = chance() * 0.15
  const speed = 1 + chance() * 0.1
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)]
  const [fx, fy, fz] = flick.from
  return {
    ...flick,
    impulse: [(x * cos - z * sin) * speed, y * speed + chance() * 5, (x * sin + z * cos) * speed],
    from: [clamp(fx + chance() * 1.5, TRAY.width / 2 - 3), fy, clamp(fz + chance() * 1.5, TRAY.depth / 2 - 3)],
  }
}
