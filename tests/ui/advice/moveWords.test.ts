// The move advice's words: what a card puts at stake, and why a lower chance can rank first (issue 31).
import { describe, expect, it } from 'vitest'
import { catalogFor, createGame } from '../../../src/engine/index.ts'
import type { Destination } from '../../../src/state/odds/rankDestinations.ts'
import { rankDestinations } from '../../../src/state/odds/rankDestinations.ts'
import { stakesOf, whyFirst, type Stakes } from '../../../src/ui/advice/moveWords.ts'

const card = (cardId: string, value: number, odds: number): Destination => ({
  to: { kind: 'card', cardId },
  value,
  odds,
})
const stakes: Record<string, Stakes> = {
  a: { wins: 'gain 1 Elder Sign', costs: 'lose 1 sanity' },
  b: { wins: 'gain 1 clue', costs: 'nothing' },
}
const chances: Record<string, number> = { a: 0.69, b: 0.92, c: 0.5 }
const words = (ranked: Destination[]) =>
  whyFirst(
    ranked,
    (id) => chances[id] ?? null,
    (id) => id.toUpperCase(),
    (id) => stakes[id] ?? { wins: 'nothing', costs: 'nothing' },
  )

describe('whyFirst', () => {
  it('explains a lower chance ranked first by what each wins and costs', () => {
    expect(words([card('a', 3, 0.69), card('c', 2, 0.5), card('b', 1, 0.92)])).toBe(
      'A ranks first though B has the better chance (92.0% against 69.0%), for what is at stake: ' +
        'A would gain 1 Elder Sign (failing: lose 1 sanity); B would gain 1 clue (failing: nothing).',
    )
  })
  it('says nothing when the order follows the chances', () => {
    expect(words([card('b', 3, 0.92), card('a', 2, 0.69), card('c', 1, 0.5)])).toBeNull()
  })
  it('explains the entrance ranked first', () => {
    expect(words([{ to: { kind: 'entrance' }, value: 5, odds: null }, card('b', 1, 0.92)])).toMatch(/^The entrance/)
  })
})

describe('stakesOf and the real ranking', () => {
  it('names every card’s stakes, and explains the order whenever it is not the chances’ order', () => {
    let explained = 0
    let checked = 0
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const state = createGame({ seed, investigators: 1 })
      const cat = catalogFor(state.content)
      const ranked = rankDestinations(state)
      if (ranked.length === 0) continue // a choice to make before the first move
      checked++
      const chance = (id: string) => ranked.find((d) => d.to.kind === 'card' && d.to.cardId === id)?.odds ?? null
      for (const d of ranked) if (d.to.kind === 'card') expect(stakesOf(cat, d.to.cardId).wins).not.toBe('')
      const top = ranked[0]!
      const beaten =
        top.to.kind === 'card' && ranked.some((d) => d.to.kind === 'card' && (d.odds ?? 0) >= (top.odds ?? 0) + 0.005)
      const why = whyFirst(
        ranked,
        chance,
        (id) => cat.adventure(id).name,
        (id) => stakesOf(cat, id),
      )
      expect(why !== null, `seed ${seed}`).toBe(beaten || top.to.kind === 'entrance')
      if (why) explained++
    }
    // the seeds meet both cases
    expect(checked).toBeGreaterThanOrEqual(5)
    expect([explained > 0, explained < checked]).toEqual([true, true])
  })
})
