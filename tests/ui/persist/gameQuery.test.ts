import { describe, expect, it } from 'vitest'
import { parseGameQuery, playHashWithGame } from '../../../src/ui/persist/gameQuery.ts'

describe('parseGameQuery', () => {
  it('reads the setup and the save id', () => {
    const parsed = parseGameQuery('seed=42&investigators=2&game=0b5e-11aa')
    expect(parsed).toMatchObject({ ok: true, value: { game: '0b5e-11aa', setup: { seed: 42, investigators: 2 } } })
  })
  it('reads an address without a save id', () => {
    expect(parseGameQuery('seed=42&investigators=2')).toMatchObject({ ok: true, value: { game: null } })
  })
  it.each([
    ['seed=42&investigators=2&game=a&game=b', /given twice/],
    ['seed=42&investigators=2&game=%3Cscript%3E', /not a game id/],
    ['seed=42&investigators=2&game=', /not a game id/],
    ['investigators=2&game=abc', /seed is missing/],
  ])('refuses %s', (query, message) => {
    const parsed = parseGameQuery(query)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error).toMatch(message)
  })
  it('round-trips through playHashWithGame', () => {
    const hash = playHashWithGame({ seed: 7, investigators: ['a', 'b'], ancientOne: 'x', content: 'original' }, 'id-1')
    expect(hash).toBe('#/play?seed=7&investigators=a%2Cb&ancientOne=x&game=id-1')
  })
})
