// Revised rulebook, "Adventure Card Anatomy", "Tasks" and "Monster Tasks".
// The parsed form of the task notation (see README "Task notation"). Parsing lives in notation/.

/** Lore, peril and terror: the symbol results a requirement can ask for. */
export const DIE_SYMBOLS = ['L', 'P', 'T'] as const
export type DieSymbol = (typeof DIE_SYMBOLS)[number]

/**
 * One die requirement of a task, met by dice results.
 * - `investigation`: investigation results (any number of dice) totalling at least `amount`; excess is lost.
 * - `symbol`: one die showing one of `oneOf` (`L` is `['L']`, `L|P` is `['L','P']`).
 */
export type DieRequirement =
  | { readonly kind: 'investigation'; readonly amount: number }
  | { readonly kind: 'symbol'; readonly oneOf: readonly DieSymbol[] }

/** A cost paid when the task is completed: `1san`, `2sta`, `clock`. */
export type TaskCost =
  | { readonly kind: 'sanity'; readonly amount: number }
  | { readonly kind: 'stamina'; readonly amount: number }
  | { readonly kind: 'clock' }

/**
 * A monster area (the white border): `{}` empty, `{P 3I}` total (it holds the whole task),
 * `L {T}` partial. A monster marker placed there replaces `requirements` with its own task;
 * with no monster the printed requirements inside the braces still apply (an empty area adds nothing).
 */
export type MonsterArea = {
  readonly kind: 'empty' | 'total' | 'partial'
  readonly requirements: readonly DieRequirement[]
}

/** One row of a card. `requirements` are those outside any monster area, in written order. */
export type Task = {
  readonly requirements: readonly DieRequirement[]
  readonly costs: readonly TaskCost[]
  readonly monsterArea: MonsterArea | null
}

/** A card's tasks: `ordered` when written with ` > ` (top to bottom), any order with ` / `. */
export type Card = {
  readonly tasks: readonly Task[]
  readonly ordered: boolean
}

/** Why a notation string was rejected: the character offset (0-based) and a readable reason. */
export type ParseError = {
  readonly position: number
  readonly message: string
}
