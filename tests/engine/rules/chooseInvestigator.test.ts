// Revised rulebook, "Being Devoured": "he selects a new investigator"; devoured during another player's turn he
// chooses at once; during his own turn, after his Clock phase (see core/clock.test.ts).
import { describe, expect, it } from 'vitest'
import { legalActions, type GameState } from '../../../src/engine/index.ts'
import { edit, expectRejected, play, scenario } from '../support/scenario.ts'

/** Player 0's turn ends at midnight; the Whispers Mythos card costs everyone 1 sanity and player 1 has 1 left. */
function devouredAtMidnight(): GameState {
  const s = edit(scenario(), (d) => {
    d.clock = 9
    d.players[1]!.sanity = 1
    d.decks.mythos.unshift('whispers')
  })
  return play(
    s,
    { type: 'moveTo', to: { kind: 'entrance' } },
    { type: 'firstAid', choice: 'freeStamina', trophies: [] },
  ).state
}

describe('chooseInvestigator', () => {
  it('accepts a new investigator chosen at once when devoured in another player’s turn', () => {
    const s = devouredAtMidnight()
    const choice = s.pendingChoices[0]
    expect(choice?.kind === 'chooseInvestigator' && choice.player).toBe(1)
    expect(s.turn.player).toBe(0) // the turn's end waits for the choice
    const pick = choice?.kind === 'chooseInvestigator' ? (choice.investigators.at(-1) as string) : ''
    const { state, events } = play(s, { type: 'chooseInvestigator', investigatorId: pick })
    expect(state.players[1]).toMatchObject({ investigatorId: pick, status: 'active', location: { kind: 'entrance' } })
    expect(state.investigatorPool).not.toContain(pick)
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['investigatorJoined', 'turnStarted']))
    expect(state.turn.player).toBe(1)
  })

  it('accepts each investigator not yet played as a legal answer', () => {
    const s = devouredAtMidnight()
    expect(legalActions(s).length).toBe(s.investigatorPool.length)
  })

  it('rejects with NOT_AN_OPTION when the investigator was already played', () => {
    expectRejected(
      devouredAtMidnight(),
      { type: 'chooseInvestigator', investigatorId: 'henry-armitage' },
      'NOT_AN_OPTION',
    )
  })

  it('rejects with CHOICE_PENDING when the next turn is started first', () => {
    expectRejected(devouredAtMidnight(), { type: 'moveTo', to: { kind: 'entrance' } }, 'CHOICE_PENDING')
  })
})
