// Eldritch Horror rules summary, "Tests": roll dice equal to the skill's value plus the test modifier and any other
// modifiers, "a minimum of 1 die"; each 5 or 6 is a success; at least 1 success passes and the number of successes is
// the test result. "Immediately after rolling dice during a test, you may spend a clue token to reroll 1 die", as
// often as clues remain. "Focus action": "You may spend 1 focus token to reroll 1 die when resolving a test (you may
// spend any number of them)"; "You cannot have more than 2 focus tokens." Blessed/Cursed: see pips.ts.
import { err, ok, type Result } from '../engine/result.ts'
import { isPip, isPipSuccess } from './pips.ts'
import type { Blessing, Goal } from './types.ts'
import { blessingProblem, goalProblem, isCount, pipsProblem, skillProblem } from './validate.ts'

/** The most the tray offers: dice after modifiers, clue tokens, focus tokens (the rules' cap of 2), goal. */
export const EH_LIMITS = { dice: 12, clues: 8, focus: 2, goal: 12, skill: 12, modifier: 12 } as const

export interface EhSetup {
  /** The skill's value (0 to `EH_LIMITS.skill`). */
  readonly skill: number
  /** The test modifier plus other modifiers (may be negative); default 0. */
  readonly modifier?: number
  /** Default `'none'`. */
  readonly blessing?: Blessing
  readonly clues: number
  readonly focus: number
  /** Successes needed; default 1 ("If you roll at least 1 success, you pass"); `'most'` = maximise the test result. */
  readonly goal?: Goal
}

/** After the roll: the pips on the table and the tokens still held. */
export interface EhRoll {
  readonly pips: readonly number[]
  readonly clues: number
  readonly focus: number
  readonly blessing?: Blessing
  readonly goal?: Goal
}

/** Reroll die `die`, paying with a focus or a clue token (the advice spends focus first: clues have other uses). */
export type EhMove =
  { readonly type: 'stop' } | { readonly type: 'reroll'; readonly die: number; readonly spend: 'focus' | 'clue' }

export interface EhScore {
  /** The test result. */
  readonly successes: number
  /** `null` for `'most'`. */
  readonly passed: boolean | null
}

/** Dice rolled for the test: skill + modifier, at least 1. */
export function ehDiceCount(setup: Pick<EhSetup, 'skill' | 'modifier'>): number {
  return Math.max(1, setup.skill + (setup.modifier ?? 0))
}

export function scoreEhRoll(pips: readonly number[], blessing: Blessing = 'none', goal: Goal = 1): EhScore {
  const successes = pips.filter((pip) => isPipSuccess(pip, blessing)).length
  return { successes, passed: goal === 'most' ? null : successes >= goal }
}

export function ehSetupProblem(setup: EhSetup): string | null {
  return skillProblem(setup, EH_LIMITS, ehDiceCount) ?? tokenProblem(setup)
}

export function ehRollProblem(roll: EhRoll): string | null {
  if (roll.pips.length < 1 || roll.pips.length > EH_LIMITS.dice)
    return `A test rolls from 1 to ${EH_LIMITS.dice} dice (this one has ${roll.pips.length}).`
  return pipsProblem(roll.pips) ?? tokenProblem(roll)
}

/** Spends a focus or clue token to reroll die `die`, which now shows `pip`; refused with a reason when none is left. */
export function rerollEhDie(roll: EhRoll, die: number, spend: 'focus' | 'clue', pip: number): Result<EhRoll, string> {
  const problem = ehRollProblem(roll)
  if (problem !== null) return err(problem)
  if (roll.pips[die] === undefined) return err(`There is no die ${die + 1} to reroll.`)
  if (!isPip(pip)) return err('A rerolled die must show a whole number from 1 to 6.')
  if (spend === 'focus' && roll.focus <= 0) return err('No focus token left to spend.')
  if (spend === 'clue' && roll.clues <= 0) return err('No clue token left to spend.')
  const pips = roll.pips.map((p, i) => (i === die ? pip : p))
  return ok(spend === 'focus' ? { ...roll, pips, focus: roll.focus - 1 } : { ...roll, pips, clues: roll.clues - 1 })
}

function tokenProblem(x: { clues: number; focus: number; blessing?: Blessing; goal?: Goal }): string | null {
  if (!isCount(x.clues, EH_LIMITS.clues)) return `Clues must be a whole number from 0 to ${EH_LIMITS.clues}.`
  if (!isCount(x.focus, EH_LIMITS.focus)) return `Focus must be a whole number from 0 to ${EH_LIMITS.focus}.`
  return blessingProblem(x.blessing) ?? goalProblem(x.goal, EH_LIMITS.goal)
}
