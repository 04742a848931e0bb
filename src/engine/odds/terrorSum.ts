// Values weighted by their chances, for terror.ts: the rolls that show terror, a running sum of values at some rolls
// (arrays from the context's pool, or numbers where a value is the same at every roll), and a die leaving the pool.
import type { SolverContext, Values } from './contextTypes.ts'
import { FACE_COUNT } from './fulfillers.ts'
import { removeIndex } from './rollLinks.ts'
import { SIDES, TYPES, type RollTable } from './rollTables.ts'

export const T_FACE = 6 // FACE_IDS index of 'T'

/** Whether the roll at index `i` of `table` shows the terror face on a pool die. */
const showsTerror = (table: RollTable, i: number): boolean => (table.faces[i * FACE_COUNT + T_FACE] as number) > 0

const terrorRollLists = new WeakMap<RollTable, Int32Array>()

/** The indices of the rolls of `table` that show the terror face (built once per table). */
export function terrorRolls(table: RollTable): Int32Array {
  let rows = terrorRollLists.get(table)
  if (rows) return rows
  let n = 0
  for (let i = 0; i < table.size; i++) if (showsTerror(table, i)) n++
  rows = new Int32Array(n)
  for (let i = 0, k = 0; i < table.size; i++) if (showsTerror(table, i)) rows[k++] = i
  terrorRollLists.set(table, rows)
  return rows
}

/**
 * A sum of values weighted by their chances, at the rolls `rows` lists (every roll when null): arrays added into one
 * from the pool as they come, numbers (the same at every roll) summed apart and added once, at the end.
 */
export class Sum {
  private sum: Float64Array | null = null
  private same = 0
  constructor(
    private readonly cx: SolverContext,
    private readonly size: number,
    private readonly rows: Int32Array | null,
  ) {}

  /** Adds p × v (the caller gives v back). */
  add(p: number, v: Values): void {
    if (typeof v === 'number') this.same += p * v
    else addScaled((this.sum ??= this.cx.acquire(this.size).fill(0)), p, v, this.rows)
  }

  /** Adds p × the better of v and w at each roll; a null `v` counts as 0. */
  better(p: number, v: Values | null, w: Values): void {
    const a = v ?? 0
    if (typeof a === 'number' && typeof w === 'number') {
      this.same += p * (a > w ? a : w)
      return
    }
    const out = (this.sum ??= this.cx.acquire(this.size).fill(0))
    const rows = this.rows
    const count = rows ? rows.length : out.length
    for (let r = 0; r < count; r++) {
      const i = rows ? (rows[r] as number) : r
      const x = typeof a === 'number' ? a : (a[i] as number)
      const y = typeof w === 'number' ? w : (w[i] as number)
      out[i] = (out[i] as number) + p * (x > y ? x : y)
    }
  }

  /** The sum: a number where every part was one. */
  total(): Values {
    const out = this.sum
    if (!out) return this.same
    if (this.same !== 0) {
      const rows = this.rows
      if (rows)
        for (let r = 0; r < rows.length; r++) {
          const i = rows[r] as number
          out[i] = (out[i] as number) + this.same
        }
      else for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) + this.same
    }
    return out
  }
}

/** Gives an array of values back to the pool (a number has nothing to give back). */
export function free(cx: SolverContext, v: Values): void {
  if (typeof v !== 'number') cx.release(v)
}

/** out[i] += p * v[i] at the rolls `rows` lists (every roll when null). */
function addScaled(out: Float64Array, p: number, v: Float64Array, rows: Int32Array | null): void {
  if (rows)
    for (let r = 0; r < rows.length; r++) {
      const i = rows[r] as number
      out[i] = (out[i] as number) + p * (v[i] as number)
    }
  else for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) + p * (v[i] as number)
}

/**
 * The values at the rolls `rows` lists (every roll when null) of `table` once the lowest-id die of colour `col` left
 * the pool: each rolled die of that colour equally likely, `after` the values on the smaller pool's table (released).
 */
export function dieLeaves(
  cx: SolverContext,
  table: RollTable,
  rows: Int32Array | null,
  col: number,
  after: Float64Array,
): Float64Array {
  const n = table.pool[col] as number
  const out = cx.acquire(table.size)
  const remove = removeIndex(table)
  const base = col * SIDES
  const count = rows ? rows.length : table.size
  for (let r = 0; r < count; r++) {
    const i = rows ? (rows[r] as number) : r
    let s = 0
    for (let side = 0, at = i * TYPES + base; side < SIDES; side++, at++) {
      const cnt = table.types[at] as number
      if (cnt > 0) s += cnt * (after[remove[at] as number] as number)
    }
    out[i] = s / n
  }
  cx.release(after)
  return out
}
