// Revised rulebook, "Clues": after a roll, spend a clue to reroll one, some or all of the dice.
import { addDie, removeDie, rollTable, type RollTable, SIDES, TYPES } from './rollTables.ts'

/**
 * For every roll R of `table`'s pool, the best over kept sub-multisets K ⊆ R of
 * E[after(K + fresh faces for the other dice)], where `after` gives the value of each roll once the
 * clue is spent. Works on the lattice of partial rolls: W(K) = that expectation for kept K (the dice
 * outside K are rolled, green first, then yellow, then red), Best(K) = max over J ⊆ K of W(J), so
 * Best(K) = max(W(K), max over one die d of K of Best(K - d)). Cost: one pass over every sub-pool.
 */
export function clueValues(table: RollTable, after: Float64Array): Float64Array {
  return clueLattice(table, after).best
}

/** The lattice behind clueValues: `kept(g, y, r)` holds W for the kept dice of each sub-pool. */
export type ClueLattice = {
  readonly best: Float64Array
  readonly kept: (g: number, y: number, r: number) => Float64Array
}

export function clueLattice(table: RollTable, after: Float64Array): ClueLattice {
  const [G, Y, R] = table.pool
  const sub = (g: number, y: number, r: number) => (g * (Y + 1) + y) * (R + 1) + r
  const w: Float64Array[] = []
  const order: [number, number, number][] = []
  for (let g = 0; g <= G; g++) for (let y = 0; y <= Y; y++) for (let r = 0; r <= R; r++) order.push([g, y, r])
  order.sort((a, b) => b[0] + b[1] + b[2] - (a[0] + a[1] + a[2]))
  for (const [g, y, r] of order) {
    if (g === G && y === Y && r === R) {
      w[sub(g, y, r)] = after
      continue
    }
    const t = rollTable(g, y, r)
    const col = g < G ? 0 : y < Y ? 1 : 2
    const up = w[sub(g + (col === 0 ? 1 : 0), y + (col === 1 ? 1 : 0), r + (col === 2 ? 1 : 0))] as Float64Array
    const out = new Float64Array(t.size)
    for (let i = 0; i < t.size; i++) {
      let s = 0
      for (let side = 0; side < SIDES; side++) s += up[addDie(t, i, col * SIDES + side)] as number
      out[i] = s / SIDES
    }
    w[sub(g, y, r)] = out
  }
  const best: Float64Array[] = []
  for (let k = order.length - 1; k >= 0; k--) {
    const [g, y, r] = order[k] as [number, number, number]
    const t = rollTable(g, y, r)
    const out = (w[sub(g, y, r)] as Float64Array).slice()
    const downs = [
      g > 0 ? best[sub(g - 1, y, r)] : undefined,
      y > 0 ? best[sub(g, y - 1, r)] : undefined,
      r > 0 ? best[sub(g, y, r - 1)] : undefined,
    ]
    for (let i = 0; i < t.size; i++) {
      let b = out[i] as number
      for (let type = 0; type < TYPES; type++) {
        if (!t.types[i * TYPES + type]) continue
        const down = downs[(type / SIDES) | 0] as Float64Array
        const v = down[removeDie(t, i, type)] as number
        if (v > b) b = v
      }
      out[i] = b
    }
    best[sub(g, y, r)] = out
  }
  return { best: best[sub(G, Y, R)] as Float64Array, kept: (g, y, r) => w[sub(g, y, r)] as Float64Array }
}
