// Revised rulebook, "Being Devoured": "If the Ancient One awakens as a result of an investigator being devoured,
// that player is eliminated from the game. The clock still advances during battle with the Ancient One as though
// that player's turn had occurred."
import { describe, expect, it } from 'vitest'
import type { GameEvent, Ruleset } from '../../../src/engine/index.ts'
import { edit, play, roll, scenario } from '../support/scenario.ts'

/** Player 0, at 1 sanity with one doom space left, fails the Egyptian Wing (penalty: 1 sanity) and is devoured. */
function devouredIntoTheAwakening(ruleset: Ruleset) {
  const s = edit(scenario({ ruleset }), (d) => {
    d.doom = 11
    ;(d.players[0] as { sanity: number }).sanity = 1
  })
  const moved = play(s, { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state
  return play(roll(moved, ['T', 'T', 'T', 'T', 'T', 'T']), { type: 'abandonAdventure' })
}

const clocks = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'clockAdvanced' ? [e.clock] : []))

describe('a player eliminated because his devouring woke the Ancient One', () => {
  it.each(['revised', 'first-printing'] as const)(
    'is eliminated, and the clock still advances during the battle as though his turn had occurred (%s)',
    (ruleset) => {
      const { state: awake, events } = devouredIntoTheAwakening(ruleset)
      expect(events).toContainEqual({ type: 'playerEliminated', player: 0 })
      expect(awake.awakened).toBe(true)
      expect(awake.players[0]?.investigatorId).toBeNull()
      expect(clocks(events)).toEqual([6]) // his own Clock phase
      expect(awake.turn.player).toBe(1)
      expect(awake.phase.kind === 'resolution' && awake.phase.target.kind).toBe('ancientOne')

      // Player 1's battle turn ends at IX; player 0's turn is only its Clock phase: XII, the Ancient One attacks.
      const { state, events: round } = play(awake, { type: 'abandonAdventure' })
      expect(clocks(round)).toEqual([9, 0])
      expect(round.map((e) => e.type)).toContain('ancientOneAttacked')
      expect(round.filter((e) => e.type === 'turnStarted').map((e) => e.type === 'turnStarted' && e.player)).toEqual([
        0, 1,
      ])
      expect(state.players[0]?.investigatorId).toBeNull()
    },
  )

  it('still skips a player eliminated because no investigator was left', () => {
    const s = edit(scenario(), (d) => {
      d.investigatorPool = []
      ;(d.players[0] as { sanity: number }).sanity = 1
    })
    const moved = play(s, { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state
    const { state, events } = play(roll(moved, ['T', 'T', 'T', 'T', 'T', 'T']), { type: 'abandonAdventure' })
    expect(events).toContainEqual({ type: 'playerEliminated', player: 0 })
    expect(state.awakened).toBe(false)
    const { events: next } = play(
      state,
      { type: 'moveTo', to: { kind: 'entrance' } },
      {
        type: 'firstAid',
        choice: 'freeSanity',
        trophies: [],
      },
    )
    expect(next.filter((e) => e.type === 'turnStarted').map((e) => e.type === 'turnStarted' && e.player)).toEqual([1])
  })
})
