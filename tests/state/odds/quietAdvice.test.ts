// Issue 41, item 11: two choices within half a point are the same choice. When every choice lies within half a
// point of the best, the advice marks none as best and says the choices are even; a choice within half a point of
// the best earns no note in the log.
import { describe, expect, it } from 'vitest'
import type { BestMove } from '../../../src/engine/index.ts'
import { createGame } from '../../../src/engine/index.ts'
import { adviceNote } from '../../../src/state/odds/oddsDriver.ts'
import type { TableOdds } from '../../../src/state/odds/oddsAtoms.ts'
import { isEven, markedBest } from '../../../src/state/odds/quietAdvice.ts'

const move = (...odds: number[]): BestMove => ({
  action: { type: 'spendClue', dice: [1, 2, 3, 4, 5, 6] },
  odds: odds[0]!,
  options: odds.map((p, i) => ({
    action: i === 0 ? { type: 'spendClue', dice: [1, 2, 3, 4, 5, 6] } : { type: 'spendClue', dice: [i] },
    odds: p,
  })),
  exactness: { approximate: false },
})

describe('markedBest', () => {
  it('marks nothing when every choice lies within half a point of the best (99.8 % everywhere)', () => {
    const even = move(0.9982, 0.998, 0.9979, 0.9978)
    expect(isEven(even)).toBe(true)
    expect(markedBest(even)).toBeNull()
  })

  it('marks the solver’s best when a choice lies half a point or more below it', () => {
    const clear = move(0.3, 0.298, 0.295)
    expect(isEven(clear)).toBe(false)
    expect(markedBest(clear)).toEqual(clear.action)
  })

  it('marks a lone choice (there is nothing to weigh it against, but it is what to do)', () => {
    const lone = move(0.4)
    expect(isEven(lone)).toBe(false)
    expect(markedBest(lone)).toEqual(lone.action)
  })
})

describe('adviceNote within half a point', () => {
  it('notes nothing for a choice that gives up less than half a point', () => {
    const m = move(0.9982, 0.998)
    const odds: TableOdds = {
      state: createGame({ seed: 1, investigators: 1 }),
      chances: {},
      breakdowns: {},
      destinations: null,
      move: m,
    }
    expect(adviceNote(odds, m.options[1]!.action)).toBeNull()
  })
})
