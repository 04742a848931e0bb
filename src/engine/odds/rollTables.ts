// Every outcome of rolling a pool of dice, as multisets per colour with their exact probabilities.
// Dice of one colour are identical, so n of them give C(n+5, 5) outcomes instead of 6^n.
import { DIE_FACES } from '../dice.ts'
import { FACE_IDS, FACE_COUNT } from './fulfillers.ts'
import { foldedPoolKey, FOLD_SPAN, SIDE_COUNT_BASE } from './keys.ts'
import type { Fold, Multisets, RollTable, SideFold } from './tableTypes.ts'

export type { Fold, Multisets, Removals, RollTable, SideFold } from './tableTypes.ts'

const COLORS = 3 // green, yellow, red, in DIE_COLORS order
export const SIDES = 6
/** A die type is colour * 6 + side, the side indexing DIE_FACES[colour]. */
export const TYPES = COLORS * SIDES

/** Face id (see FACE_IDS) shown by each die type. */
export const TYPE_FACE: readonly number[] = (['green', 'yellow', 'red'] as const).flatMap((c) =>
  DIE_FACES[c].map((f) => FACE_IDS.indexOf(f as (typeof FACE_IDS)[number])),
)

const sideFolds: SideFold[] = []
const sideFoldIds = new Map<string, number>()

/** The interned side fold for `rep` (see SideFold). */
export function sideFold(rep: ArrayLike<number>): SideFold {
  const key = Array.from(rep).join()
  let id = sideFoldIds.get(key)
  if (id === undefined) {
    for (let s = 0; s < SIDES; s++) {
      const r = rep[s] as number
      if (r > s || rep[r] !== r) throw new Error(`engine: odds: bad side fold ${key}`)
    }
    id = sideFolds.length
    sideFolds.push({ id, rep: Uint8Array.from(rep) })
    sideFoldIds.set(key, id)
  }
  return sideFolds[id] as SideFold
}

const IDENTITY_SIDES = sideFold([0, 1, 2, 3, 4, 5])

/** Per side fold, per n. */
const multisetCache: Multisets[][] = []

function countsKey(c: ArrayLike<number>): number {
  let k = 0
  for (let s = 0; s < SIDES; s++) k = k * SIDE_COUNT_BASE + (c[s] as number)
  return k
}

/** Per side fold, per n: counts key → index. */
const multisetIndex: Map<number, number>[][] = []

function buildMultisets(n: number, fold: SideFold): Multisets {
  const { rep } = fold
  const weight = [0, 0, 0, 0, 0, 0]
  for (let s = 0; s < SIDES; s++) weight[rep[s] as number] = (weight[rep[s] as number] as number) + 1
  const list: number[][] = []
  const cur = [0, 0, 0, 0, 0, 0]
  const last = Math.max(...Array.from(rep))
  const walk = (side: number, left: number): void => {
    if (side === last) {
      cur[side] = left
      list.push([...cur])
      return
    }
    if (rep[side] !== side) return walk(side + 1, left)
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
    c.forEach((k, s) => {
      for (let j = 2; j <= k; j++) ways /= j
      ways *= (weight[s] as number) ** k
    })
    prob[i] = ways / SIDES ** n
    index.set(countsKey(c), i)
  })
  ;(multisetIndex[fold.id] ??= [])[n] = index
  return {
    n,
    fold,
    size,
    counts,
    prob,
    remove: new Int32Array(size * SIDES).fill(-1),
    add: new Int32Array(size * SIDES).fill(-1),
  }
}

/** The outcome table for n identical dice under a side fold (cached, links filled for n - 1 and n + 1 lazily). */
export function multisets(n: number, fold: SideFold = IDENTITY_SIDES): Multisets {
  const byN = (multisetCache[fold.id] ??= [])
  let table = byN[n]
  if (table) return table
  table = buildMultisets(n, fold)
  byN[n] = table
  if (n > 0) link(multisets(n - 1, fold), table)
  const up = byN[n + 1]
  if (up) link(table, up)
  return table
}

