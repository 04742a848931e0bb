// The solver's memo keys: dice on spells as one number, the extras word, and V and Q entry keys.
import { FACE_COUNT } from './fulfillers.ts'
import type { SolverState } from './solverCard.ts'
import { stateKey } from './stateSpace.ts'

/** Bits of the extras word: what can be added, and the once-per-roll reroll. */
export const ADD_YELLOW = 1
export const ADD_RED = 2
export const PER_ROLL = 4
/** The flags above take the extras word's low bits; the terror state (terror.ts, 0 without terror) the bits above. */
export const FLAGS = 7
export const FLAG_BITS = 3
/** Dice-on-spell keys stay below this (28^8 < 2^39); the terror state is folded in above it for the memo. */
const SPELL_KEY_SPAN = 2 ** 39

/** The memo's first level: the dice on spells and the terror state (both 0: the flat map). */
export function memoKey(sk: number, ex: number): number {
  return sk + (ex >>> FLAG_BITS) * SPELL_KEY_SPAN
}

/** A die on a spell is kept as colour * SPELL_FACES + face id, face FACE_COUNT standing for a face no task can use. */
export const SPELL_FACES = FACE_COUNT + 1
export const SPELL_KINDS = 3 * SPELL_FACES

/** The dice on spells as one number (0 for none): base-28 digits of the kinds, at most eight dice (< 2^39). */
export function spellKeyOf(sp: Uint8Array): number {
  let key = 0
  for (let k = 0; k < SPELL_KINDS; k++) for (let n = sp[k] as number; n > 0; n--) key = key * 28 + k + 1
  return key
}

/** The extras word of a state. */
export function extrasOf(s: SolverState): number {
  return (s.addYellow ? ADD_YELLOW : 0) | (s.addRed ? ADD_RED : 0) | (s.rerollEachRoll ? PER_ROLL : 0)
}

/** The key of V(state) (the dice on spells apart): the rest of the state and the extras word. */
export function valueKey(
  done: number,
  g: number,
  y: number,
  r: number,
  hk: number,
  focus: number,
  spells: number,
  clues: number,
  ex: number,
): number {
  return stateKey(done, g, y, r, hk, focus, spells, clues) * 16 + (ex & FLAGS) * 2
}

/** The key of Q(state, ·) from V's key: whether the once-per-roll reroll is still unused. */
export function qKey(vKey: number, ex: number, now = (ex & PER_ROLL) !== 0): number {
  return vKey + (now ? 1 : 0)
}
