// Every layout the solver packs numbers into, in one place: the extras word, the keys of dice on spells and of held
// faces, the memo keys of V and Q, the pool and completion-table keys, and the terror states' small keys. A SPAN is
// how many values a field may take (the next field's multiplier), a SHIFT where a bit field starts, a BASE a digit's
// radix. tests/engine/odds/keys.test.ts checks that the largest values solverCard.ts LIMITS (and TERROR_STATES, and
// the tables' own bounds) allow fit every key exactly and without collisions: raise a limit, and it says which breaks.
import type { Frame } from './contextTypes.ts'
import { FACE_COUNT } from './fulfillers.ts'

// The extras word, a 32-bit integer (bit operations): bits 0–2 what can be added and the once-per-roll reroll
// (FLAGS); bits 3–9 which face the yellow and the red die show where one of them is on a marker (MARKERS, see
// markerFace); from bit 10 the terror state (terrorStates.ts; 0 without terror).
export const ADD_YELLOW = 1
export const ADD_RED = 2
export const PER_ROLL = 4
export const FLAGS = 7
export const FLAG_SPAN = 8
export const MARKER_SHIFT = 3
/** A marker code is 0 (no die followed there) or a face id + 1, FACE_COUNT + 1 at most: a digit of MARKER_BASE. */
export const MARKER_BASE = 10
/** The two codes as MARKER_BASE × red + yellow, below MARKER_SPAN (7 bits). */
export const MARKER_SPAN = 128
export const MARKERS = (MARKER_SPAN - 1) << MARKER_SHIFT
export const TERROR_SHIFT = 10

/**
 * The face id (canonical for the state's tasks) of the yellow (`col` 1) or red (`col` 2) die where it is on a
 * marker and followed, else -1; FACE_COUNT for a face no task can use (followed only in the first printing, where
 * the lock that takes it empties the marker). Held faces have no colour; this says which of them is that die, for
 * a terror lock of its colour (terror.ts, lockOne).
 */
export function markerFace(ex: number, col: 1 | 2): number {
  const code = (ex & MARKERS) >>> MARKER_SHIFT
  return (col === 1 ? code % MARKER_BASE : (code / MARKER_BASE) | 0) - 1
}

/** `ex` with the yellow (1) or red (2) die on a marker showing face id `face`, or on none (-1). */
export function withMarker(ex: number, col: 1 | 2, face: number): number {
  const code = (ex & MARKERS) >>> MARKER_SHIFT
  const yellow = col === 1 ? face + 1 : code % MARKER_BASE
  const red = col === 2 ? face + 1 : (code / MARKER_BASE) | 0
  return (ex & ~MARKERS) | ((red * MARKER_BASE + yellow) << MARKER_SHIFT)
}

/** At most this many dice are held at once (on markers and spells together): the game has eight. */
export const MAX_HELD = 8

/** A die on a spell is kept as colour * SPELL_FACES + face id, face FACE_COUNT standing for a face no task can use. */
export const SPELL_FACES = FACE_COUNT + 1
export const SPELL_KINDS = 3 * SPELL_FACES
/** The dice on spells as one number: a digit per die, its kind + 1 (0 ends the key). */
export const SPELL_KEY_BASE = SPELL_KINDS + 1
/** Dice-on-spell keys stay below this (at most MAX_HELD dice, < 2^39). */
export const SPELL_KEY_SPAN = SPELL_KEY_BASE ** MAX_HELD

/** The dice on spells as one number (0 for none): base-SPELL_KEY_BASE digits of the kinds. */
export function spellKeyOf(sp: Uint8Array): number {
  let key = 0
  for (let k = 0; k < SPELL_KINDS; k++) for (let n = sp[k] as number; n > 0; n--) key = key * SPELL_KEY_BASE + k + 1
  return key
}

/**
 * The most terror states one solve may follow (terrorStates.ts): the memo key's sum (memoKey) stays an exact
 * integer, and the state stays far inside the extras word's bits above TERROR_SHIFT.
 */
export const TERROR_STATES = Math.floor(Number.MAX_SAFE_INTEGER / SPELL_KEY_SPAN) - 1

/** The memo's first level: the dice on spells `sk` and the terror state of `ex` (both 0: the flat map). */
export function memoKey(sk: number, ex: number): number {
  return sk + (ex >>> TERROR_SHIFT) * SPELL_KEY_SPAN
}

const binomial = (n: number, k: number): number => {
  let b = 1
  for (let i = 1; i <= k; i++) b = (b * (n - k + i)) / i
  return Math.round(b)
}
/** VECTORS[k][s]: how many vectors of k face counts sum to at most s, i.e. C(s + k, k). */
const VECTORS = Array.from({ length: FACE_COUNT + 1 }, (_, k) =>
  Array.from({ length: MAX_HELD + 1 }, (_, s) => binomial(s + k, k)),
)
/** How many held keys there are: every vector of eight face counts summing to at most eight (C(16, 8) = 12,870). */
export const HELD_SPAN = VECTORS[FACE_COUNT]?.[MAX_HELD] as number

/**
 * The held faces as one small number: the vector's rank among all vectors summing to at most MAX_HELD
 * (14 bits), so memo keys stay far inside a double's exact integers however many dice of one face are held.
 */
