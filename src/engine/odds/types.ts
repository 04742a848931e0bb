// What the odds solver is given, as types in a leaf module that imports no implementation file (so that no import
// cycle closes through them): the card (SolverCard), its terror (TerrorModel, Health, and the monsters that may come
// onto it: Arrivals) and a state before a roll (SolverState). The limits it accepts are solverCard.ts's LIMITS.
import type { DieRequirement } from '../card.ts'
import type { DieColor, Face } from '../dice.ts'
import type { Ruleset } from '../ruleset.ts'

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

/** Monsters that must go on the attempted card (TerrorModel.arrivals): the cup's kinds and the draws that do. */
export type Arrivals = {
  /** The cup's monsters by kind; the counts of each lock colour add up to TerrorModel.cup. */
  readonly kinds: readonly MonsterKind[]
  /** The draws of the attempt (0 = its first monster) that must go on this card, in order. */
  readonly at: readonly Arrival[]
  /**
   * The kinds of monsters seen going elsewhere are not kept (keptSeen): the later draws' kinds are taken as if they
   * were unseen (terrorModel.ts marks such odds approximate: too many to follow). @defaultValue false
   */
  readonly forgetSeen?: boolean
}

export type MonsterKind = {
  /** The die its lock takes: 0 none, 1 green, 2 yellow, 3 red (as TerrorModel.cup). */
  readonly lock: 0 | 1 | 2 | 3
  readonly count: number
  /** Its task's die requirements and [sanity, stamina] cost. */
  readonly task: readonly DieRequirement[]
  readonly cost: readonly [number, number]
  /**
   * From this draw of the attempt on, the card cannot be won with this monster on it (terrorModel.ts: too few dice
   * left by then), at it or at any later draw: its value there is 0, so which of such kinds was seen elsewhere makes
   * no difference (terror.ts keeps them together). @defaultValue never
   */
  readonly deadFrom?: number
}

export type Arrival = {
  readonly draw: number
  /**
   * The player may put it here or elsewhere, after seeing which monster it is (this card's own total or partial
   * area, which replaces a task — it may ask less — while another spot is open): the better of the two. Put
   * elsewhere, it is seen: the cup the later draws come from lacks it (keptSeen).
   */
  readonly optional?: boolean
  /** The draws that must (or may) go on the card once this one is there. @defaultValue the later draws of `at` */
  readonly then?: readonly Arrival[]
  /** Where its task stands in the card's tasks once it is there (cardTasks order, as the solver's tasks). */
  readonly position: number
  /** It replaces the task at `position` (a total or partial area: that row's outside requirements stay). */
  readonly replaces: boolean
  /** The row's requirements and cost outside the area that stay with the monster's (none when inserted). */
  readonly outer: readonly DieRequirement[]
  readonly outerCost: readonly [number, number]
}
