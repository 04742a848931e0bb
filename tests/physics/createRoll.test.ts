import { beforeAll, describe, expect, it } from 'vitest'
import {
  createDiceWorld,
  createRandom,
  createRoll,
  DIE_SIZE,
  loadRapier,
  PHYSICS,
  readDie,
  restingRotation,
  SETTLE,
  throwDice,
  TRAY,
  upFace,
  type DiceWorld,
  type Rapier,
  type Roll,
} from '../../src/physics/index.ts'
import { DIE_FACES } from '../../src/engine/dice.ts'

let rapier: Rapier
beforeAll(async () => {
  rapier = await loadRapier()
})

const ZERO = { x: 0, y: 0, z: 0 }
const REST_Y = DIE_SIZE / 2

/** Steps by hand, the way react-three-rapier's tests do, until the roll is done or the budget runs out. */
function stepUntilDone(roll: Roll, maxSeconds = 20): number {
  const max = Math.ceil(maxSeconds / PHYSICS.timestep)
  let steps = 0
  while (!roll.step() && steps < max) steps++
  return steps
}

function withWorld(test: (dw: DiceWorld) => void): void {
  const dw = createDiceWorld(rapier)
  try {
    test(dw)
  } finally {
    dw.free()
  }
}

describe('createRoll', () => {
  it('reads a die placed flat as soon as it has held still for the settle window', () => {
    withWorld((dw) => {
      const die = dw.addDie(6, 'yellow')
      dw.launch(die, { x: 0, y: REST_Y, z: 0 }, restingRotation(3, 0.4), ZERO, ZERO)
      const roll = createRoll(dw, [die], createRandom(1), 7)
      const steps = stepUntilDone(roll)
      expect(roll.done).toBe(true)
      expect(steps * PHYSICS.timestep).toBeGreaterThanOrEqual(SETTLE.holdSeconds - 2 * PHYSICS.timestep)
      expect(steps * PHYSICS.timestep).toBeLessThan(SETTLE.holdSeconds + 0.2)
      expect(roll.report()).toEqual({ rollId: 7, faces: [{ die: 6, face: DIE_FACES.yellow[3] }] })
      expect(roll.stats).toMatchObject({ rethrows: 0, cocked: 0 })
      expect(dw.isFrozen(die)).toBe(true)
    })
  })

  it('does not read a die at the top of a bounce, when it is still for a moment', () => {
    withWorld((dw) => {
      const die = dw.addDie(0, 'green')
      dw.launch(die, { x: 0, y: REST_Y, z: 0 }, restingRotation(0), { x: 0, y: 60, z: 0 }, ZERO)
      const roll = createRoll(dw, [die], createRandom(2), 1)
      while (!roll.step()) {
        if (roll.stats.steps > 2000) break
      }
      // Settled only once back on the felt, never mid-air.
      expect(roll.done).toBe(true)
      expect(die.body.translation().y).toBeLessThan(REST_Y + 0.05)
      expect(roll.stats.steps * PHYSICS.timestep).toBeGreaterThan(2 * (60 / -PHYSICS.gravity))
    })
  })

  it('nudges a die that rests on top of another instead of reading it, then reads it on the felt', () => {
    withWorld((dw) => {
      const below = dw.addDie(0, 'green')
      const above = dw.addDie(1, 'green')
      dw.freeze(below, { x: 0, y: REST_Y, z: 0 }, restingRotation(0))
      dw.launch(above, { x: 0, y: REST_Y + DIE_SIZE + 0.01, z: 0 }, restingRotation(2), ZERO, ZERO)
      const roll = createRoll(dw, [above], createRandom(3), 2)
      stepUntilDone(roll)
      expect(roll.done).toBe(true)
      expect(roll.stats.cocked).toBe(1)
      expect(roll.stats.rethrows).toBeGreaterThanOrEqual(1)
      const p = above.body.translation()
      expect(p.y).toBeLessThan(REST_Y + 0.1)
      expect(readDie(above.body.rotation()).tiltDegrees).toBeLessThan(SETTLE.cockedDegrees)
      expect(roll.report()!.faces[0]!.face).toBe(upFace('green', above.body.rotation()))
    })
  })

  it('nudges a die leaning cocked against a wall rather than guessing its face', () => {
    withWorld((dw) => {
      const die = dw.addDie(7, 'red')
      // Rolled 35° about z and pushed against the +x wall: one edge on the felt, one face on the wall.
      const angle = (35 * Math.PI) / 180
      const rotation = { x: 0, y: 0, z: Math.sin(angle / 2), w: Math.cos(angle / 2) }
      const x = TRAY.width / 2 - (DIE_SIZE / 2) * (Math.cos(angle) + Math.sin(angle)) + 0.02
      dw.launch(
        die,
        { x, y: (DIE_SIZE / 2) * (Math.cos(angle) + Math.sin(angle)) + 0.02, z: 0 },
        rotation,
        { x: 5, y: 0, z: 0 },
        ZERO,
      )
      const roll = createRoll(dw, [die], createRandom(4), 3)
      stepUntilDone(roll)
      expect(roll.done).toBe(true)
      expect(readDie(die.body.rotation()).tiltDegrees).toBeLessThan(SETTLE.cockedDegrees)
      expect(roll.report()!.faces[0]!.face).toBe(upFace('red', die.body.rotation()))
    })
  })

  it('re-throws a die that has left the tray, on its own', () => {
    withWorld((dw) => {
      const inside = dw.addDie(0, 'green')
      const outside = dw.addDie(1, 'green')
      dw.launch(inside, { x: -5, y: REST_Y, z: 0 }, restingRotation(1), ZERO, ZERO)
      dw.launch(outside, { x: 0, y: -10, z: 0 }, restingRotation(1), ZERO, ZERO)
      const roll = createRoll(dw, [inside, outside], createRandom(5), 4)
      stepUntilDone(roll)
      expect(roll.done).toBe(true)
      expect(roll.stats.rethrows).toBeGreaterThanOrEqual(1)
      expect(dw.isInTray(outside)).toBe(true)
      expect(roll.report()!.faces.map((f) => f.die)).toEqual([0, 1])
    })
  })

  it('does not let a die thrown later knock settled dice onto new faces', () => {
    withWorld((dw) => {
      const rng = createRandom(6)
      const first = [dw.addDie(0, 'green'), dw.addDie(1, 'green'), dw.addDie(2, 'green')]
      throwDice(dw, first, rng, { origin: { x: 0, z: 0 }, velocity: { x: 0, y: -10, z: 0 } })
      const roll1 = createRoll(dw, first, rng, 1)
      stepUntilDone(roll1)
      const before = first.map((d) => ({ p: d.body.translation(), q: d.body.rotation() }))
      // The late die lands hard right on top of the settled ones.
      const late = dw.addDie(6, 'yellow')
      const target = before[1]!.p
      dw.launch(
        late,
        { x: target.x, y: TRAY.lidHeight - DIE_SIZE, z: target.z },
        rng.rotation(),
        { x: 0, y: -150, z: 0 },
        { x: 20, y: 5, z: 10 },
      )
      const roll2 = createRoll(dw, [late], rng, 2)
      stepUntilDone(roll2)
      expect(roll2.done).toBe(true)
      first.forEach((d, i) => {
        expect(d.body.translation()).toEqual(before[i]!.p)
        expect(d.body.rotation()).toEqual(before[i]!.q)
        expect(upFace('green', d.body.rotation())).toBe(roll1.report()!.faces[i]!.face)
      })
    })
  })

  it('keeps every die inside the tray however hard it is thrown', () => {
    withWorld((dw) => {
      const rng = createRandom(8)
      const dice = Array.from({ length: 8 }, (_, i) => dw.addDie(i, i === 6 ? 'yellow' : i === 7 ? 'red' : 'green'))
      const throws = [
        [0, 0, -3000],
        [3000, 500, 0],
        [-2000, 2000, 2000],
        [0, 4000, 0],
        [0, -5000, 0],
        [2000, -300, -2000],
        [-1e6, 0, 1e6],
      ] as const
      for (const [vx, vy, vz] of throws) {
        throwDice(dw, dice, rng, { origin: { x: 0, z: 4 }, velocity: { x: vx, y: vy, z: vz } })
        for (let i = 0; i < 240; i++) {
          dw.step()
          for (const d of dice) expect(dw.isInTray(d)).toBe(true)
        }
      }
    })
  })
})
