// The shapes of the roll tables (rollTables.ts) and the completion tables (completionTable.ts): types only, so that
// the solver's context (types.ts) can name them without importing an implementation file.

/** A multiset of faces: counts indexed by face id (fulfillers.ts, FACE_IDS). */
export type FaceCounts = Uint8Array

/**
 * How one colour's six sides are told apart: `rep[s]` is the side that stands for side s (rep[rep[s]] = rep[s],
 * rep[s] ≤ s). Sides with one representative are the same for what is left of an attempt (solverContext.ts,
 * `fold`): a roll is then counted by representative sides only, each weighted by the sides it stands for, and the
 * tables shrink (6 green dice: 462 outcomes with six sides told apart, 210 with five, 7 with two).
 */
export type SideFold = {
  /** Interned: one object per distinct `rep`; id 0 tells every side apart. */
  readonly id: number
  readonly rep: Uint8Array
}

/** The outcomes of n identical six-sided dice: counts per side, probability, and add/remove links. */
export type Multisets = {
  readonly n: number
  /** Which sides are told apart: counts are kept on representative sides only (the others are always 0). */
  readonly fold: SideFold
  readonly size: number
  readonly counts: Uint8Array // size * 6
  readonly prob: Float64Array
  /** index in the table for n - 1 after removing one die showing side s, or -1 (always for a side not its own representative): size * 6 */
  readonly remove: Int32Array
  /** index in the table for n + 1 after adding one die showing side s (counted on its representative): size * 6 */
  readonly add: Int32Array
}

/**
 * Which sides of each colour are told apart in a roll table: one SideFold per colour, interned (id 0 tells every
 * side apart). `rep[type]` is the die type that stands for `type` (same colour).
 */
export type Fold = {
  readonly id: number
  readonly sides: readonly [SideFold, SideFold, SideFold]
  readonly rep: Uint8Array
}

/** Every outcome of one roll of a pool: index = (green * Y + yellow) * R + red. */
export type RollTable = {
  readonly pool: readonly [number, number, number]
  /** Which sides are told apart (NO_FOLD: all): dice are counted on representative types only. */
  readonly fold: Fold
  readonly size: number
  readonly parts: readonly [Multisets, Multisets, Multisets]
  readonly prob: Float64Array
  readonly types: Uint8Array // size * TYPES: dice per die type
  readonly faces: Uint8Array // size * FACE_COUNT: dice per face id
}

/** Per die type, the rolls that show it (see removalsByType). */
export type Removals = {
  /** Pairs (roll i, removeIndex's index of roll i minus a die of the type), type by type. */
  readonly pairs: Int32Array
  /** Type `type`'s pairs are pairs[2 * start[type] .. 2 * start[type + 1]). */
  readonly start: Int32Array
}

/** What one completion uses: rolled dice per colour, and held faces. */
export type Consumption = {
  readonly dice: readonly [number, number, number]
  readonly held: Uint8Array
  /** How many held dice it uses (the sum of `held`). */
  readonly heldCount: number
}

/**
 * Rolls of a pool grouped for one task: rolls that agree on every die a completion could use
 * (each die type's count capped at the most any minimal completion needs of its face) complete the
 * task the same ways, whatever the held dice. `reps` holds one roll of each group.
 */
export type RollGrouping = {
  readonly groupOf: Int32Array
  readonly reps: Int32Array
  /** Per group: its capped die counts as a dense id, the same for every pool of the task (TaskCompletions). */
  readonly sigs: Int32Array
}

/** For every group of a grouping: the distinct consumptions of the task's minimal completions. */
export type CompletionTable = {
  readonly descs: readonly Consumption[]
  /** group k completes as descs[list[start[k] .. start[k + 1])] */
  readonly start: Int32Array
  readonly list: Int32Array
}

/**
 * What the completion tables of one task with the same held dice share, whatever the pool: the completions of
 * each signature (as ids of `descs`, numbered once here), and a scratch map from those ids to a table's own.
 */
export type SharedCompletions = {
  readonly held: Uint8Array
  readonly heldWeight: Int32Array
  /** Per fulfiller: the faces it needs beyond the held dice, four 8-bit lanes per word (faces 0–3, 4–7). */
  readonly lo: Int32Array
  readonly hi: Int32Array
  /** Per fulfiller: how many rolled dice it needs beyond the held dice. */
  readonly dice: Int32Array
  /** Per signature id: where its completions start in `ids` (-1: not met yet), and how many there are. */
  first: Int32Array
  count: Int32Array
  ids: Int32Array
  size: number
  readonly idOf: Map<number, number>
  readonly descs: Consumption[]
  local: Int32Array
}

/**
 * One task's completion data, which depends only on its minimal fulfillers (not on the card, the state or the
 * game): the numbering of capped die counts, and the groupings, shared completions and tables met so far.
 */
export type TaskCompletions = {
  readonly fulfillers: readonly FaceCounts[]
  /** The most of each face any of the task's minimal completions needs. */
  readonly need: Uint8Array
  /** Per colour: its capped side counts, numbered (below 2^14 for green, 2^8 for yellow and red). */
  readonly colourIds: readonly Map<number, number>[]
  /** The three colours' numbers together, numbered densely (RollGrouping `sigs`). */
  readonly sigIds: Map<number, number>
  /** By pool key (with its table's fold: completionTableOf). */
  readonly groupings: Map<number, RollGrouping>
  /** By the key of the held dice the task can use (completionTableOf). */
  readonly shared: Map<number, SharedCompletions>
  /** By that held key * POOL_SPAN + pool key. */
  readonly tables: Map<number, readonly [RollGrouping, CompletionTable]>
}