export function heldKeyOf(held: ArrayLike<number>): number {
  let rank = 0
  let budget = MAX_HELD
  for (let f = 0; f < FACE_COUNT; f++) {
    const count = held[f] as number
    const rest = VECTORS[FACE_COUNT - 1 - f] as number[]
    for (let v = 0; v < count; v++) rank += rest[budget - v] as number
    budget -= count
  }
  if (budget < 0) throw new Error(`engine: odds: at most ${MAX_HELD} dice can be held`)
  return rank
}

// The state key: each field times the spans of those after it. Dice on spells are keyed apart (memoKey: the memo's
// first level), so they take no room here.
export const DONE_SPAN = 256
export const GREEN_SPAN = 16
export const YELLOW_SPAN = 4
export const RED_SPAN = 4
export const FOCUS_SPAN = 8
export const SPELLS_SPAN = 8
export const CLUES_SPAN = 64
/** Q's key is V's, doubled, plus whether the once-per-roll reroll is still unused. */
export const Q_SPAN = 2

/**
 * The key of V(state) (the dice on spells apart) with the extras word `ex` (the frame's, or a canonical one): the
 * state, then the marker faces and the flags, but not the terror state (memoKey). `hk`: heldKeyOf(s.held).
 */
export function valueKey(s: Frame, hk: number, ex: number): number {
  const pool = (s.done * GREEN_SPAN + s.green) * YELLOW_SPAN + s.yellow
  const held = (pool * RED_SPAN + s.red) * HELD_SPAN + hk
  const left = ((held * FOCUS_SPAN + s.focus) * SPELLS_SPAN + s.spells) * CLUES_SPAN + s.clues
  return ((left * MARKER_SPAN + ((ex & MARKERS) >>> MARKER_SHIFT)) * FLAG_SPAN + (ex & FLAGS)) * Q_SPAN
}

/** The key of Q(state, ·) from V's key: whether the once-per-roll reroll is still unused. */
export function qKey(vKey: number, now: boolean): number {
  return vKey + (now ? 1 : 0)
}

/** The key of canonical held faces (key `hk`) at mask `done` (solverContext.ts). */
export function heldMaskKey(done: number, hk: number): number {
  return done * HELD_SPAN + hk
}

/** The key of canonical held faces (key `hk`) at mask `done` with face `f` added or taken (solverContext.ts). */
export function heldStepKey(done: number, hk: number, f: number): number {
  return heldMaskKey(done, hk) * FACE_COUNT + f
}

// Pools and roll tables: a pool's counts as base-POOL_BASE digits, its table's fold id above them.
export const POOL_BASE = 16
export const POOL_SPAN = POOL_BASE ** 3
/** Roll-table folds are interned below FOLD_SPAN (rollTables.ts, foldOf). */
export const FOLD_SPAN = 1024
/** A pool with its table's fold (foldedPoolKey) stays below this (22 bits). */
export const FOLDED_POOL_SPAN = FOLD_SPAN * POOL_SPAN
/** Task indices in a completion-table key (a card's tasks, and one for the monsters that may come: below 16). */
export const TASK_SPAN = 16

export function poolKey(g: number, y: number, r: number): number {
  return (g * POOL_BASE + y) * POOL_BASE + r
}

/** A pool with the fold id of its roll table (completion tables are per pool and fold). */
export function foldedPoolKey(foldId: number, g: number, y: number, r: number): number {
  return foldId * POOL_SPAN + poolKey(g, y, r)
}

/** Held faces (key `hk`) and a task: the first level of a context's completion tables (solverContext.ts). */
export function heldTaskKey(hk: number, t: number): number {
  return hk * TASK_SPAN + t
}

// Multisets of one colour's dice (rollTables.ts): six side counts (at most GREEN_SPAN - 1 dice) as base-32 digits.
export const SIDE_COUNT_BASE = 32

// Completions (completionTable.ts). A consumption: green, yellow and red dice taken, a base-DICE_BASE digit each,
// then the held faces taken (face f in base held[f] + 1: below 2^MAX_HELD together).
export const DICE_BASE = 16
export const HELD_WEIGHT = DICE_BASE ** 3
/** A signature: one colour's capped side counts as base-DICE_BASE digits; three colours' ids as (g * S + y) * S + r. */
export const COLOUR_ID_SPAN = 256
/** A walk's option slot: face * OPTION_SPAN + count (a count of one face below 16). */
export const OPTION_SPAN = 16

// Terror states (terrorStates.ts, terrorCanonical.ts, terror.ts). A tuple's entries as base-TUPLE_BASE digits while
// each is below it; a step as (state, entry, direction); events so far, and dice or slack, below EVENT_SPAN.
export const TUPLE_BASE = 64
export const ENTRY_SPAN = 256
export const EVENT_SPAN = 64
/** seenKept's key: monsters drawn so far × DRAW_SPAN + draws left in the event. */
export const DRAW_SPAN = 256

/** A terror state's step key: state `i`, entry `e` (below ENTRY_SPAN), one up or down. */
export function stepKey(i: number, e: number, up: boolean): number {
  return (i * ENTRY_SPAN + e) * 2 + (up ? 1 : 0)
}

/** A terror state with a small count (events, slack: below EVENT_SPAN). */
export function stateCountKey(index: number, n: number): number {
  return index * EVENT_SPAN + n
}
