// Where the player stands in front of a roll, as bestChoice.ts ranks it: the roll situation, the dice rolled and
// held, the choices open, and the solver state a situation leaves (stateOf).
import type { DieRequirement } from '../card.ts'
import { DIE_COLORS, DIE_FACES, type DieColor, type Face } from '../dice.ts'
import type { Ruleset } from '../ruleset.ts'
import { heldCounts } from './adventureOdds.ts'
import { SIDES, TYPES } from './rollTables.ts'
import type { SolverState, TerrorModel } from './types.ts'

/** A die of the current roll (every die in the pool has been rolled). */
export type RolledDie = { readonly id: number; readonly color: DieColor; readonly face: Face }
/**
 * A die held for later: on a marker (focused or assisted), or on a spell — then with its colour
 * (`onSpell`), because it can be taken back into the pool (where the rules allow: `spellDiceReturn`) and, used in
 * a task, it frees no marker.
 */
export type HeldDie = {
  readonly id: number
  readonly face: Face
  readonly onSpell?: DieColor
  /** The colour of a die on a marker, where not green (a terror lock of its colour may take it). @defaultValue green */
  readonly color?: DieColor
}
/** A held die as the solver sees it (no id). */
export type Held = { readonly face: Face; readonly onSpell?: DieColor; readonly color?: DieColor }

/**
 * Where the player stands: every task of the card (in card order) and which are done (bit t = task
 * t), the roll, and what is left to use, as the solver counts it (`focus` includes the helpers who can
 * still assist; `clues` includes every one-use reroll: item, spell, ally, once-per-day ability).
 * Keeping the whole card lets later rolls reuse the solver.
 */
export type RollSituation = {
  readonly tasks: readonly (readonly DieRequirement[])[]
  readonly done: number
  readonly ordered: boolean
  readonly ruleset: Ruleset
  readonly rolled: readonly RolledDie[]
  readonly held: readonly HeldDie[]
  /** Dice on spells may be taken back before a roll (SolverCard). @defaultValue true, except in the first printing */
  readonly spellDiceReturn?: boolean
  /** What terror does during the attempt (SolverCard; terrorModel.ts from a game). @defaultValue none */
  readonly terror?: TerrorModel
} & Pick<SolverState, 'focus' | 'spells' | 'clues' | 'addYellow' | 'addRed' | 'rerollEachRoll' | 'rerollNow'>

/** One choice for the roll. Die ids are those of the situation. */
export type Choice =
  | { readonly kind: 'complete'; readonly task: number; readonly dice: readonly number[] }
  | { readonly kind: 'fail'; readonly discard: number; readonly focus: number | null }
  | { readonly kind: 'secure'; readonly die: number }
  | { readonly kind: 'reroll'; readonly dice: readonly number[] } // a clue or another one-use reroll
  | { readonly kind: 'rerollThisRoll'; readonly dice: readonly number[] } // the once-per-roll ability

export type RankedChoice = { readonly choice: Choice; readonly odds: number }

const colorId = (c: DieColor) => DIE_COLORS.indexOf(c)
export const typeOf = (d: RolledDie) => colorId(d.color) * SIDES + DIE_FACES[d.color].indexOf(d.face)

export function poolOf(dice: readonly RolledDie[]): [number, number, number] {
  const pool: [number, number, number] = [0, 0, 0]
  for (const d of dice) pool[colorId(d.color)] = (pool[colorId(d.color)] as number) + 1
  return pool
}

export function typesOf(dice: readonly RolledDie[]): Uint8Array {
  const types = new Uint8Array(TYPES)
  for (const d of dice) types[typeOf(d)] = (types[typeOf(d)] as number) + 1
  return types
}

export function stateOf(
  s: RollSituation,
  rolled: readonly RolledDie[],
  held: readonly Held[],
  over: Partial<SolverState> = {},
): SolverState {
  return {
    done: s.done,
    pool: poolOf(rolled),
    held: heldCounts(held.filter((h) => !h.onSpell).map((h) => h.face)),
    onSpells: held.flatMap((h) => (h.onSpell ? [{ color: h.onSpell, face: h.face }] : [])),
    onMarkers: held.flatMap((h) =>
      !h.onSpell && h.color && h.color !== 'green' ? [{ color: h.color, face: h.face }] : [],
    ),
    focus: s.focus,
    spells: s.spells,
    clues: s.clues,
    addYellow: s.addYellow ?? 0,
    addRed: s.addRed ?? 0,
    rerollEachRoll: s.rerollEachRoll ?? false,
    rerollNow: s.rerollNow ?? s.rerollEachRoll ?? false,
    ...over,
  }
}
