// What the odds solver is given: the card, a state before a roll, and the limits it accepts.
import type { DieRequirement } from '../card.ts'
import type { DieColor, Face } from '../dice.ts'
import type { Ruleset } from '../ruleset.ts'
import type { Arrivals } from './arrivals.ts'

/** What the solver needs of a card: each task's die requirements, and whether order arrows apply. */
export type SolverCard = {
  readonly tasks: readonly (readonly DieRequirement[])[]
  readonly ordered: boolean
  readonly ruleset: Ruleset
  /**
   * A die on a spell may be taken back into the pool before a roll. Callers with a game state pass what
   * rules/releaseSpellDie.ts answers (odds/helpLeft.ts, `releaseSpellDie`); tests/engine/odds/helpLeft.test.ts
   * checks the default against it. @defaultValue true, except in the first printing (the die stays until used)
   */
  readonly spellDiceReturn?: boolean
  /** What a terror effect does during the attempt (terror.ts). @defaultValue none: terror changes no odds */
  readonly terror?: TerrorModel
}

/**
 * The terror effects of an attempt that change its odds (terror.ts; the game wiring builds it in
 * terrorModel.ts). Each time a failed roll shows terror: `monsters[k]` monsters appear at the k-th event
 * (0-based, the last entry repeating), each drawn from `cup`, and the `endsAt`-th event ends the attempt.
 */
export type TerrorModel = {
  /** Monsters that appear at each terror event, in order; the last entry repeats. [] for none. */
  readonly monsters: readonly number[]
  /** Monster markers in the cup by the die their lock takes: [no lock, green, yellow, red]. */
  readonly cup: readonly [number, number, number, number]
  /** The terror event (1 = the first) that ends the attempt (investigator devoured, Ancient One awake); 0: none. */
  readonly endsAt: number
  /**
   * Dice beside the entrance by colour [green, yellow, red], not counting a yellow or red die the player can
   * add (`addYellow`, `addRed`): a lock takes an idle die before one in the pool (core/locks.ts).
   */
  readonly idle: readonly [number, number, number]
  /**
   * The active investigator's sanity and stamina, when they limit the attempt (core/effects.ts: at 0 he is
   * devoured and the attempt ends; rules/completeTask.ts: a task whose cost would bring either to 0 cannot be
   * completed). @defaultValue unlimited
   */
  readonly health?: Health
  /** Monsters that must go on this very card, bringing their tasks mid-attempt (arrivals.ts). @defaultValue none */
  readonly arrivals?: Arrivals
}

/** Sanity and stamina through an attempt: what is left, what each terror event takes, what each task costs. */
export type Health = {
  readonly sanity: number
  readonly stamina: number
  /** Lost at each terror event: [sanity, stamina]. */
  readonly perEvent: readonly [number, number]
  /** Each task's cost [sanity, stamina], in card order (passives applied). */
  readonly costs: readonly (readonly [number, number])[]
}

/** Whether dice on spells may be taken back before a roll (see SolverCard). */
export function spellDiceReturnOf(c: { readonly ruleset: Ruleset; readonly spellDiceReturn?: boolean }): boolean {
  return c.spellDiceReturn ?? c.ruleset !== 'first-printing'
}

/** A state before a roll (see the model in solver.ts). `held` counts faces by face id (FACE_IDS). */
export type SolverState = {
  readonly done: number
  readonly pool: readonly [number, number, number]
  /** Dice on markers (focused or assisted), by face id. */
  readonly held: ArrayLike<number>
  /** Dice on spells (they may be taken back into the pool before a roll). @defaultValue [] */
  readonly onSpells?: readonly { readonly color: DieColor; readonly face: Face }[]
  /**
   * The colours of dice on markers, where not green: the yellow or red die among `held` (a terror lock of its
   * colour takes it from the marker when the pool has none, terror.ts). Each must be counted in `held` too.
   * @defaultValue [] (every die on a marker is green)
   */
  readonly onMarkers?: readonly { readonly color: DieColor; readonly face: Face }[]
  readonly focus: number
  readonly spells: number
  readonly clues: number
  /** The yellow die can still be added (1) or not (0). @defaultValue 0 */
  readonly addYellow?: number
  /** The red die can still be added (1) or not (0). @defaultValue 0 */
  readonly addRed?: number
  /** An ability rerolls any dice once per roll. @defaultValue false */
  readonly rerollEachRoll?: boolean
  /** For rollValues: whether that ability is still unused on this roll. @defaultValue rerollEachRoll */
  readonly rerollNow?: boolean
}

export const LIMITS = { tasks: 8, green: 15, yellowRed: 3, heldPerFace: 8, focus: 7, spells: 7, clues: 63 } as const
export const MAX_DICE = 14

/** Whether task `t` may be completed now: undone, and the first undone one when ordered. */
export function isEligible(card: SolverCard, done: number, t: number): boolean {
  if (done & (1 << t)) return false
  if (!card.ordered) return true
  const firstUndone = ~done & (done + 1)
  return firstUndone === 1 << t
}
