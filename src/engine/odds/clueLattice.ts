// Revised rulebook, "Clues": after a roll, spend a clue to reroll one, some or all of the dice.
import { addIndex, removeIndex } from './rollLinks.ts'
import { rollTable, type RollTable, type SideFold, SIDES, TYPES } from './rollTables.ts'

/**
 * For every roll R of `table`'s pool, the best over kept sub-multisets K ⊆ R of
 * E[after(K + fresh faces for the other dice)], where `after` gives the value of each roll once the
 * clue is spent. Works on the lattice of partial rolls: W(K) = that expectation for kept K (the dice
 * outside K are rolled, green first, then yellow, then red), Best(K) = max over J ⊆ K of W(J), so
 * Best(K) = max(W(K), max over one die d of K of Best(K - d)). Cost: one pass over every sub-pool.
 */
export function clueValues(table: RollTable, after: Float64Array): Float64Array {
  const plan = latticePlan(table)
  latticeBest(plan, after)
  return plan.buffer.slice(0, table.size)
}

/** Raises `q` to the value of rerolling any part of each roll (clueValues), without a new array. */
export function raiseByReroll(q: Float64Array, table: RollTable, after: Float64Array): void {
  const plan = latticePlan(table)
  latticeBest(plan, after)
  const best = plan.buffer
  for (let i = 0; i < table.size; i++) if ((best[i] as number) > (q[i] as number)) q[i] = best[i] as number
}

/** The lattice behind clueValues: `kept(g, y, r)` holds W for the kept dice of each sub-pool. */
export type ClueLattice = {
  readonly best: Float64Array
  readonly kept: (g: number, y: number, r: number) => Float64Array
}

export function clueLattice(table: RollTable, after: Float64Array): ClueLattice {
  const plan = latticePlan(table)
  latticeW(plan, after)
  const w = plan.buffer.slice()
  latticeB(plan)
  const best = plan.buffer.slice(0, table.size)
  const [, Y, R] = table.pool
  return {
    best,
    kept: (g, y, r) => {
      const sub = plan.subs[plan.position[(g * (Y + 1) + y) * (R + 1) + r] as number] as Sub
      return w.subarray(sub.offset, sub.offset + sub.table.size)
    },
  }
}

/** One sub-pool of the lattice: its table, where its values start in the buffer, and its neighbours'. */
type Sub = {
  readonly table: RollTable
  readonly offset: number
  /** The colour whose die W(K) rolls next (the sub-pool with one more die of it is `up`); -1 for the whole pool. */
  readonly col: number
  readonly up: number
  /**
   * Per roll i of the sub-pool, the buffer indices of the rolls one die smaller (every distinct die it shows
   * taken out, from the sub-pools with one die fewer of its colour) are `below[belowStart[i] .. belowStart[i + 1])`: what Best reads, without the sides it does not show.
   */
  readonly below: Int32Array
  readonly belowStart: Int32Array
  /** The sides of colour `col` the tables tell apart (their representatives) and the share of the die each stands for. */
  readonly upSides: Uint8Array
  readonly upShares: Float64Array
  /** Per roll i of the sub-pool and side e of `upSides`, the buffer index of that roll with a die showing it added. */
  readonly upAt: Int32Array
}

/** Every sub-pool of a pool, largest first, with one buffer for all their values (built once per pool). */
type LatticePlan = {
  readonly subs: readonly Sub[]
  /** sub-pool (g * (Y + 1) + y) * (R + 1) + r → its index in `subs` */
  readonly position: Int32Array
  readonly buffer: Float64Array
}

const plans = new WeakMap<RollTable, LatticePlan>()

