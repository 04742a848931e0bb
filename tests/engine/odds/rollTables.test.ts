import { describe, expect, it } from 'vitest'
import { clueValues } from '../../../src/engine/odds/clueLattice.ts'
import { addIndex, removeIndex } from '../../../src/engine/odds/rollLinks.ts'
import { foldIndex, foldOf, NO_FOLD, rollTable, sideFold, SIDES, TYPES } from '../../../src/engine/odds/rollTables.ts'

// Green: I1 I2 I3 L P T. Lore and peril one side (useless), the rest apart; yellow: I3 and I4 one (capped), lore
// and peril one; red: everything but the wild one side.
const GREEN = sideFold([0, 1, 2, 3, 3, 5])
const YELLOW = sideFold([0, 1, 2, 2, 4, 4])
const RED = sideFold([0, 0, 0, 0, 0, 5])
const FOLD = foldOf(GREEN, YELLOW, RED)
const POOLS: [number, number, number][] = [
  [0, 0, 0],
  [1, 0, 0],
  [3, 1, 1],
  [6, 1, 1],
]

describe('roll tables with sides told apart only as far as the attempt needs (Fold)', () => {
  it('counts fewer outcomes, only on representative sides, with probabilities that sum to 1', () => {
    expect(rollTable(6, 0, 0, FOLD).size).toBe(210) // C(10, 4): five sides, against C(11, 5) = 462
    expect(rollTable(6, 0, 0, foldOf(sideFold([0, 0, 0, 0, 0, 5]), YELLOW, RED)).size).toBe(7)
    for (const [g, y, r] of POOLS) {
      const t = rollTable(g, y, r, FOLD)
      expect(t.fold).toBe(FOLD)
      expect(t.prob.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14)
      for (let i = 0; i < t.size; i++)
        for (let type = 0; type < TYPES; type++) if (FOLD.rep[type] !== type) expect(t.types[i * TYPES + type]).toBe(0)
    }
  })

  it('gives each folded roll the summed probability of the rolls it stands for', () => {
    for (const [g, y, r] of POOLS) {
      const full = rollTable(g, y, r)
      const folded = rollTable(g, y, r, FOLD)
      const at = foldIndex(full, FOLD)
      const sum = new Float64Array(folded.size)
      for (let i = 0; i < full.size; i++)
        sum[at[i] as number] = (sum[at[i] as number] as number) + (full.prob[i] as number)
      for (let j = 0; j < folded.size; j++) expect(sum[j]).toBeCloseTo(folded.prob[j] as number, 15)
      // The identity fold maps every roll to itself.
      expect(Array.from(foldIndex(full, NO_FOLD))).toEqual(Array.from({ length: full.size }, (_, i) => i))
    }
  })

  it('links a die added on any side to its representative, and removes dice only from representative sides', () => {
    const t = rollTable(3, 1, 1, FOLD)
    const add = addIndex(t)
    const remove = removeIndex(t)
    for (let i = 0; i < t.size; i++)
      for (let type = 0; type < TYPES; type++) {
        expect(add[i * TYPES + type]).toBe(add[i * TYPES + (FOLD.rep[type] as number)])
        if (FOLD.rep[type] !== type) expect(remove[i * TYPES + type]).toBe(-1)
        else expect((remove[i * TYPES + type] as number) >= 0).toBe((t.types[i * TYPES + type] as number) > 0)
      }
  })

  it('values a reroll the same on the folded table as on the whole one, for values that respect the fold', () => {
    // Values that depend only on the folded roll: a pseudo-random number per folded outcome.
    const full = rollTable(3, 1, 1)
    const folded = rollTable(3, 1, 1, FOLD)
    const at = foldIndex(full, FOLD)
    const onFolded = Float64Array.from({ length: folded.size }, (_, j) => ((j * 7919) % 101) / 100)
    const onFull = Float64Array.from({ length: full.size }, (_, i) => onFolded[at[i] as number] as number)
    const a = clueValues(folded, onFolded)
    const b = clueValues(full, onFull)
    for (let i = 0; i < full.size; i++) expect(b[i]).toBeCloseTo(a[at[i] as number] as number, 12)
  })

  it('refuses a side map whose representative is not its own or comes later', () => {
    expect(() => sideFold([1, 1, 2, 3, 4, 5])).toThrow(/bad side fold/)
    expect(() => sideFold([0, 0, 1, 3, 4, 5])).toThrow(/bad side fold/)
    expect(SIDES).toBe(6)
  })
})
