// Revised rulebook, "Rolling the Dice"; issue: dice results tagged with their roll, stale ones rejected.
import { describe, expect, it } from 'vitest'
import { legalActions } from '../../../src/engine/index.ts'
import { edit, expectRejected, play, scenario } from '../support/scenario.ts'

const atWing = () => play(scenario(), { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state

describe('rollDice', () => {
  it('accepts rolling the pool and waits for a result tagged with the roll', () => {
    const { state, events } = play(atWing(), { type: 'rollDice' })
    expect(state.phase.kind === 'resolution' && state.phase.stage).toBe('rolling')
    expect(events[0]).toMatchObject({ type: 'rollRequested', dice: [0, 1, 2, 3, 4, 5] })
  })

  it('rejects with WRONG_PHASE in the movement phase', () => {
    expectRejected(scenario(), { type: 'rollDice' }, 'WRONG_PHASE')
  })

  it('rejects with NO_DICE_TO_ROLL when every die is locked or spent', () => {
    const s = edit(atWing(), (d) => {
      for (const die of d.dice) if (die.at.kind === 'pool') die.at = { kind: 'discarded' }
    })
    expectRejected(s, { type: 'rollDice' }, 'NO_DICE_TO_ROLL')
  })
})

describe('reportRoll', () => {
  it('accepts the seeded result legalActions offers, and the same result replays identically', () => {
    const rolling = play(atWing(), { type: 'rollDice' }).state
    const offered = legalActions(rolling)
    expect(offered).toHaveLength(1)
    expect(offered[0]?.type).toBe('reportRoll')
    const a = play(rolling, offered[0] as never).state
    const b = play(rolling, offered[0] as never).state
    expect(a).toEqual(b)
    expect(a.dice.filter((d) => d.at.kind === 'pool').every((d) => d.face !== null)).toBe(true)
  })

  it('rejects with STALE_ROLL a result for an earlier roll', () => {
    const rolling = play(atWing(), { type: 'rollDice' }).state
    const rollId = rolling.phase.kind === 'resolution' ? rolling.phase.rollId : -1
    expectRejected(
      rolling,
      { type: 'reportRoll', rollId: rollId - 1, faces: ['I1', 'I1', 'I1', 'I1', 'I1', 'I1'] },
      'STALE_ROLL',
    )
  })

  it('rejects with BAD_ROLL_RESULT a face the die does not have or a wrong count', () => {
    const rolling = play(atWing(), { type: 'rollDice' }).state
    const rollId = rolling.phase.kind === 'resolution' ? rolling.phase.rollId : -1
    expectRejected(
      rolling,
      { type: 'reportRoll', rollId, faces: ['W', 'I1', 'I1', 'I1', 'I1', 'I1'] },
      'BAD_ROLL_RESULT',
    )
    expectRejected(rolling, { type: 'reportRoll', rollId, faces: ['I1'] }, 'BAD_ROLL_RESULT')
  })
})
