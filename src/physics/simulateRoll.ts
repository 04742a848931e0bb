// A whole roll headless: throw seeded dice in a fresh world and step until they settle (odds, fairness, tests).
import type { DieKind, FaceOf } from './dieKinds.ts'
import { createDiceWorld } from './createDiceWorld.ts'
import { createRandom } from './createRandom.ts'
import { createRoll } from './createRoll.ts'
import { loadRapier } from './loadRapier.ts'
import { PHYSICS } from './physicsConfig.ts'
import { randomThrow, throwDice } from './throwSpec.ts'
import { readDie } from './upFace.ts'

/** What a headless roll asks for: a seed and the dice to throw (any kinds, mixed or not). */
export interface SimulateRollOptions<K extends DieKind = DieKind> {
  readonly seed: number
  readonly dice: readonly K[]
}

/** What a headless roll found: one face per die in the order asked, and how it got there. */
export interface SimulatedRoll<F extends string = string> {
  readonly faces: readonly F[]
  /** The position of each face in its kind's faces table (`KIND_FACES`): fairness counts positions. */
  readonly indices: readonly number[]
  /** World steps until every die had settled (each `PHYSICS.timestep` long). */
  readonly steps: number
  /** Dice nudged or re-thrown on their own. */
  readonly rethrows: number
  /** Dice whose first rest was cocked, before correction. */
  readonly cocked: number
}

/** A roll still unsettled after this much simulated time is a bug in the tray, not bad luck. */
const MAX_SECONDS = 60

/**
 * Throws `dice` in a fresh headless tray with a random throw from `seed` and steps until all have
 * settled. The same seed gives the same faces on the same machine.
 */
export async function simulateRoll<K extends DieKind>({
  seed,
  dice,
}: SimulateRollOptions<K>): Promise<SimulatedRoll<FaceOf<K>>> {
  const rapier = await loadRapier()
  const dw = createDiceWorld(rapier)
  try {
    const rng = createRandom(seed)
    const bodies = dice.map((kind, i) => dw.addDie(i, kind))
    throwDice(dw, bodies, rng, randomThrow(rng))
    const roll = createRoll(dw, bodies, rng, 0)
    const maxSteps = Math.ceil(MAX_SECONDS / PHYSICS.timestep)
    while (!roll.step()) {
      if (roll.stats.steps > maxSteps)
        throw new Error(`physics: roll with seed ${seed} did not settle in ${MAX_SECONDS} s`)
    }
    const report = roll.report()!
    const indices = bodies.map((die) => readDie(die.body.rotation()).index)
    return { faces: report.faces.map((f) => f.face), indices, ...roll.stats }
  } finally {
    dw.free()
  }
}
