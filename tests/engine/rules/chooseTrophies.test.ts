// Revised rulebook, "Trophies" (the player picks the cards and markers; no change is given); the Curator's Office
// penalty: lose 1 trophy.
import { describe, expect, it } from 'vitest'
import { legalActions, type GameState, type Trophy } from '../../../src/engine/index.ts'
import { edit, expectRejected, play, rollAt, scenario } from '../support/scenario.ts'

const BOARD = ['curators-office', 'ticket-booth', 'star-chamber', 'loading-dock', 'dark-stair', 'egyptian-wing']

function failWith(trophies: Trophy[]): GameState {
  const s = edit(scenario({ board: BOARD }), (d) => {
    d.players[0]!.trophies = trophies
  })
  return play(rollAt(s, 'curators-office', ['P', 'P', 'P', 'P', 'P', 'P']), { type: 'abandonAdventure' }).state
}

const THREE: Trophy[] = [
  { kind: 'adventure', id: 'hall-of-ages', value: 3 },
  { kind: 'monster', id: 'gug', value: 1 },
  { kind: 'monster', id: 'ghoul', value: 1 },
]

describe('chooseTrophies', () => {
  it('accepts the player picking which trophy to lose', () => {
    const s = failWith(THREE)
    expect(s.pendingChoices[0]).toMatchObject({ kind: 'loseTrophies', player: 0, amount: 1 })
    const { state, events } = play(s, { type: 'chooseTrophies', trophies: ['hall-of-ages'] })
    expect(state.players[0]?.trophies.map((t) => t.id)).toEqual(['gug', 'ghoul'])
    expect(events).toContainEqual({ type: 'trophiesSpent', player: 0, ids: ['hall-of-ages'] })
    expect(state.decks.adventure).toContain('hall-of-ages')
  })

  it('accepts every minimal answer as a legal action', () => {
    const answers = legalActions(failWith(THREE)).map((a) => (a.type === 'chooseTrophies' ? a.trophies : []))
    expect(answers).toEqual([['gug'], ['ghoul'], ['hall-of-ages']])
  })

  it('accepts losing the only trophy without asking', () => {
    const s = failWith([{ kind: 'monster', id: 'gug', value: 1 }])
    expect(s.pendingChoices).toEqual([])
    expect(s.players[0]?.trophies).toEqual([])
  })

  it('rejects with TROPHY_NOT_NEEDED when a trophy could be kept', () => {
    expectRejected(failWith(THREE), { type: 'chooseTrophies', trophies: ['gug', 'ghoul'] }, 'TROPHY_NOT_NEEDED')
  })

  it('rejects with NOT_ENOUGH_TROPHIES when nothing is chosen', () => {
    expectRejected(failWith(THREE), { type: 'chooseTrophies', trophies: [] }, 'NOT_ENOUGH_TROPHIES')
  })

  it('rejects with UNKNOWN_TROPHY when the trophy is not the player’s', () => {
    expectRejected(failWith(THREE), { type: 'chooseTrophies', trophies: ['byakhee'] }, 'UNKNOWN_TROPHY')
  })
})
