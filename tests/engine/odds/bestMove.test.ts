import { describe, expect, it } from 'vitest'
import { applyAction, legalActions, type GameState } from '../../../src/engine/index.ts'
import { adventureOdds, bestMove } from '../../../src/engine/odds/index.ts'
import { seedRng } from '../../../src/engine/rng.ts'
import { edit, play, roll, scenario } from '../support/scenario.ts'

/** Player 0 at the Egyptian Wing ('3I / P P', no terror effects), six green dice, no Mythos. */
function atEgyptianWing(clues = 0): GameState {
  const base = edit(scenario({ mythos: null }), (s) => {
    const p = s.players[0]
    if (p) p.clues = clues
  })
  return play(base, { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state
}

describe('bestMove', () => {
  it('before the first roll: roll, with the odds of the whole card', () => {
    const move = bestMove(atEgyptianWing())
    expect(move?.action).toEqual({ type: 'rollDice' })
    expect(move?.odds).toBeCloseTo(adventureOdds('3I / P P', { green: 6 }, { focus: 1 }), 12)
  })

  it('after a roll: ranks completions and failing, every option legal', () => {
    const s = roll(atEgyptianWing(), ['P', 'P', 'I3', 'L', 'T', 'I1'])
    const move = bestMove(s)
    expect(move).not.toBeNull()
    if (!move) return
    expect(move.action.type).toBe('completeTask')
    for (const o of move.options) expect(applyAction(s, o.action).ok).toBe(true)
    for (let i = 1; i < move.options.length; i++)
      expect(move.options[i - 1]?.odds).toBeGreaterThanOrEqual(move.options[i]?.odds ?? 0)
    expect(move.options.some((o) => o.action.type === 'failRoll')).toBe(true)
    expect(move.options.filter((o) => o.action.type === 'completeTask').length).toBeGreaterThanOrEqual(2)
  })

  it('returns null while the dice are rolling and outside an adventure', () => {
    const s = atEgyptianWing()
    expect(bestMove(play(s, { type: 'rollDice' }).state)).toBeNull()
    expect(bestMove(scenario())).toBeNull()
  })

  it('returns null while a choice is pending (nothing else is legal until it is answered)', () => {
    const s = edit(roll(atEgyptianWing(), ['P', 'P', 'I3', 'L', 'T', 'I1']), (d) => {
      d.pendingChoices.push({
        kind: 'reduceMaximum',
        player: 1,
        investigatorId: d.players[1]?.investigatorId ?? '',
        amount: -1,
      })
    })
    expect(legalActions(s).every((a) => a.type === 'chooseMaximum')).toBe(true)
    expect(bestMove(s)).toBeNull()
  })

  it('played through the engine, the bestMove policy converges to the odds (Monte Carlo, 3 standard errors)', () => {
    const start = atEgyptianWing(1)
    const exact = bestMove(start)?.odds ?? -1
    expect(exact).toBeCloseTo(adventureOdds('3I / P P', { green: 6 }, { focus: 1, clues: 1 }), 12)
    const n = 400
    let wins = 0
    for (let i = 0; i < n; i++) {
      let s = edit(start, (d) => {
        d.rng = seedRng(1000 + i)
      })
      for (let step = 0; step < 100 && s.phase.kind === 'resolution'; step++) {
        const action = s.phase.stage === 'rolling' ? legalActions(s)[0] : bestMove(s)?.action
        if (!action) throw new Error('no action')
        const r = applyAction(s, action)
        if (!r.ok) throw new Error(`${action.type} rejected: ${r.violation.code}`)
        s = r.state
        if (r.events.some((e) => e.type === 'adventureResolved')) wins++
      }
    }
    const se = Math.sqrt((exact * (1 - exact)) / n)
    expect(Math.abs(wins / n - exact)).toBeLessThan(3 * se)
  })
})
