// Cthulhu: Death May Die rulebook, "Dice and Checks", "Bonus Dice", "Rerolls" and "Applying Results": to "make a
// roll" an investigator rolls 3 standard black dice plus any green bonus dice; each success counts toward the roll,
// each tentacle costs 1 sanity ("Apply Any Tentacles"), elder signs mean nothing without a skill or card that uses
// them. After rolling, the investigator may take 1 stress to reroll 1 die, as often as they like, until their stress
// is at its maximum. The rulebook text prints no number for that maximum (it is the end of the stress track on the
// investigator board), so a roll carries `stress`: how much more stress the investigator can take.
// The face counts (black: 2 success, success + tentacle, tentacle, elder sign, blank; green: 2 success,
// success + elder sign, elder sign, 2 blank — "The bonus dice do not contain a tentacle icon") are the dice's.
import { err, ok, type Result } from '../engine/result.ts'
import type { Goal } from './types.ts'
import { goalProblem, isCount } from './validate.ts'

export const DMD_DIE_KINDS = ['black', 'green'] as const
/** Black: the 3 standard dice of every roll. Green: bonus dice. */
export type DmdDieKind = (typeof DMD_DIE_KINDS)[number]

export const DMD_FACES = ['success', 'successTentacle', 'tentacle', 'elderSign', 'successElderSign', 'blank'] as const
export type DmdFace = (typeof DMD_FACES)[number]

/** The six faces of each kind of die, in a fixed order (face index 0–5; the tray's models may label faces in it). */
export const DMD_DIE_FACES: Readonly<Record<DmdDieKind, readonly DmdFace[]>> = {
  black: ['success', 'success', 'successTentacle', 'tentacle', 'elderSign', 'blank'],
  green: ['success', 'success', 'successElderSign', 'elderSign', 'blank', 'blank'],
}

/** "When investigators make a roll, you always roll 3 standard black dice." */
export const DMD_BLACK_DICE = 3

/** The most the tray offers (and the solver accepts): bonus dice, stress left to take, successes needed. */
export const DMD_LIMITS = { green: 8, stress: 8, goal: 11 } as const

export interface DmdDie {
  readonly kind: DmdDieKind
  readonly face: DmdFace
}

/** Before the roll: how many green bonus dice, how much stress the investigator can still take, what is needed. */
export interface DmdSetup {
  /** Green bonus dice (0 to `DMD_LIMITS.green`). */
  readonly green: number
  /** Stress the investigator can still take = rerolls available (0 to `DMD_LIMITS.stress`). */
  readonly stress: number
  /** Successes needed ("match or exceed"); omitted = `'most'`, maximise expected successes (e.g. an attack). */
  readonly goal?: Goal
}

/** After the roll: the dice on the table (3 black first is not required), the stress still available, the goal. */
export interface DmdRoll {
  readonly dice: readonly DmdDie[]
  readonly stress: number
  readonly goal?: Goal
}

export type DmdMove = { readonly type: 'stop' } | { readonly type: 'reroll'; readonly die: number }

export interface DmdScore {
  readonly successes: number
  readonly elderSigns: number
  /** Tentacles rolled = sanity lost ("Lose 1 sanity for each tentacle rolled"). */
  readonly tentacles: number
  /** Whether the successes match or exceed the goal; `null` for `'most'`. */
  readonly passed: boolean | null
}

export const isDmdSuccess = (face: DmdFace): boolean =>
  face === 'success' || face === 'successTentacle' || face === 'successElderSign'
export const isDmdTentacle = (face: DmdFace): boolean => face === 'tentacle' || face === 'successTentacle'
export const isDmdElderSign = (face: DmdFace): boolean => face === 'elderSign' || face === 'successElderSign'

/** Counts a roll's successes, elder signs and tentacles, and whether it meets the goal (default `'most'`). */
export function scoreDmdRoll(dice: readonly DmdDie[], goal: Goal = 'most'): DmdScore {
  let successes = 0
  let elderSigns = 0
  let tentacles = 0
  for (const { face } of dice) {
    if (isDmdSuccess(face)) successes++
    if (isDmdElderSign(face)) elderSigns++
    if (isDmdTentacle(face)) tentacles++
  }
  return { successes, elderSigns, tentacles, passed: goal === 'most' ? null : successes >= goal }
}

/** Why a setup cannot be solved, as a sentence for the player, or `null` when it is fine. */
export function dmdSetupProblem(setup: DmdSetup): string | null {
  if (!isCount(setup.green, DMD_LIMITS.green)) return `Bonus dice must be a whole number from 0 to ${DMD_LIMITS.green}.`
  if (!isCount(setup.stress, DMD_LIMITS.stress)) return `Stress must be a whole number from 0 to ${DMD_LIMITS.stress}.`
  return goalProblem(setup.goal, DMD_LIMITS.goal)
}

/** Why a rolled situation is not a legal Death May Die roll, or `null` when it is fine. */
export function dmdRollProblem(roll: DmdRoll): string | null {
  const black = roll.dice.filter((d) => d.kind === 'black').length
  if (black !== DMD_BLACK_DICE) return `A roll has exactly ${DMD_BLACK_DICE} black dice (this one has ${black}).`
  for (const [i, die] of roll.dice.entries()) {
    if (!DMD_DIE_FACES[die.kind]?.includes(die.face)) return `Die ${i + 1}: a ${die.kind} die has no ${die.face} face.`
  }
  return dmdSetupProblem({ green: roll.dice.length - black, stress: roll.stress, ...goalOf(roll) })
}

/** Takes 1 stress to reroll die `die`, which now shows `face` ("Rerolls"); refused with a reason at no stress left. */
export function rerollDmdDie(roll: DmdRoll, die: number, face: DmdFace): Result<DmdRoll, string> {
  const problem = dmdRollProblem(roll)
  if (problem !== null) return err(problem)
  const target = roll.dice[die]
  if (target === undefined) return err(`There is no die ${die + 1} to reroll.`)
  if (roll.stress <= 0) return err('No stress left to take: the investigator is at maximum stress and cannot reroll.')
  if (!DMD_DIE_FACES[target.kind].includes(face)) return err(`A ${target.kind} die has no ${face} face.`)
  const dice = roll.dice.map((d, i) => (i === die ? { kind: d.kind, face } : d))
  return ok({ ...roll, dice, stress: roll.stress - 1 })
}

const goalOf = (x: { readonly goal?: Goal }): { goal?: Goal } => (x.goal === undefined ? {} : { goal: x.goal })
