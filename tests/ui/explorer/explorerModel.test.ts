import { describe, expect, it } from 'vitest'
import { adventureOdds, rankChoices } from '../../../src/engine/index.ts'
import {
  DEFAULT_FORM,
  choiceWords,
  clampCount,
  oddsOptions,
  oddsPool,
  poolDice,
  readCard,
  rolledFace,
  rollSituation,
} from '../../../src/ui/explorer/explorerModel.ts'

describe('readCard', () => {
  it.each([
    ['P P > L L', 2, true],
    ['4I L L / P 2I', 2, false],
    ['3I', 1, false],
  ])('reads %s', (notation, tasks, ordered) => {
    const r = readCard(notation)
    expect(r.ok && r.card.tasks.length).toBe(tasks)
    expect(r.ok && r.card.ordered).toBe(ordered)
  })

  it('says where a bad card goes wrong, counting characters from 1', () => {
    const r = readCard('4I L X')
    expect(r.ok).toBe(false)
    expect(!r.ok && r.error).toMatch(/^At character \d+: /)
  })

  it('asks for a card when the field is empty', () => {
    expect(readCard('  ')).toEqual({ ok: false, error: 'Type a card, for example P P > L L.' })
  })
})

describe('the form as the solver’s questions', () => {
  const form = { ...DEFAULT_FORM, card: 'P P > L L', green: 6, yellow: true, focus: 1, clues: 1, rerolls: 1 }

  it('asks adventureOdds with the pool and helps entered', () => {
    expect(oddsPool(form)).toEqual({ green: 6, yellow: true, red: false })
    expect(oddsOptions(form)).toMatchObject({ focus: 1, clues: 1, rerolls: 1, addYellow: false })
    expect(adventureOdds(form.card, oddsPool(form), oddsOptions(form))).toBeGreaterThan(0)
  })

  it('numbers the dice green first, then yellow, then red, and reads a face a die lacks as its first face', () => {
    expect(poolDice({ ...form, red: true })).toEqual([...Array(6).fill('green'), 'yellow', 'red'])
    expect(rolledFace({ ...form, roll: ['W'] }, 0, 'green')).toBe('I1')
    expect(rolledFace({ ...form, roll: ['L'] }, 0, 'green')).toBe('L')
  })

  it('ranks a roll entered by hand with the helps counted as the solver counts them', () => {
    const card = readCard(form.card)
    if (!card.ok) throw new Error(card.error)
    const rolled = { ...form, roll: ['P', 'P', 'L', 'L'] as const }
    const s = rollSituation({ ...rolled, roll: [...rolled.roll] }, card.card)
    expect(s.rolled.map((d) => d.face)).toEqual(['P', 'P', 'L', 'L', 'I1', 'I1', 'I1'])
    expect(s.clues).toBe(2) // a clue and a one-use reroll
    const best = rankChoices(s)[0]
    expect(best?.choice.kind).toBe('complete')
    expect(best && choiceWords({ ...rolled, roll: [...rolled.roll] }, best.choice)).toMatch(
      /^Complete task 1 with die \d \(green, peril\)/,
    )
  })

  it.each([
    ['3', 7, 3],
    ['12', 7, 7],
    ['-2', 7, 0],
    ['', 7, 0],
    ['abc', 7, 0],
  ])('clampCount(%s, %d) is %d', (text, max, n) => {
    expect(clampCount(text, max)).toBe(n)
  })
})