function link(small: Multisets, big: Multisets): void {
  const bigIndex = (multisetIndex[big.fold.id] as Map<number, number>[])[big.n] as Map<number, number>
  const rep = small.fold.rep
  const c = [0, 0, 0, 0, 0, 0]
  for (let i = 0; i < small.size; i++) {
    for (let s = 0; s < SIDES; s++) c[s] = small.counts[i * SIDES + s] as number
    for (let s = 0; s < SIDES; s++) {
      const r = rep[s] as number
      c[r] = (c[r] as number) + 1
      const j = bigIndex.get(countsKey(c)) as number
      small.add[i * SIDES + s] = j
      if (r === s) big.remove[j * SIDES + s] = i
      c[r] = (c[r] as number) - 1
    }
  }
}

const folds: Fold[] = []
const foldIds = new Map<string, number>()

/** The interned fold of a table from one side fold per colour. */
export function foldOf(green: SideFold, yellow: SideFold, red: SideFold): Fold {
  const key = `${green.id},${yellow.id},${red.id}`
  let id = foldIds.get(key)
  if (id === undefined) {
    id = folds.length
    // Keys built on fold ids (keys.ts, foldedPoolKey) hold them below FOLD_SPAN.
    if (id >= FOLD_SPAN) throw new Error('engine: odds: too many roll table folds')
    const rep = new Uint8Array(TYPES)
    ;[green, yellow, red].forEach((f, col) => {
      for (let s = 0; s < SIDES; s++) rep[col * SIDES + s] = col * SIDES + (f.rep[s] as number)
    })
    folds.push({ id, sides: [green, yellow, red], rep })
    foldIds.set(key, id)
  }
  return folds[id] as Fold
}

/** The fold that tells every side apart. */
export const NO_FOLD = foldOf(IDENTITY_SIDES, IDENTITY_SIDES, IDENTITY_SIDES)

const rollCache = new Map<number, RollTable>()

export { poolKey } from './keys.ts'

/** The roll table of a pool of g green, y yellow and r red dice under a fold (cached for the process). */
export function rollTable(g: number, y: number, r: number, fold: Fold = NO_FOLD): RollTable {
  const key = foldedPoolKey(fold.id, g, y, r)
  const cached = rollCache.get(key)
  if (cached) return cached
  const parts = [multisets(g, fold.sides[0]), multisets(y, fold.sides[1]), multisets(r, fold.sides[2])] as const
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
  const table: RollTable = { pool: [g, y, r], fold, size, parts, prob, types, faces }
  rollCache.set(key, table)
  return table
}

const foldMaps = new WeakMap<RollTable, Map<number, Int32Array>>()

/**
 * For each roll of `table`, its index in the table of the same pool under `fold` (coarser: it counts each die on
 * the representative of its side). Built once per pair.
 */
export function foldIndex(table: RollTable, fold: Fold): Int32Array {
  let byFold = foldMaps.get(table)
  if (!byFold) foldMaps.set(table, (byFold = new Map()))
  let out = byFold.get(fold.id)
  if (out) return out
  out = new Int32Array(table.size)
  const types = new Uint8Array(TYPES)
  for (let i = 0; i < table.size; i++) {
    types.fill(0)
    for (let t = 0; t < TYPES; t++) {
      const k = table.types[i * TYPES + t] as number
      if (k > 0) types[fold.rep[t] as number] = (types[fold.rep[t] as number] as number) + k
    }
    out[i] = rollIndexOf(types, fold)
  }
  byFold.set(fold.id, out)
  return out
}

/** The index in `rollTable(...pool, fold)` of the roll with these dice per die type (on representative types). */
export function rollIndexOf(types: ArrayLike<number>, fold: Fold = NO_FOLD): number {
  const idx: number[] = []
  const sizes: number[] = []
  for (let col = 0; col < COLORS; col++) {
    let n = 0
    const c: number[] = []
    for (let s = 0; s < SIDES; s++) {
      c.push(types[col * SIDES + s] as number)
      n += types[col * SIDES + s] as number
    }
    const part = multisets(n, fold.sides[col] as SideFold)
    idx.push((multisetIndex[part.fold.id] as Map<number, number>[])[n]?.get(countsKey(c)) as number)
    sizes.push(part.size)
  }
  return ((idx[0] as number) * (sizes[1] as number) + (idx[1] as number)) * (sizes[2] as number) + (idx[2] as number)
}
