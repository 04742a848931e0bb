// The solvers kept between queries (src/engine/odds/solverCache.ts): least recently used out first, bounded by count
// and by the bytes the solvers hold (Solver.heldBytes), measured as they grow.
import { describe, expect, it } from 'vitest'
import type { Task } from '../../../src/engine/card.ts'
import { printedRequirements } from '../../../src/engine/notation/canComplete.ts'
import { createCardSolver, parseOddsCard } from '../../../src/engine/odds/adventureOdds.ts'
import { dropAllSolvers, SolverCache } from '../../../src/engine/odds/solverCache.ts'
import { setSolverByteBudget } from '../../../src/engine/odds/solverContext.ts'
import type { TerrorModel } from '../../../src/engine/odds/solverCard.ts'
import { choose, replace } from './arrivalHelpers.ts'

/** A stand-in solver that holds `bytes` (changed as it "solves"). */
function sized(bytes: number) {
  const s = { bytes, heldBytes: () => s.bytes }
  return s
}

describe('SolverCache', () => {
  it('keeps at most `count` solvers, dropping the least recently used', () => {
    const cache = new SolverCache<ReturnType<typeof sized>>(2, Infinity)
    const a = cache.get('a', () => sized(1))
    cache.get('b', () => sized(1))
    expect(cache.get('a', () => sized(1))).toBe(a) // a is now the most recently used
    cache.get('c', () => sized(1)) // drops b
    expect(cache.size).toBe(2)
    expect(cache.get('a', () => sized(1))).toBe(a)
    const b2 = sized(1)
    expect(cache.get('b', () => b2)).toBe(b2) // made again
  })

  it('drops the least recently used while the others hold more than its bytes, as measured after they grew', () => {
    const cache = new SolverCache<ReturnType<typeof sized>>(16, 150)
    const a = cache.get('a', () => sized(0))
    a.bytes = 100 // it solved
    const b = cache.get('b', () => sized(0))
    b.bytes = 100
    expect(cache.heldBytes).toBe(200)
    const c = cache.get('c', () => sized(0)) // 200 > 150: a goes, then 100 is within
    expect(cache.size).toBe(2)
    expect(cache.get('b', () => sized(0))).toBe(b)
    expect(cache.get('c', () => sized(0))).toBe(c)
    expect(cache.heldBytes).toBe(100)
  })

  it('keeps the solver asked for, however much it holds', () => {
    const cache = new SolverCache<ReturnType<typeof sized>>(16, 10)
    const big = cache.get('big', () => sized(1000))
    expect(cache.get('big', () => sized(0))).toBe(big)
    const next = cache.get('next', () => sized(1)) // the big one goes
    expect(cache.size).toBe(1)
    expect(cache.get('next', () => sized(0))).toBe(next)
  })
})

describe('Solver.heldBytes', () => {
  it('grows as the solver solves', () => {
    const kind = (task: string) => ({
      lock: 0 as const,
      count: 1,
      task: printedRequirements(parseOddsCard(task).tasks[0] as Task),
      cost: [0, 0] as const,
    })
    const plainModel: TerrorModel = { monsters: [1], cup: [3, 0, 0, 0], endsAt: 0, idle: [0, 0, 0] }
    const terror: TerrorModel = {
      ...plainModel,
      arrivals: { kinds: [kind('T'), kind('P P'), kind('2I')], at: [choose(0), replace(1)] },
    }
    const solver = createCardSolver(parseOddsCard('3I'), 'revised', terror)
    const before = solver.heldBytes()
    solver.value({ done: 0, pool: [4, 0, 0], held: new Uint8Array(8), focus: 1, spells: 0, clues: 0 })
    expect(solver.heldBytes()).toBeGreaterThan(before)
    // The same attempt without monsters coming onto the card (no cards a monster changed) holds less.
    const plain = createCardSolver(parseOddsCard('3I'), 'revised', plainModel)
    plain.value({ done: 0, pool: [4, 0, 0], held: new Uint8Array(8), focus: 1, spells: 0, clues: 0 })
    expect(solver.heldBytes()).toBeGreaterThan(plain.heldBytes())
  })
})

describe('setSolverByteBudget and dropAllSolvers', () => {
  const state = { done: 0, pool: [6, 1, 1] as const, held: new Uint8Array(8), focus: 1, spells: 1, clues: 1 }

  it('makes a solve that needs more than the budget throw, with the budget in the message', () => {
    const solve = () => createCardSolver(parseOddsCard('4I L L / P 2I')).value(state)
    const unbounded = createCardSolver(parseOddsCard('4I L L / P 2I'))
    unbounded.value(state)
    expect(unbounded.heldBytes()).toBeGreaterThan(2 * 2 ** 20) // the same solve holds more than 2 MB
    setSolverByteBudget(2 * 2 ** 20)
    try {
      expect(solve).toThrow(/^engine: odds: this solve needs more than 2 MB$/)
    } finally {
      setSolverByteBudget(Infinity)
    }
    expect(solve()).toBeCloseTo(unbounded.value(state), 12)
  })

  it('empties every solver cache at once', () => {
    const one = new SolverCache<ReturnType<typeof sized>>(4, Infinity)
    const two = new SolverCache<ReturnType<typeof sized>>(4, Infinity)
    const a = one.get('a', () => sized(10))
    two.get('b', () => sized(10))
    dropAllSolvers()
    expect([one.size, two.size, one.heldBytes]).toEqual([0, 0, 0])
    expect(one.get('a', () => sized(1))).not.toBe(a)
  })
})
