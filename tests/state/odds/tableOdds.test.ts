// Issue 13, "Before the roll": a card's chance on the table is the solver's value of the attempt the engine would
// start there — checked against adventureOdds on inputs read independently off the same state.
import { describe, expect, it } from 'vitest'
import { adventureOdds, applyAction, createGame, type GameState } from '../../../src/engine/index.ts'
import { chooseAction } from '../../../src/engine/bot/index.ts'
import {
  cardBreakdown,
  cardChance,
  chanceCards,
  hasHelp,
  NOT_REFINED,
  refinable,
  unrefined,
  unrefinedChance,
  withoutHelp,
} from '../../../src/state/odds/tableOdds.ts'
import { rankDestinations } from '../../../src/state/odds/rankDestinations.ts'
import { oddsInputs } from './oddsInputs.ts'

/** Movement-phase states of a seeded bot game (the first `count`). */
function movementStates(seed: number, investigators: number, count: number): GameState[] {
  let s = createGame({ seed, investigators })
  const out: GameState[] = []
  for (let step = 0; step < 600 && out.length < count && s.status === 'playing'; step++) {
    if (s.phase.kind === 'movement' && s.pendingChoices.length === 0) out.push(s)
    const r = applyAction(s, chooseAction(s))
    if (!r.ok) throw new Error(`test: the bot's action was refused: ${r.violation.message}`)
    s = r.state
  }
  return out
}

const STATES = [...movementStates(20261123, 2, 6), ...movementStates(7, 3, 4)]

describe('cardChance', () => {
  it('equals adventureOdds for the same situation on every monster-free card', () => {
    let compared = 0
    for (const state of STATES)
      for (const cardId of chanceCards(state)) {
        const inputs = oddsInputs(state, cardId)
        if (!inputs) continue
        const shown = cardChance(state, cardId)
        expect(shown, cardId).not.toBeNull()
        expect(shown?.odds ?? -1).toBeCloseTo(adventureOdds(inputs.card, inputs.pool, inputs.opts), 9)
        compared++
      }
    expect(compared).toBeGreaterThan(30)
  })

  it('offers every card in play while moving, and none outside the Movement phase or an attempt', () => {
    const state = STATES[0] as GameState
    expect(chanceCards(state)).toEqual(state.board.map((b) => b.cardId))
    const entrance = applyAction(state, { type: 'moveTo', to: { kind: 'entrance' } })
    expect(entrance.ok && chanceCards(entrance.state)).toEqual([])
  })
})

describe('cardBreakdown', () => {
  it('never shows a help as lowering the chance, and the dice alone as the least', () => {
    for (const state of STATES.slice(0, 6))
      for (const cardId of chanceCards(state).slice(0, 3)) {
        const b = cardBreakdown(state, cardId)
        if (!b) continue
        for (const w of b.without) expect(w.odds).toBeLessThanOrEqual(b.odds + 1e-12)
        if (b.bare !== null) for (const w of b.without) expect(b.bare).toBeLessThanOrEqual(w.odds + 1e-12)
      }
  })

  it('takes clues away from the active player only, and leaves the state it was given untouched', () => {
    const state = STATES.find((s) => hasHelp(s, 'clues')) as GameState
    const before = JSON.stringify(state)
    const less = withoutHelp(state, 'clues')
    expect(less.players[state.turn.player]?.clues).toBe(0)
    state.players.forEach((p, i) => {
      if (i !== state.turn.player) expect(less.players[i]).toBe(p)
    })
    expect(JSON.stringify(state)).toBe(before)
  })
})

describe('rankDestinations', () => {
  it('ranks every card and the entrance, best value first, with each card’s exact chance', () => {
    const state = STATES[0] as GameState
    const ranked = rankDestinations(state)
    expect(ranked).toHaveLength(state.board.length + 1)
    for (let i = 1; i < ranked.length; i++) expect((ranked[i - 1]?.value ?? 0) >= (ranked[i]?.value ?? 0)).toBe(true)
    for (const d of ranked) if (d.to.kind === 'card') expect(d.odds).toBe(cardChance(state, d.to.cardId)?.odds ?? null)
  })
})

describe('unrefinedChance and unrefined', () => {
  it('mark a number the exact pass could not better as approximate for good, saying why', () => {
    const chance = { cardId: 'c', odds: 0.5, approximate: true, reason: 'seen monsters forgotten', refine: true }
    expect(unrefinedChance(chance)).toEqual({
      ...chance,
      refine: false,
      reason: `seen monsters forgotten; ${NOT_REFINED}`,
    })
    const exact = { cardId: 'c', odds: 0.5, approximate: false, reason: null, refine: false }
    expect(unrefinedChance(exact)).toBe(exact)
    expect(unrefined({ approximate: true, reason: 'r', refine: true })).toEqual({
      approximate: true,
      reason: `r; ${NOT_REFINED}`,
    })
    expect(refinable({ approximate: true, reason: 'r', refine: true })).toBe(true)
    expect(refinable({ approximate: true, reason: 'r' })).toBe(false)
    expect(unrefined({ approximate: false })).toEqual({ approximate: false })
  })
})
