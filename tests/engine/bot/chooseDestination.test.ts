// Where the bot goes: each card valued with the odds terror leaves (cardOdds with the terror model), the odds
// without terror bounding them from above so that only cards that can still win are solved with terror.
import { describe, expect, it } from 'vitest'
import { applyAction, createGame } from '../../../src/engine/index.ts'
import { chooseAction } from '../../../src/engine/bot/index.ts'
import { cardOdds, cardOddsBound } from '../../../src/engine/bot/cardOdds.ts'
import { cardScore, chooseDestination } from '../../../src/engine/bot/chooseDestination.ts'
import { entranceOptions } from '../../../src/engine/bot/chooseEntranceAction.ts'
import { valueContext } from '../../../src/engine/bot/effectValue.ts'
import { catalog } from '../../../src/engine/catalog.ts'
import type { GameState, Location } from '../../../src/engine/state.ts'
import { edit, scenario } from '../support/scenario.ts'

/** The movement phases a seeded bot game meets. */
function movementStates(seed: number, most: number): GameState[] {
  const out: GameState[] = []
  let s = createGame({ seed, investigators: 2, ancientOne: 'cthulhu', content: 'original' })
  for (let i = 0; i < 30_000 && s.status === 'playing' && out.length < most; i++) {
    if (s.phase.kind === 'movement' && s.pendingChoices.length === 0) out.push(s)
    const r = applyAction(s, chooseAction(s))
    if (!r.ok) throw new Error(`the bot chose an illegal action: ${r.violation.code}`)
    s = r.state
  }
  return out
}

/** The destination of the highest cardScore, every card solved (the first in board order on a tie). */
function everyCardValued(state: GameState): Location {
  const cat = catalog(state)
  const ao = cat.ancientOne(state.ancientOne)
  const v = valueContext(state, ao.doomTrack.length, ao.elderSigns)
  let best: { cardId: string; score: number } | null = null
  for (const b of state.board) {
    const score = cardScore(state, cat, b.cardId, v)
    if (!best || score > best.score) best = { cardId: b.cardId, score }
  }
  const entrance = entranceOptions(state, cat)[0]?.score ?? 0
  if (!best || entrance >= best.score) return { kind: 'entrance' }
  return { kind: 'card', cardId: best.cardId }
}

describe('chooseDestination', () => {
  it('chooses as if every card were solved with terror, and the odds without terror bound those with it', () => {
    const states = movementStates(5, 30)
    expect(states.length).toBeGreaterThan(10)
    let lowered = 0
    for (const s of states) {
      const cat = catalog(s)
      expect(chooseDestination(s, cat)).toEqual(everyCardValued(s))
      for (const b of s.board) {
        const odds = cardOdds(s, cat, b.cardId)
        expect(cardOddsBound(s, cat, b.cardId)).toBeGreaterThanOrEqual(odds - 1e-12)
        if (odds < cardOdds(s, cat, b.cardId, { terror: false }) - 1e-9) lowered++
      }
    }
    expect(lowered, 'terror lowers the odds of some cards the bot weighs').toBeGreaterThan(0)
  })

  it('values a card with the odds terror leaves: one sanity left and a Mythos terror that takes one', () => {
    const s = edit(
      scenario({
        content: 'original',
        board: ['darkroom', 'cloakroom'],
        investigators: ['ada-marsh', 'ruth-calloway'],
        ancientOne: 'cthulhu',
        mythos: 'sleepless-night',
      }),
      (d) => {
        Object.assign(d.players[0] as object, { sanity: 1 })
      },
    )
    const cat = catalog(s)
    const withTerror = cardOdds(s, cat, 'darkroom')
    const without = cardOdds(s, cat, 'darkroom', { terror: false })
    expect(withTerror).toBeLessThan(without - 0.1)
    // The same table with sanity to spare: the same odds without terror, a better value with it.
    const rested = edit(s, (d) => {
      Object.assign(d.players[0] as object, { sanity: 5 })
    })
    expect(cardOdds(rested, cat, 'darkroom', { terror: false })).toBeCloseTo(without, 12)
    const ao = cat.ancientOne(s.ancientOne)
    const v = valueContext(s, ao.doomTrack.length, ao.elderSigns)
    expect(cardScore(s, cat, 'darkroom', v)).toBeLessThan(cardScore(rested, cat, 'darkroom', v))
  })
})
