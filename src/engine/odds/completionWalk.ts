// How one roll (plus held dice) meets a task's minimal fulfillers, for completionTable.ts: each fulfiller's sourcings
// (which held faces and which colours of rolled dice it takes) walked without closures into consumption keys (keys.ts:
// DICE_BASE digits per colour, then the held faces), and the fulfillers a pool can meet at all, tested lane-wise.
import { FACE_COUNT, type FaceCounts } from './fulfillers.ts'
import { DICE_BASE, HELD_WEIGHT, OPTION_SPAN } from './keys.ts'
import { SIDES, TYPE_FACE, TYPES } from './rollTables.ts'
import type { Consumption, RollTable, SharedCompletions } from './tableTypes.ts'

const FACE_TYPES: readonly number[][] = Array.from({ length: FACE_COUNT }, (_, f) =>
  Array.from({ length: TYPES }, (_, t) => t).filter((t) => TYPE_FACE[t] === f),
)

/** What one rolled die of each type adds to a consumption key: its colour's count. */
const DIE_WEIGHT: readonly number[] = Array.from({ length: TYPES }, (_, t) => DICE_BASE ** ((t / SIDES) | 0))

/**
 * A consumption as one small integer, for given held dice: green, yellow, red taken (4 bits each), then the held
 * faces taken, face f in base held[f] + 1. `heldWeights` gives what one held die of each face adds; at most eight
 * held dice keep keys below 2^8 * HELD_WEIGHT (a small integer, cheap as a map key).
 */
export function heldWeights(held: ArrayLike<number>): Int32Array {
  const out = new Int32Array(FACE_COUNT)
  let weight = HELD_WEIGHT
  for (let f = 0; f < FACE_COUNT; f++) {
    out[f] = weight
    weight *= (held[f] as number) + 1
  }
  return out
}

export function consumptionOf(key: number, held: ArrayLike<number>): Consumption {
  const dice: [number, number, number] = [
    key % DICE_BASE,
    ((key / DICE_BASE) | 0) % DICE_BASE,
    ((key / (DICE_BASE * DICE_BASE)) | 0) % DICE_BASE,
  ]
  let rest = (key / HELD_WEIGHT) | 0
  const used = new Uint8Array(FACE_COUNT)
  let heldCount = 0
  for (let f = 0; f < FACE_COUNT; f++) {
    const base = (held[f] as number) + 1
    used[f] = rest % base
    heldCount += used[f] as number
    rest = (rest / base) | 0
  }
  return { dice, held: used, heldCount }
}

/**
 * The sourcings of one roll (scratch, no closures): the held faces, the roll (`types` from `base`, `faces` from
 * `faceBase`), each face's options met so far, and the distinct keys found so far.
 */
type Walk = {
  held: ArrayLike<number>
  heldWeight: Int32Array
  types: ArrayLike<number>
  base: number
  faces: ArrayLike<number>
  faceBase: number
  /** Which roll the options are for: an option slot is current when its stamp is. */
  roll: number
  /**
   * Per slot f * OPTION_SPAN + n: the ways to take n dice of face f, as consumption keys in opts[start .. end), held dice
   * first; the fulfillers of a task share them (each needs a few faces, at a few counts).
   */
  readonly stamp: Int32Array
  readonly start: Int32Array
  readonly end: Int32Array
  opts: Int32Array
  size: number
  /** The option slots of the fulfiller walked, one per face it needs. */
  readonly slots: Int32Array
  active: number
  readonly found: number[]
  count: number
}

const SLOTS = FACE_COUNT * OPTION_SPAN

export const walk: Walk = {
  held: [],
  heldWeight: new Int32Array(FACE_COUNT),
  types: [],
  base: 0,
  faces: [],
  faceBase: 0,
  roll: 0,
  stamp: new Int32Array(SLOTS),
  start: new Int32Array(SLOTS),
  end: new Int32Array(SLOTS),
  opts: new Int32Array(256),
  size: 0,
  slots: new Int32Array(FACE_COUNT),
  active: 0,
  found: [],
  count: 0,
}

/** Starts the walk of a new roll: no options, no keys found. */
export function startWalk(
  held: ArrayLike<number>,
  heldWeight: Int32Array,
  types: ArrayLike<number>,
  base: number,
  faces: ArrayLike<number>,
  faceBase: number,
): void {
  walk.held = held
  walk.heldWeight = heldWeight
  walk.types = types
  walk.base = base
  walk.faces = faces
  walk.faceBase = faceBase
  walk.roll++
  walk.size = 0
  walk.count = 0
}

/**
 * Adds fulfiller m's sourcings to the keys found: each face's options in turn, in the order the faces come (the
 * order completions are numbered in). The roll and the held dice must meet m.
 */
export function walkFulfiller(w: Walk, m: FaceCounts): void {
  w.active = 0
  let single = true // every face has one option: the fulfiller is sourced one way
  let key = 0
  for (let f = 0; f < FACE_COUNT; f++)
    if ((m[f] as number) > 0) {
      const slot = options(w, f, m[f] as number)
      w.slots[w.active++] = slot
      const from = w.start[slot] as number
      if ((w.end[slot] as number) - from === 1) key += w.opts[from] as number
      else single = false
    }
  if (single) found(w, key)
  else product(w, 0, 0)
}

