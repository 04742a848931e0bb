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

/** Per side fold, per n. */
const multisetCache: Multisets[][] = []

function countsKey(c: ArrayLike<number>): number {
  let k = 0
  for (let s = 0; s < SIDES; s++) k = k * 32 + (c[s] as number)
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

/**
 * Which sides of each colour are told apart in a roll table: one SideFold per colour, interned (id 0 tells every
 * side apart). `rep[type]` is the die type that stands for `type` (same colour).
 */
export type Fold = {
  readonly id: number
  readonly sides: readonly [SideFold, SideFold, SideFold]
  readonly rep: Uint8Array
}

const folds: Fold[] = []
const foldIds = new Map<string, number>()

/** The interned fold of a table from one side fold per colour. */
export function foldOf(green: SideFold, yellow: SideFold, red: SideFold): Fold {
  const key = `${green.id},${yellow.id},${red.id}`
  let id = foldIds.get(key)
  if (id === undefined) {
    id = folds.length
    // Keys built on fold ids (solverContext.ts, completionTablesFor) leave them 10 bits.
    if (id >= 1024) throw new Error('engine: odds: too many roll table folds')
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

const rollCache = new Map<number, RollTable>()

export function poolKey(g: number, y: number, r: number): number {
  return (g * 16 + y) * 16 + r
}

/** The roll table of a pool of g green, y yellow and r red dice under a fold (cached for the process). */
export function rollTable(g: number, y: number, r: number, fold: Fold = NO_FOLD): RollTable {
  const key = fold.id * 4096 + poolKey(g, y, r)
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
    return b2 < 0 ? -1 : (a * multisets(py.n - 1, py.fold).size + b2) * pr.size + c
  }
  const c2 = pr.remove[c * SIDES + side] as number
  return c2 < 0 ? -1 : (a * py.size + b) * multisets(pr.n - 1, pr.fold).size + c2
}

/** Index, in the table of the pool with one more die of `type`'s colour, of roll `i` plus that die. */
export function addDie(table: RollTable, i: number, type: number): number {
  const [pg, py, pr] = table.parts
  const col = (type / SIDES) | 0
  const side = type - col * SIDES
  const c = i % pr.size
  const b = ((i / pr.size) | 0) % py.size
  const a = (i / (pr.size * py.size)) | 0
  const part = table.parts[col] as Multisets
  multisets(part.n + 1, part.fold) // makes sure the add links exist
  if (col === 0) return ((pg.add[a * SIDES + side] as number) * py.size + b) * pr.size + c
  if (col === 1) return (a * multisets(py.n + 1, py.fold).size + (py.add[b * SIDES + side] as number)) * pr.size + c
  return (a * py.size + b) * multisets(pr.n + 1, pr.fold).size + (pr.add[c * SIDES + side] as number)
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
  const y1 = multisets(Math.max(0, py.n - 1), py.fold).size
  const r1 = multisets(Math.max(0, pr.n - 1), pr.fold).size
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

/** Per die type, the rolls that show it (see removalsByType). */
export type Removals = {
  /** Pairs (roll i, removeIndex's index of roll i minus a die of the type), type by type. */
  readonly pairs: Int32Array
  /** Type `type`'s pairs are pairs[2 * start[type] .. 2 * start[type + 1]). */
  readonly start: Int32Array
}

const removalLists = new WeakMap<RollTable, Removals>()

/**
 * removeIndex type by type, only where the roll shows the type: a loop over every roll for each type mostly finds
 * none (a roll of six dice shows at most six of the eighteen types). Built once per table.
 */
export function removalsByType(table: RollTable): Removals {
  let out = removalLists.get(table)
  if (out) return out
  const remove = removeIndex(table)
  const start = new Int32Array(TYPES + 1)
  let n = 0
  for (let at = 0; at < remove.length; at++) if ((remove[at] as number) >= 0) n++
  const pairs = new Int32Array(2 * n)
  let k = 0
  for (let type = 0; type < TYPES; type++) {
    start[type] = k
    for (let i = 0, at = type; i < table.size; i++, at += TYPES) {
      const j = remove[at] as number
      if (j < 0) continue
      pairs[2 * k] = i
      pairs[2 * k + 1] = j
      k++
    }
  }
  start[TYPES] = k
  out = { pairs, start }
  removalLists.set(table, out)
  return out
}

const additions = new WeakMap<RollTable, Int32Array>()

/** addDie for every roll and die type at once, built once per table (entry i * TYPES + type). */
export function addIndex(table: RollTable): Int32Array {
  let out = additions.get(table)
  if (out) return out
  out = new Int32Array(table.size * TYPES)
  const [pg, py, pr] = table.parts
  multisets(pg.n + 1, pg.fold) // makes sure the add links exist
  const [ay, ar] = [multisets(py.n + 1, py.fold), multisets(pr.n + 1, pr.fold)]
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