function latticePlan(table: RollTable): LatticePlan {
  let plan = plans.get(table)
  if (plan) return plan
  const [G, Y, R] = table.pool
  const sub = (g: number, y: number, r: number) => (g * (Y + 1) + y) * (R + 1) + r
  const order: [number, number, number][] = []
  for (let g = 0; g <= G; g++) for (let y = 0; y <= Y; y++) for (let r = 0; r <= R; r++) order.push([g, y, r])
  order.sort((a, b) => b[0] + b[1] + b[2] - (a[0] + a[1] + a[2]))
  const position = new Int32Array(order.length)
  const offsets: number[] = []
  let total = 0
  order.forEach(([g, y, r], k) => {
    position[sub(g, y, r)] = k
    offsets.push(total)
    total += rollTable(g, y, r, table.fold).size
  })
  const subs = order.map(([g, y, r], k): Sub => {
    const col = g < G ? 0 : y < Y ? 1 : r < R ? 2 : -1
    const up =
      col < 0
        ? -1
        : (offsets[
            position[sub(g + (col === 0 ? 1 : 0), y + (col === 1 ? 1 : 0), r + (col === 2 ? 1 : 0))] as number
          ] as number)
    const downOf = (ok: boolean, s: number) => (ok ? (offsets[position[s] as number] as number) : -1)
    const down = [
      downOf(g > 0, sub(g - 1, y, r)),
      downOf(y > 0, sub(g, y - 1, r)),
      downOf(r > 0, sub(g, y, r - 1)),
    ] as const
    const t = rollTable(g, y, r, table.fold)
    const [below, belowStart] = belowOf(t, down)
    const rep = col < 0 ? new Uint8Array(0) : (table.fold.sides[col as 0 | 1 | 2] as SideFold).rep
    const upSides = Uint8Array.from(new Set(rep))
    const upShares = Float64Array.from(upSides, (side) => rep.filter((r) => r === side).length / SIDES)
    const upAt = new Int32Array(col < 0 ? 0 : t.size * upSides.length)
    if (col >= 0) {
      const add = addIndex(t)
      for (let i = 0, x = 0, at = col * SIDES; i < t.size; i++, at += TYPES)
        for (const side of upSides) upAt[x++] = up + (add[at + side] as number)
    }
    return { table: t, offset: offsets[k] as number, col, up, below, belowStart, upSides, upShares, upAt }
  })
  plan = { subs, position, buffer: new Float64Array(total) }
  plans.set(table, plan)
  return plan
}

/** Sub.below and Sub.belowStart for a sub-pool's table and the offsets of the sub-pools with one die fewer (-1: none). */
function belowOf(table: RollTable, down: readonly [number, number, number]): [Int32Array, Int32Array] {
  const remove = removeIndex(table)
  const start = new Int32Array(table.size + 1)
  const list: number[] = []
  for (let i = 0, at = 0; i < table.size; i++) {
    start[i] = list.length
    for (let col = 0; col < 3; col++) {
      const base = down[col] as number
      for (let side = 0; side < SIDES; side++, at++) {
        const j = remove[at] as number
        if (base >= 0 && j >= 0 && !list.includes(base + j, start[i])) list.push(base + j)
      }
    }
  }
  start[table.size] = list.length
  return [Int32Array.from(list), start]
}

/** W for every sub-pool into the plan's buffer, from the values after the reroll (the whole pool's W). */
function latticeW(plan: LatticePlan, after: Float64Array): void {
  const w = plan.buffer
  w.set(after)
  for (let k = 1; k < plan.subs.length; k++) {
    const { table, offset, upShares, upAt } = plan.subs[k] as Sub
    const n = upShares.length
    for (let i = 0, x = 0; i < table.size; i++) {
      let s = 0
      for (let e = 0; e < n; e++, x++) s += (upShares[e] as number) * (w[upAt[x] as number] as number)
      w[offset + i] = s
    }
  }
}

/** Best in place of W, smallest sub-pools first (each reads the Best of the sub-pools one die smaller). */
function latticeB(plan: LatticePlan): void {
  const b = plan.buffer
  for (let k = plan.subs.length - 1; k >= 0; k--) {
    const { table, offset, below, belowStart } = plan.subs[k] as Sub
    for (let i = 0; i < table.size; i++) {
      let best = b[offset + i] as number
      for (let e = belowStart[i] as number, end = belowStart[i + 1] as number; e < end; e++) {
        const v = b[below[e] as number] as number
        if (v > best) best = v
      }
      b[offset + i] = best
    }
  }
}

function latticeBest(plan: LatticePlan, after: Float64Array): void {
  latticeW(plan, after)
  latticeB(plan)
}
