// Revised rulebook, "Movement Phase"; docs/rules.md#first-printing (movement).
import { describe, expect, it } from 'vitest'
import { edit, expectRejected, play, scenario } from '../support/scenario.ts'

describe('moveTo', () => {
  it('accepts moving to an adventure: the dice pool is the six green dice minus locked ones', () => {
    const s = scenario()
    const { state } = play(s, { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } })
    expect(state.players[0]?.location).toEqual({ kind: 'card', cardId: 'egyptian-wing' })
    expect(state.dice.filter((d) => d.at.kind === 'pool').map((d) => d.color)).toEqual(Array(6).fill('green'))
    expect(state.phase.kind).toBe('resolution')
  })

  it('accepts staying where you are (revised)', () => {
    const { state } = play(scenario(), { type: 'moveTo', to: { kind: 'entrance' } })
    expect(state.phase.kind).toBe('entrance')
  })

  it('rejects with MUST_MOVE when staying on an adventure card in the first printing', () => {
    const s = edit(scenario({ ruleset: 'first-printing' }), (d) => {
      d.players[0]!.location = { kind: 'card', cardId: 'egyptian-wing' }
    })
    expectRejected(s, { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }, 'MUST_MOVE')
  })

  it('rejects with UNKNOWN_LOCATION for a card not in play', () => {
    expectRejected(scenario(), { type: 'moveTo', to: { kind: 'card', cardId: 'hall-of-ages' } }, 'UNKNOWN_LOCATION')
  })

  it('rejects with WRONG_PHASE when already resolving', () => {
    const { state } = play(scenario(), { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } })
    expectRejected(state, { type: 'moveTo', to: { kind: 'entrance' } }, 'WRONG_PHASE')
  })
})