function product(w: Walk, j: number, key: number): void {
  if (j === w.active) return found(w, key)
  const slot = w.slots[j] as number
  const end = w.end[slot] as number
  for (let i = w.start[slot] as number; i < end; i++) product(w, j + 1, key + (w.opts[i] as number))
}

/**
 * The slot of the ways to take n dice of face f: x from held dice (most first), the rest from rolled dice.
 * Held counts the roll cannot make up for are skipped: they would take no sourcing.
 */
function options(w: Walk, f: number, n: number): number {
  const slot = f * OPTION_SPAN + n
  if (w.stamp[slot] === w.roll) return slot
  w.stamp[slot] = w.roll
  w.start[slot] = w.size
  const rolled = w.faces[w.faceBase + f] as number
  const least = n > rolled ? n - rolled : 0
  for (let x = Math.min(n, w.held[f] as number); x >= least; x--)
    byColour(w, f, n - x, x * (w.heldWeight[f] as number), 0, rolled)
  w.end[slot] = w.size
  return slot
}

/**
 * `left` rolled dice of face f from its die types `k` on, which show `room` >= `left` of it (most of the
 * first type first). Counts the later types cannot make up for are skipped.
 */
function byColour(w: Walk, f: number, left: number, key: number, k: number, room: number): void {
  if (left === 0) {
    if (w.size === w.opts.length) w.opts = grown(w.opts, w.size + 1, 0)
    w.opts[w.size++] = key
    return
  }
  const type = (FACE_TYPES[f] as number[])[k] as number
  const have = w.types[w.base + type] as number
  const weight = DIE_WEIGHT[type] as number
  const rest = room - have
  const least = left > rest ? left - rest : 0
  for (let a = Math.min(have, left); a >= least; a--) byColour(w, f, left - a, key + a * weight, k + 1, rest)
}

/** Records a consumption key unless this roll already has it (a few per roll: a scan beats a set). */
function found(w: Walk, key: number): void {
  const keys = w.found
  for (let j = 0; j < w.count; j++) if (keys[j] === key) return
  keys[w.count++] = key
}

/** Faces 0–3 (`at` 0) or 4–7 (`at` 4) of a face vector as four 8-bit lanes of one word. */
export function lanes(faces: ArrayLike<number>, at: number): number {
  return (
    (faces[at] as number) |
    ((faces[at + 1] as number) << 8) |
    ((faces[at + 2] as number) << 16) |
    ((faces[at + 3] as number) << 24)
  )
}

/** Every lane's top bit: (a | HIGH) - b keeps a lane's top bit exactly when a >= b there (lanes below 128). */
export const HIGH = 0x80808080 | 0

/** The fulfillers some roll of the pool met now can meet with the held dice (indices; scratch). */
export const candidates = { list: new Int32Array(64), count: 0 }

/** Which colours show each face: COLOURS_SHOWING[f * 3 + col] is 1 when a die of colour col has face f. */
const COLOURS_SHOWING = Uint8Array.from({ length: FACE_COUNT * 3 }, (_, k) =>
  [0, 1, 2, 3, 4, 5].some((s) => TYPE_FACE[(k % 3) * SIDES + s] === ((k / 3) | 0)) ? 1 : 0,
)

/**
 * Keeps, of the task's fulfillers, those the pool's best roll could meet with the held dice: no more of a face
 * than all dice that show it, no more dice than the pool has. The others are not tested roll by roll.
 */
export function findCandidates(shared: SharedCompletions, table: RollTable): void {
  const [g, y, r] = table.pool
  const most = new Uint8Array(FACE_COUNT)
  for (let f = 0; f < FACE_COUNT; f++)
    most[f] =
      g * (COLOURS_SHOWING[f * 3] as number) +
      y * (COLOURS_SHOWING[f * 3 + 1] as number) +
      r * (COLOURS_SHOWING[f * 3 + 2] as number)
  const lo = lanes(most, 0) | HIGH
  const hi = lanes(most, 4) | HIGH
  if (candidates.list.length < shared.lo.length) candidates.list = new Int32Array(shared.lo.length)
  candidates.count = 0
  for (let j = 0; j < shared.lo.length; j++)
    if (
      (shared.dice[j] as number) <= g + y + r &&
      ((lo - (shared.lo[j] as number)) & HIGH) === HIGH &&
      ((hi - (shared.hi[j] as number)) & HIGH) === HIGH
    )
      candidates.list[candidates.count++] = j
}

/** `a` copied into a new array at least twice as long and at least `size`, the new entries `fill`. */
export function grown(a: Int32Array, size: number, fill: number): Int32Array {
  const out = new Int32Array(Math.max(size, a.length * 2))
  if (fill !== 0) out.fill(fill, a.length)
  out.set(a)
  return out
}
