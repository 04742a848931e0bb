// Rewards & Penalties: the Planetarium's penalty discards 1 item; the player picks which.
import { describe, expect, it } from 'vitest'
import { legalActions, type GameState } from '../../../src/engine/index.ts'
import { edit, expectRejected, play, rollAt, scenario } from '../support/scenario.ts'

const BOARD = ['planetarium', 'ticket-booth', 'star-chamber', 'loading-dock', 'dark-stair', 'egyptian-wing']

function failWith(items: string[]): GameState {
  const s = edit(scenario({ board: BOARD }), (d) => {
    d.players[0]!.items = items
    d.decks.common = d.decks.common.filter((id) => !items.includes(id))
    d.decks.unique = d.decks.unique.filter((id) => !items.includes(id))
  })
  return play(rollAt(s, 'planetarium', ['T', 'T', 'T', 'T', 'T', 'T']), { type: 'abandonAdventure' }).state
}

describe('chooseItemsToDiscard', () => {
  it('accepts the player picking which item to discard', () => {
    const s = failWith(['laudanum', 'silver-key'])
    expect(s.pendingChoices[0]).toMatchObject({ kind: 'discardItems', player: 0, count: 1 })
    const { state, events } = play(s, { type: 'chooseItemsToDiscard', items: ['laudanum'] })
    expect(state.players[0]?.items).toEqual(['silver-key'])
    expect(state.decks.common.at(-1)).toBe('laudanum')
    expect(events).toContainEqual({ type: 'itemDiscarded', player: 0, cardId: 'laudanum' })
  })

  it('accepts each item as a legal answer', () => {
    expect(legalActions(failWith(['laudanum', 'silver-key']))).toEqual([
      { type: 'chooseItemsToDiscard', items: ['laudanum'] },
      { type: 'chooseItemsToDiscard', items: ['silver-key'] },
    ])
  })

  it('accepts discarding the only item without asking', () => {
    const s = failWith(['laudanum'])
    expect(s.pendingChoices).toEqual([])
    expect(s.players[0]?.items).toEqual([])
  })

  it('rejects with WRONG_COUNT when more items are chosen than the effect takes', () => {
    expectRejected(
      failWith(['laudanum', 'silver-key']),
      { type: 'chooseItemsToDiscard', items: ['laudanum', 'silver-key'] },
      'WRONG_COUNT',
    )
  })

  it('rejects with NOT_AN_OPTION when the item is not the player’s', () => {
    expectRejected(
      failWith(['laudanum', 'silver-key']),
      { type: 'chooseItemsToDiscard', items: ['brass-lantern'] },
      'NOT_AN_OPTION',
    )
  })
})
