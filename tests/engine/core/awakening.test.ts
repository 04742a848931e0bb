// Revised rulebook, "Awakening the Ancient One" ("If midnight strikes at the same time that the Ancient One awakens,
// the investigators immediately resolve the Ancient One's attack"); first printing, "Battling an Ancient One".
import { describe, expect, it } from 'vitest'
import type { GameState, Ruleset } from '../../../src/engine/index.ts'
import { edit, play, scenario } from '../support/scenario.ts'

/** Player 0 ends his turn at IX with 11 doom; the Mythos card drawn at midnight adds the twelfth. */
function awakenedByMythos(ruleset: Ruleset): { state: GameState; types: string[] } {
  const s = edit(scenario({ mythos: 'whispers', ruleset }), (d) => {
    d.doom = 11
    d.clock = 9
    d.decks.mythos.unshift('dread-silence')
    d.locks.push({ id: 8, color: 'red', source: { kind: 'card', cardId: 'map-room' }, dieId: 7 })
    ;(d.dice[7] as { at: unknown }).at = { kind: 'locked', lockId: 8 }
    d.players[0]!.location = { kind: 'card', cardId: 'map-room' }
  })
  const { state, events } = play(
    s,
    { type: 'moveTo', to: { kind: 'entrance' } },
    { type: 'firstAid', choice: ruleset === 'revised' ? 'freeSanity' : 'free', trophies: [] },
  )
  return { state, types: events.map((e) => e.type) }
}

describe('awakening at midnight', () => {
  it('accepts the Ancient One attacking at once when the new Mythos card awakens it', () => {
    const { state, types } = awakenedByMythos('revised')
    expect(types.indexOf('ancientOneAwakened')).toBeGreaterThan(types.indexOf('mythosDrawn'))
    expect(types.indexOf('ancientOneAttacked')).toBeGreaterThan(types.indexOf('ancientOneAwakened'))
    expect(state.players.every((p) => p.sanity === p.maxSanity - 2)).toBe(true) // Yog-Sothoth: 2 sanity each
  })

  it('accepts the first-printing awakening as written: markers move, nothing is discarded, the Mythos card stays', () => {
    const { state, types } = awakenedByMythos('first-printing')
    expect(types).toContain('ancientOneAwakened')
    expect(state.board.length).toBe(6)
    expect(state.mythos).toBe('dread-silence')
    expect(state.dice[7]?.at).toEqual({ kind: 'locked', lockId: 8 })
    expect(state.players.every((p) => p.location.kind === 'ancientOne')).toBe(true)
  })
})
