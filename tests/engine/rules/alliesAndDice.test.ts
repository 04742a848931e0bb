// Revised rulebook, "Allies" ("Allies remain in play until their effects expire, as indicated by the text on the
// individual card"), "Adding Dice to the Dice Pool" (revised: any time during your turn; first printing: before a roll).
import { describe, expect, it } from 'vitest'
import { edit, expectRejected, play, roll, scenario } from '../support/scenario.ts'
import '../support/testContent.ts'

const withAlly = (ally: string) =>
  edit(scenario({ content: 'engine-test' }), (d) => {
    d.players[0]!.allies = [ally]
    d.decks.ally = d.decks.ally.filter((id) => id !== ally)
  })

describe('useCard with allies', () => {
  it('accepts an ally whose effect expires after use: it returns to the bottom of the ally deck', () => {
    const { state, events } = play(withAlly('one-shot-ally'), { type: 'useCard', cardId: 'one-shot-ally' })
    expect(state.players[0]?.allies).toEqual([])
    expect(state.decks.ally.at(-1)).toBe('one-shot-ally')
    expect(events).toContainEqual({ type: 'allyLeft', player: 0, cardId: 'one-shot-ally' })
  })

  it('accepts an ally whose effect lasts until midnight: it leaves when midnight strikes', () => {
    const s = edit(withAlly('night-ally'), (d) => {
      d.clock = 9
    })
    const { state } = play(
      s,
      { type: 'moveTo', to: { kind: 'entrance' } },
      { type: 'firstAid', choice: 'freeSanity', trophies: [] },
    )
    expect(state.players[0]?.allies).toEqual([])
  })

  it('rejects with ALREADY_USED an ally that stays, a second time the same day', () => {
    const s = play(withAlly('night-porter'), { type: 'useCard', cardId: 'night-porter' }).state
    expect(s.players[0]?.allies).toEqual(['night-porter'])
    expectRejected(s, { type: 'useCard', cardId: 'night-porter' }, 'ALREADY_USED')
  })
})

describe('useCard adding a die', () => {
  const rolled = (ruleset: 'revised' | 'first-printing') => {
    const s = edit(scenario({ ruleset }), (d) => {
      d.players[0]!.items = ['brass-lantern']
    })
    return roll(play(s, { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state, [
      'L',
      'L',
      'L',
      'L',
      'L',
      'L',
    ])
  }

  it('accepts the yellow die after a roll (revised): it joins the pool for the next roll', () => {
    const { state } = play(rolled('revised'), { type: 'useCard', cardId: 'brass-lantern' })
    expect(state.dice[6]).toMatchObject({ at: { kind: 'pool' }, face: null })
    const next = play(state, { type: 'failRoll' }, { type: 'discardDie', dieId: 0 }, { type: 'rollDice' }).state
    expect(next.phase.kind === 'resolution' && next.phase.pendingDice).toContain(6)
  })

  it('rejects with WRONG_PHASE the yellow die after a roll (first printing)', () => {
    expectRejected(rolled('first-printing'), { type: 'useCard', cardId: 'brass-lantern' }, 'WRONG_PHASE')
  })
})
