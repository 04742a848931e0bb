import type { DieColor, Face } from '../engine/dice.ts'
import { createDiceWorld } from './createDiceWorld.ts'
import { createRandom } from './createRandom.ts'
import { createRoll } from './createRoll.ts'
import { loadRapier } from './loadRapier.ts'
import { PHYSICS } from './physicsConfig.ts'
import { randomThrow, throwDice } from './throwSpec.ts'

/** What a headless roll asks for: a seed and the dice to throw. */
export interface SimulateRollOptions {
  readonly seed: number
  readonly dice: readonly DieColor[]
}

/** What a headless roll found: one face per die in the order asked, and how it got there. */
export interface SimulatedRoll {
  readonly faces: readonly Face[]
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
export async function simulateRoll({ seed, dice }: SimulateRollOptions): Promise<SimulatedRoll> {
  const rapier = await loadRapier()
  const dw = createDiceWorld(rapier)
  try {
    const rng = createRandom(seed)
    const bodies = dice.map((color, i) => dw.addDie(i, color))
    throwDice(dw, bodies, rng, randomThrow(rng))
    const roll = createRoll(dw, bodies, rng, 0)
    const maxSteps = Math.ceil(MAX_SECONDS / PHYSICS.timestep)
    while (!roll.step()) {
      if (roll.stats.steps > maxSteps)
        throw new Error(`physics: roll with seed ${seed} did not settle in ${MAX_SECONDS} s`)
    }
    const report = roll.report()!
    return { faces: report.faces.map((f) => f.face), ...roll.stats }
  } finally {
    dw.free()
  }
}
