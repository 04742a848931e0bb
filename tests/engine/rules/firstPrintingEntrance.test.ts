// First printing, "Move": the player "places it on either one of the faceup Adventure cards in play or on the
// Entrance reference sheet"; setup: investigators begin on the entrance "but do not have to remain there for
// their first turn" — so they may, and the entrance is a legal place for the marker also from the entrance.
import { describe, expect, it } from 'vitest'
import { legalActions } from '../../../src/engine/index.ts'
import { edit, play, scenario } from '../support/scenario.ts'

describe('first printing: the entrance is a legal place for the marker, also from the entrance', () => {
  it('accepts placing the marker on the entrance while already there, and goes on to wait at the entrance', () => {
    const s = scenario({ ruleset: 'first-printing' })
    expect(s.players[0]?.location).toEqual({ kind: 'entrance' })
    const { state, events } = play(s, { type: 'moveTo', to: { kind: 'entrance' } })
    expect(events).toContainEqual({ type: 'investigatorMoved', player: 0, to: { kind: 'entrance' } })
    expect(state.phase.kind).toBe('entrance')
  })

  it('offers it among the legal actions', () => {
    const actions = legalActions(scenario({ ruleset: 'first-printing' }))
    expect(actions).toContainEqual({ type: 'moveTo', to: { kind: 'entrance' } })
  })

  it('accepts the entrance from an adventure card, and offers every other card but not the one he is on', () => {
    const s = edit(scenario({ ruleset: 'first-printing' }), (d) => {
      d.players[0]!.location = { kind: 'card', cardId: 'egyptian-wing' }
    })
    const moves = legalActions(s).filter((a) => a.type === 'moveTo')
    expect(moves).toContainEqual({ type: 'moveTo', to: { kind: 'entrance' } })
    expect(moves).not.toContainEqual({ type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } })
    expect(moves).toHaveLength(s.board.length)
    expect(play(s, { type: 'moveTo', to: { kind: 'entrance' } }).state.phase.kind).toBe('entrance')
  })
})
