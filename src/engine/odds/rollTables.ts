// Every outcome of rolling a pool of dice, as multisets per colour with their exact probabilities.
// Dice of one colour are identical, so n of them give C(n+5, 5) outcomes instead of 6^n.
import { DIE_FACES } from '../dice.ts'
import { FACE_IDS, FACE_COUNT } from './fulfillers.ts'

export const COLORS = 3 // green, yellow, red, in DIE_COLORS order
export const SIDES = 6
/** A die type is colour * 6 + side, the side indexing DIE_FACES[colour]. */
export const TYPES = COLORS * SIDES

/** Face id (see FACE_IDS) shown by each die type. */
export const TYPE_FACE: readonly number[] = (['green', 'yellow', 'red'] as const).flatMap((c) =>
  DIE_FACES[c].map((f) => FACE_IDS.indexOf(f as (typeof FACE_IDS)[number])),
)

/** The outcomes of n identical six-sided dice: counts per side, probability, and add/remove links. */
export type Multisets = {
  readonly n: number
  readonly size: number
  readonly counts: Uint8Array // size * 6
  readonly prob: Float64Array
  /** index in the table for n - 1 after removing one die showing side s, or -1: size * 6 */
  readonly remove: Int32Array
  /** index in the table for n + 1 after adding one die showing side s: size * 6 */
  readonly add: Int32Array
}

const multisetCache: Multisets[] = []

function countsKey(c: ArrayLike<number>): number {
  let k = 0
  for (let s = 0; s < SIDES; s++) k = k * 32 + (c[s] as number)
  return k
}

const multisetIndex: Map<number, number>[] = []

function buildMultisets(n: number): Multisets {
  const list: number[][] = []
  const cur = [0, 0, 0, 0, 0, 0]
  const walk = (side: number, left: number): void => {
    if (side === SIDES - 1) {
      cur[side] = left
      list.push([...cur])
      return
    }
    for (let k = left; k >= 0; k--) {
      cur[side] = k
      walk(side + 1, left - k)
    }
  }
  walk(0, n)
  const size = list.length
  const counts = new Uint8Array(size * SIDES)
  const prob = new Float64Array(size)
  const index = new Map<number, number>()
  let fact = 1
  for (let k = 2; k <= n; k++) fact *= k
  list.forEach((c, i) => {
    counts.set(c, i * SIDES)
    let ways = fact
    for (const k of c) for (let j = 2; j <= k; j++) ways /= j
    prob[i] = ways / SIDES ** n
    index.set(countsKey(c), i)
  })
  multisetIndex[n] = index
  return {
    n,
    size,
    counts,
    prob,
    remove: new Int32Array(size * SIDES).fill(-1),
    add: new Int32Array(size * SIDES).fill(-1),
  }
}

/** The outcome table for n identical dice (cached, links filled for n - 1 and n + 1 lazily). */
export function multisets(n: number): Multisets {
  let table = multisetCache[n]
  if (table) return table
  table = buildMultisets(n)
  multisetCache[n] = table
  if (n > 0) link(multisets(n - 1), table)
  const up = multisetCache[n + 1]
  if (up) link(table, up)
  return table
}

function link(small: Multisets, big: Multisets): void {
  const bigIndex = multisetIndex[big.n] as Map<number, number>
  const c = [0, 0, 0, 0, 0, 0]
  for (let i = 0; i < small.size; i++) {
    for (let s = 0; s < SIDES; s++) c[s] = small.counts[i * SIDES + s] as number
    for (let s = 0; s < SIDES; s++) {
      c[s] = (c[s] as number) + 1
      const j = bigIndex.get(countsKey(c)) as number
      small.add[i * SIDES + s] = j
      big.remove[j * SIDES + s] = i
      c[s] = (c[s] as number) - 1
    }
  }
}

/** Every outcome of one roll of a pool: index = (green * Y + yellow) * R + red. */
export type RollTable = {
  readonly pool: readonly [number, number, number]
  readonly size: number
  readonly parts: readonly [Multisets, Multisets, Multisets]
  readonly prob: Float64Array
  readonly types: Uint8Array // size * TYPES: dice per die type
  readonly faces: Uint8Array // size * FACE_COUNT: dice per face id
}

const rollCache = new Map<number, RollTable>()

export function poolKey(g: number, y: number, r: number): number {
  return (g * 16 + y) * 16 + r
}

/** The roll table of a pool of g green, y yellow and r red dice (cached for the process). */
export function rollTable(g: number, y: number, r: number): RollTable {
  const key = poolKey(g, y, r)
  const cached = rollCache.get(key)
  if (cached) return cached
  const parts = [multisets(g), multisets(y), multisets(r)] as const
  const size = parts[0].size * parts[1].size * parts[2].size
  const prob = new Float64Array(size)
  const types = new Uint8Array(size * TYPES)
  const faces = new Uint8Array(size * FACE_COUNT)
  let i = 0
  for (let a = 0; a < parts[0].size; a++)
    for (let b = 0; b < parts[1].size; b++)
      for (let c = 0; c < parts[2].size; c++, i++) {
        prob[i] = (parts[0].prob[a] as number) * (parts[1].prob[b] as number) * (parts[2].prob[c] as number)
        const idx = [a, b, c]
        for (let col = 0; col < COLORS; col++) {
          const part = parts[col] as Multisets
          for (let s = 0; s < SIDES; s++) {
            const k = part.counts[(idx[col] as number) * SIDES + s] as number
            types[i * TYPES + col * SIDES + s] = k
            const f = TYPE_FACE[col * SIDES + s] as number
            faces[i * FACE_COUNT + f] = (faces[i * FACE_COUNT + f] as number) + k
          }
        }
      }
  const table: RollTable = { pool: [g, y, r], size, parts, prob, types, faces }
  rollCache.set(key, table)
  return table
}

