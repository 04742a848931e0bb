// Issue 41, item 11: two choices within half a point are the same choice. When every choice lies within half a
// point of the best, the advice marks none as best and says the choices are even; a choice within half a point of
// the best earns no note in the log.
import { describe, expect, it } from 'vitest'
import type { Action, BestMove, GameSetup, GameState } from '../../../src/engine/index.ts'
import { applyAction, bestMove, createGame } from '../../../src/engine/index.ts'
import { adviceNote } from '../../../src/state/odds/oddsDriver.ts'
import type { TableOdds } from '../../../src/state/odds/oddsAtoms.ts'
import { isEven, markedBest } from '../../../src/state/odds/quietAdvice.ts'
import { evenAdviceWords } from '../../../src/state/odds/adviceWords.ts'
import { EVEN_DISCARD, EVEN_SURE } from '../../fixtures/odds/evenChoices.ts'

function played(game: { readonly setup: GameSetup; readonly actions: readonly Action[] }): GameState {
  let state = createGame(game.setup)
  for (const action of game.actions) {
    const r = applyAction(state, action)
    if (!r.ok) throw new Error(`test: ${r.violation.message}`)
    state = r.state
  }
  return state
}

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

describe('seeded games where the choices are even (the browser test opens the first)', () => {
  it('a failed roll at seed 7: whichever die is discarded leaves 70.7 %', () => {
    const state = played(EVEN_DISCARD)
    expect(state.phase).toMatchObject({ kind: 'resolution', stage: 'discarding' })
    const move = bestMove(state)!
    expect(move.options.length).toBeGreaterThan(1)
    expect(move.options.every((o) => o.action.type === 'discardDie')).toBe(true)
    expect(isEven(move)).toBe(true)
    expect(move.odds).toBeCloseTo(0.7067, 3)
    expect(evenAdviceWords(move)).toEqual({
      title: 'Any die will do',
      text: 'Whichever die you discard, the chance to resolve the card stays at 70.7%.',
    })
  })

  it('a roll at seed 42 that wins the adventure whatever is chosen', () => {
    const move = bestMove(played(EVEN_SURE))!
    expect(isEven(move)).toBe(true)
    expect(move.odds).toBeGreaterThan(0.995)
    expect(evenAdviceWords(move)).toEqual({
      title: 'Any choice will do',
      text: 'Whichever you choose, the card is as good as resolved (100%).',
    })
  })

  it('says so plainly when every choice leaves the card all but lost', () => {
    expect(evenAdviceWords(move(0.002, 0.001)).text).toBe(
      'Whichever you choose, the card can hardly be resolved now (0.2%).',
    )
  })
})
