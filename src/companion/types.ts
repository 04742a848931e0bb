// The public types of the companion dice tray's three sibling-game modes (Death May Die, Eldritch Horror,
// Arkham Horror). Pure data: no physics, no React, no DOM.

/** The three sibling games the companion tray can roll for. */
export const COMPANION_MODES = ['deathMayDie', 'eldritchHorror', 'arkhamHorror'] as const
export type CompanionMode = (typeof COMPANION_MODES)[number]

/**
 * What the roll is for: `number` = at least that many successes pass (1 or more); `'most'` = no target, play to
 * maximise the expected number of successes (an attack, or Eldritch Horror's "test result" used as an amount).
 */
export type Goal = number | 'most'

/** Eldritch Horror and Arkham Horror: a Blessed investigator succeeds on 4–6, a Cursed one only on 6, others on 5–6. */
export const BLESSINGS = ['none', 'blessed', 'cursed'] as const
export type Blessing = (typeof BLESSINGS)[number]

/**
 * Exact odds of a roll played optimally from now on (before the roll: over every possible roll; after it: from the
 * dice on the table). Optimal = the policy in the module doc of `odds.ts`: maximise the chance to pass the goal
 * (`'most'`: the expected successes), then the fewest expected tentacles, then the fewest tokens/stress spent.
 */
export interface Odds {
  /** P(final successes ≥ goal); `null` when the goal is `'most'`. */
  readonly pass: number | null
  /** `successes[k]` = P(final successes = k); sums to 1. Its length is the most successes the roll can reach + 1. */
  readonly successes: readonly number[]
  /** Expected final successes. */
  readonly expectedSuccesses: number
  /** Expected tentacles on the final dice = expected sanity lost (Death May Die; always 0 in the other modes). */
  readonly expectedTentacles: number
  /** Expected stress taken (Death May Die) or tokens spent (clues + focus; Arkham Horror: clues) by the policy. */
  readonly expectedSpent: number
}

/** One choice after the roll, with the odds when it is taken and then played optimally. */
export interface RatedMove<M> {
  readonly move: M
  readonly odds: Odds
}

/** The advice for dice on the table: the best move first, then every distinct legal move (best first). */
export interface Advice<M> {
  /** The best move (stop when nothing beats stopping). */
  readonly move: M
  /** The odds of the current situation under optimal play = the odds of `move`. */
  readonly odds: Odds
  /** Every distinct legal move (one per kind of die that could be rerolled, plus stop), best first. */
  readonly options: readonly RatedMove<M>[]
}

/** A seeded uniform source in [0, 1) (e.g. `createRandom(seed).float` from src/physics/createRandom.ts). */
export type RandomSource = () => number

/** A roll played to the end by the optimal policy (the Monte Carlo check of the exact odds). */
export interface PlayedRoll<D, M> {
  /** The final dice. */
  readonly dice: readonly D[]
  /** The moves taken, in order (the last is always `stop`). */
  readonly moves: readonly M[]
  readonly successes: number
  /** Tentacles on the final dice (Death May Die), else 0. */
  readonly tentacles: number
  /** Stress taken or tokens spent. */
  readonly spent: number
  /** Whether the goal was met; `null` when the goal is `'most'`. */
  readonly passed: boolean | null
}

/** A player that knows the exact optimal policy of one setup (solved once) and can play it with any random source. */
export interface OptimalPlayer<D, M> {
  /** The odds before the roll. */
  readonly odds: Odds
  /** Rolls the dice with `random`, follows the advice until it says stop, returns the result. */
  play(random: RandomSource): PlayedRoll<D, M>
}

/** A class of die result: what it adds to the roll. */
export interface DieClass {
  readonly success: number
  readonly tentacle: number
}

/** A kind of die: the chance of each class when it is rolled (classes of other kinds have no entry). */
export interface DieKind {
  readonly outcomes: readonly (readonly [cls: number, p: number])[]
}

export interface SolverSpec {
  readonly classes: readonly DieClass[]
  /** The kind of each class (index into `kinds`). */
  readonly kindOfClass: readonly number[]
  readonly kinds: readonly DieKind[]
  /** 'reroll': a resource rerolls one die; 'add': a resource adds one die of kind 0. */
  readonly action: 'reroll' | 'add'
  readonly goal: Goal
  /** The most successes any state can reach (the length of the distribution − 1). */
  readonly maxSuccesses: number
  /** The most dice of each kind a state can hold (rolled, plus added ones in 'add' mode). */
  readonly maxDice: readonly number[]
  /** The most resource a state can hold. */
  readonly maxResource: number
}
