import { describe, expect, it } from 'vitest'
import { percent, pointsGivenUp } from '../../../src/state/odds/adviceWords.ts'
import { sameAction } from '../../../src/state/odds/sameAction.ts'
import { adviceNote } from '../../../src/state/odds/oddsDriver.ts'
import type { TableOdds } from '../../../src/state/odds/oddsAtoms.ts'
import { createGame } from '../../../src/engine/index.ts'

describe('percent', () => {
  it.each([
    [0, '0%'],
    [1, '100%'],
    [0.0004, '<0.1%'],
    [0.9996, '>99.9%'],
    [0.4594, '45.9%'],
  ])('%d reads %s', (p, text) => expect(percent(p)).toBe(text))

  it('marks an approximate number', () => expect(percent(0.5, true)).toBe('≈50.0%'))
})

describe('pointsGivenUp', () => {
  it('says how much of the chance a choice costs or gains, in plain percent, or that it costs nothing', () => {
    expect(pointsGivenUp(0.5, 0.375)).toBe('12.5% less')
    expect(pointsGivenUp(0.375, 0.5)).toBe('12.5% more')
    expect(pointsGivenUp(0.5, 0.5)).toBe('no change')
  })
})

describe('sameAction', () => {
  it('compares dice as a set and everything else exactly', () => {
    expect(sameAction({ type: 'spendClue', dice: [3, 1] }, { type: 'spendClue', dice: [1, 3] })).toBe(true)
    expect(sameAction({ type: 'spendClue', dice: [3] }, { type: 'spendClue', dice: [1, 3] })).toBe(false)
    expect(
      sameAction(
        { type: 'completeTask', taskId: 'row:0', dice: [2] },
        { type: 'completeTask', taskId: 'row:1', dice: [2] },
      ),
    ).toBe(false)
  })
})

describe('adviceNote', () => {
  const state = createGame({ seed: 1, investigators: 1 })
  const odds: TableOdds = {
    state,
    chances: {},
    breakdowns: {},
    destinations: null,
    move: {
      action: { type: 'spendClue', dice: [1, 2] },
      odds: 0.4,
      options: [
        { action: { type: 'spendClue', dice: [1, 2] }, odds: 0.4 },
        { action: { type: 'failRoll' }, odds: 0.25 },
      ],
      exactness: { approximate: false },
    },
  }

  it('notes a worse choice with the chance given up', () => {
    expect(adviceNote(odds, { type: 'failRoll' })).toMatchObject({ chosenOdds: 0.25, bestOdds: 0.4 })
  })

  it('notes nothing for the best choice (in any dice order) or a choice the advice did not rank', () => {
    expect(adviceNote(odds, { type: 'spendClue', dice: [2, 1] })).toBeNull()
    expect(adviceNote(odds, { type: 'abandonAdventure' })).toBeNull()
  })
})
