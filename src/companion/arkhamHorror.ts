// Arkham Horror rulebook, "Skills" (our excerpt: "A skill value represents the number of dice the investigator rolls
// for a check based on that skill") and "Skill Checks" (the full rulebook, past the end of our excerpt): dice =
// skill + modifier; each 5 or 6 is a success; the check passes when the successes reach the difficulty (1 when not
// printed); if the modifier leaves 0 or fewer dice the check fails automatically. After rolling, each clue token spent
// adds one die to the roll, one at a time, as many as the investigator likes. Blessed/Cursed: see pips.ts.
import { err, ok, type Result } from '../engine/result.ts'
import { isPip, isPipSuccess } from './pips.ts'
import type { Blessing, Goal } from './types.ts'
import { blessingProblem, goalProblem, isCount, pipsProblem, skillProblem } from './validate.ts'

/** The most the tray offers: dice after modifiers, clue tokens, difficulty. */
export const AH_LIMITS = { dice: 12, clues: 8, goal: 12, skill: 12, modifier: 12 } as const

export interface AhSetup {
  /** The skill's value (0 to `AH_LIMITS.skill`). */
  readonly skill: number
  /** The check's modifier plus other modifiers (may be negative); default 0. */
  readonly modifier?: number
  /** Default `'none'`. */
  readonly blessing?: Blessing
  readonly clues: number
  /** The difficulty (successes needed); default 1; `'most'` = maximise successes (e.g. to count them). */
  readonly goal?: Goal
}

/** After the roll: the pips on the table (empty = the check failed automatically) and the clue tokens still held. */
export interface AhRoll {
  readonly pips: readonly number[]
  readonly clues: number
  readonly blessing?: Blessing
  readonly goal?: Goal
}

export type AhMove = { readonly type: 'stop' } | { readonly type: 'addDie' }

export interface AhScore {
  readonly successes: number
  /** `null` for `'most'`; `false` when the check failed automatically (no dice). */
  readonly passed: boolean | null
}

/** Dice rolled for the check: skill + modifier; 0 or fewer means the check fails automatically. */
export function ahDiceCount(setup: Pick<AhSetup, 'skill' | 'modifier'>): number {
  return setup.skill + (setup.modifier ?? 0)
}

export function scoreAhRoll(pips: readonly number[], blessing: Blessing = 'none', goal: Goal = 1): AhScore {
  const successes = pips.filter((pip) => isPipSuccess(pip, blessing)).length
  return { successes, passed: goal === 'most' ? null : pips.length > 0 && successes >= goal }
}

export function ahSetupProblem(setup: AhSetup): string | null {
  return skillProblem(setup, AH_LIMITS, ahDiceCount) ?? tokenProblem(setup)
}

export function ahRollProblem(roll: AhRoll): string | null {
  if (roll.pips.length > AH_LIMITS.dice + AH_LIMITS.clues - roll.clues)
    return `Dice on the table plus clues left may be at most ${AH_LIMITS.dice + AH_LIMITS.clues} (here ${roll.pips.length + roll.clues}).`
  return pipsProblem(roll.pips) ?? tokenProblem(roll)
}

/** Spends a clue token to add a die showing `pip`; refused when none is left or the check failed automatically. */
export function addAhDie(roll: AhRoll, pip: number): Result<AhRoll, string> {
  const problem = ahRollProblem(roll)
  if (problem !== null) return err(problem)
  if (roll.pips.length === 0) return err('With 0 or fewer dice the check fails automatically: no clue can help.')
  if (roll.clues <= 0) return err('No clue token left to spend.')
  if (!isPip(pip)) return err('An added die must show a whole number from 1 to 6.')
  return ok({ ...roll, pips: [...roll.pips, pip], clues: roll.clues - 1 })
}

function tokenProblem(x: { clues: number; blessing?: Blessing; goal?: Goal }): string | null {
  if (!isCount(x.clues, AH_LIMITS.clues)) return `Clues must be a whole number from 0 to ${AH_LIMITS.clues}.`
  return blessingProblem(x.blessing) ?? goalProblem(x.goal, AH_LIMITS.goal)
}
