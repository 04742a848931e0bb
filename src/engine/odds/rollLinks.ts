// Links between the roll tables of pools one die apart (rollTables.ts), built once per table: for every roll and die
// type, the roll of the pool without (removeIndex, removalsByType) or with (addIndex) one die of that type.
import { multisets, SIDES, TYPES } from './rollTables.ts'
import type { Multisets, Removals, RollTable } from './tableTypes.ts'

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
