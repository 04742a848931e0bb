// The solver's memo keys: dice on spells as one number, the extras word, and V and Q entry keys.
import { FACE_COUNT } from './fulfillers.ts'
import type { SolverState } from './solverCard.ts'
import { stateKey } from './stateSpace.ts'

/**
 * The extras word of a state: bits 0–2 what can be added and the once-per-roll reroll (FLAGS); bits 3–9 which
 * face the yellow and the red die show where one of them is on a marker (MARKERS, see markerFace); from bit 10 the
 * terror state (terrorStates.ts; 0 without terror).
 */
export const ADD_YELLOW = 1
export const ADD_RED = 2
export const PER_ROLL = 4
export const FLAGS = 7
const MARKER_SHIFT = 3
export const MARKERS = 127 << MARKER_SHIFT
export const TERROR_SHIFT = 10
/**
 * Dice-on-spell keys stay below this (at most eight dice, a base-28 digit each, 1 to 27); the terror state is folded
 * in above it for the memo, exactly while the sum stays below 2^53: TERROR_STATES terror states.
 */
const SPELL_KEY_SPAN = 28 ** 8

/** The most terror states one solve may follow (terrorStates.ts): memoKey's sum stays an exact integer. */
export const TERROR_STATES = Math.floor(Number.MAX_SAFE_INTEGER / SPELL_KEY_SPAN) - 1

/** The memo's first level: the dice on spells and the terror state (both 0: the flat map). */
export function memoKey(sk: number, ex: number): number {
  return sk + (ex >>> TERROR_SHIFT) * SPELL_KEY_SPAN
}

/**
 * The face id (canonical for the state's tasks) of the yellow (`col` 1) or red (`col` 2) die where it is on a
 * marker and followed, else -1; FACE_COUNT for a face no task can use (followed only in the first printing, where
 * the lock that takes it empties the marker). Held faces have no colour; this says which of them is that die, for
 * a terror lock of its colour (terror.ts, lockOne). Kept as 10 × red code + yellow code, a code being 0 or face + 1.
 */
export function markerFace(ex: number, col: 1 | 2): number {
  const code = (ex & MARKERS) >>> MARKER_SHIFT
  return (col === 1 ? code % 10 : (code / 10) | 0) - 1
}

/** `ex` with the yellow (1) or red (2) die on a marker showing face id `face`, or on none (-1). */
export function withMarker(ex: number, col: 1 | 2, face: number): number {
  const code = (ex & MARKERS) >>> MARKER_SHIFT
  const yellow = col === 1 ? face + 1 : code % 10
  const red = col === 2 ? face + 1 : (code / 10) | 0
  return (ex & ~MARKERS) | ((red * 10 + yellow) << MARKER_SHIFT)
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

/** One array per set of dice on spells, by key: the solver never changes one, and makes millions. */
const spellSets = new Map<number, Uint8Array>()
const scratch = new Uint8Array(SPELL_KINDS)

/** The shared array of the dice on spells `sp` (which may be changed afterwards: a scratch array). */
export function sharedSpells(sp: Uint8Array): Uint8Array {
  const key = spellKeyOf(sp)
  let known = spellSets.get(key)
  if (!known) spellSets.set(key, (known = sp.slice()))
  return known
}

/** The (shared) dice on spells `sp` with `delta` more dice of kind `kind`. */
export function spellsWith(sp: Uint8Array, kind: number, delta: number): Uint8Array {
  scratch.set(sp)
  scratch[kind] = (scratch[kind] as number) + delta
  return sharedSpells(scratch)
}

/**
 * The dice a state can still use for its tasks: the pool, the yellow and red die it may add (`ex`'s flags), the
 * held faces and the blank dice on spells (they can be rolled again). Fewer than the tasks left need: worth 0.
 */
export function diceInPlay(g: number, y: number, r: number, held: Uint8Array, sp: Uint8Array, ex: number): number {
  let dice = g + y + r + (ex & ADD_YELLOW ? 1 : 0) + (ex & ADD_RED ? 1 : 0)
  for (let f = 0; f < FACE_COUNT; f++) dice += held[f] as number
  for (let col = 0; col < 3; col++) dice += sp[col * SPELL_FACES + FACE_COUNT] as number
  return dice
}

/** The extras word of a state. */
export function extrasOf(s: SolverState): number {
  return (s.addYellow ? ADD_YELLOW : 0) | (s.addRed ? ADD_RED : 0) | (s.rerollEachRoll ? PER_ROLL : 0)
}

/**
 * The key of V(state) (the dice on spells apart): the rest of the state and the extras word but its terror state.
 * Below 2^53: stateKey < 2^41.7 (stateSpace.ts), times 128 markers × 8 flags × 2 (qKey).
 */
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
  const markers = (ex & MARKERS) >>> MARKER_SHIFT
  return ((stateKey(done, g, y, r, hk, focus, spells, clues) * 128 + markers) * 8 + (ex & FLAGS)) * 2
}

/** The key of Q(state, ·) from V's key: whether the once-per-roll reroll is still unused. */
export function qKey(vKey: number, ex: number, now = (ex & PER_ROLL) !== 0): number {
  return vKey + (now ? 1 : 0)
}