/** Index, in the table of the pool without one die of `type`'s colour, of roll `i` minus that die (-1 if absent). */
export function removeDie(table: RollTable, i: number, type: number): number {
  const [pg, py, pr] = table.parts
  const col = (type / SIDES) | 0
  const side = type - col * SIDES
  const c = i % pr.size
  const b = ((i / pr.size) | 0) % py.size
  const a = (i / (pr.size * py.size)) | 0
  if (col === 0) {
    const a2 = pg.remove[a * SIDES + side] as number
    return a2 < 0 ? -1 : (a2 * py.size + b) * pr.size + c
  }
  if (col === 1) {
    const b2 = py.remove[b * SIDES + side] as number
    return b2 < 0 ? -1 : (a * multisets(py.n - 1).size + b2) * pr.size + c
  }
  const c2 = pr.remove[c * SIDES + side] as number
  return c2 < 0 ? -1 : (a * py.size + b) * multisets(pr.n - 1).size + c2
}

/** Index, in the table of the pool with one more die of `type`'s colour, of roll `i` plus that die. */
export function addDie(table: RollTable, i: number, type: number): number {
  const [pg, py, pr] = table.parts
  const col = (type / SIDES) | 0
  const side = type - col * SIDES
  const c = i % pr.size
  const b = ((i / pr.size) | 0) % py.size
  const a = (i / (pr.size * py.size)) | 0
  multisets((table.parts[col] as Multisets).n + 1) // makes sure the add links exist
  if (col === 0) return ((pg.add[a * SIDES + side] as number) * py.size + b) * pr.size + c
  if (col === 1) return (a * multisets(py.n + 1).size + (py.add[b * SIDES + side] as number)) * pr.size + c
  return (a * py.size + b) * multisets(pr.n + 1).size + (pr.add[c * SIDES + side] as number)
}

/** The index in `rollTable(...pool)` of the roll with these dice per die type. */
export function rollIndexOf(types: ArrayLike<number>): number {
  const idx: number[] = []
  const sizes: number[] = []
  for (let col = 0; col < COLORS; col++) {
    let n = 0
    const c: number[] = []
    for (let s = 0; s < SIDES; s++) {
      c.push(types[col * SIDES + s] as number)
      n += types[col * SIDES + s] as number
    }
    multisets(n)
    idx.push((multisetIndex[n] as Map<number, number>).get(countsKey(c)) as number)
    sizes.push(multisets(n).size)
  }
  return ((idx[0] as number) * (sizes[1] as number) + (idx[1] as number)) * (sizes[2] as number) + (idx[2] as number)
}

const removals = new WeakMap<RollTable, Int32Array>()

/**
 * removeDie for every roll and die type at once, built once per table: entry i * TYPES + type is the index, in
 * the table without one die of `type`'s colour, of roll i minus a die of that type, or -1 when roll i has none.
 * The solver's per-roll loops read it instead of recomputing the index.
 */
export function removeIndex(table: RollTable): Int32Array {
  let out = removals.get(table)
  if (out) return out
  out = new Int32Array(table.size * TYPES).fill(-1)
  const [pg, py, pr] = table.parts
  const y1 = multisets(Math.max(0, py.n - 1)).size
  const r1 = multisets(Math.max(0, pr.n - 1)).size
  let i = 0
  for (let a = 0; a < pg.size; a++)
    for (let b = 0; b < py.size; b++)
      for (let c = 0; c < pr.size; c++, i++) {
        const at = i * TYPES
        for (let s = 0; s < SIDES; s++) {
          const a2 = pg.remove[a * SIDES + s] as number
          if (a2 >= 0) out[at + s] = (a2 * py.size + b) * pr.size + c
          const b2 = py.remove[b * SIDES + s] as number
          if (b2 >= 0) out[at + SIDES + s] = (a * y1 + b2) * pr.size + c
          const c2 = pr.remove[c * SIDES + s] as number
          if (c2 >= 0) out[at + 2 * SIDES + s] = (a * py.size + b) * r1 + c2
        }
      }
  removals.set(table, out)
  return out
}

const additions = new WeakMap<RollTable, Int32Array>()

/** addDie for every roll and die type at once, built once per table (entry i * TYPES + type). */
export function addIndex(table: RollTable): Int32Array {
  let out = additions.get(table)
  if (out) return out
  out = new Int32Array(table.size * TYPES)
  const [pg, py, pr] = table.parts
  multisets(pg.n + 1) // makes sure the add links exist
  const [ay, ar] = [multisets(py.n + 1), multisets(pr.n + 1)]
  let i = 0
  for (let a = 0; a < pg.size; a++)
    for (let b = 0; b < py.size; b++)
      for (let c = 0; c < pr.size; c++, i++) {
        const at = i * TYPES
        for (let s = 0; s < SIDES; s++) {
          out[at + s] = ((pg.add[a * SIDES + s] as number) * py.size + b) * pr.size + c
          out[at + SIDES + s] = (a * ay.size + (py.add[b * SIDES + s] as number)) * pr.size + c
          out[at + 2 * SIDES + s] = (a * py.size + b) * ar.size + (pr.add[c * SIDES + s] as number)
        }
      }
  additions.set(table, out)
  return out
}
