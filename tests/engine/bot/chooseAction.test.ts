// The sensible bot: plays whole seeded games of the original set to the end through legal actions only,
// deterministically (the same seed gives the same game).
import { describe, expect, it } from 'vitest'
import { checkAction, createGame } from '../../../src/engine/index.ts'
import { chooseAction } from '../../../src/engine/bot/index.ts'
import { simulateGame } from '../../../src/engine/bot/simulateGame.ts'
import { invariants } from '../support/randomGame.ts'

describe('chooseAction', () => {
  it('chooses a legal action at the start of a game', () => {
    const s = createGame({ seed: 3, investigators: 2, ancientOne: 'cthulhu', content: 'original' })
    expect(checkAction(s, chooseAction(s))).toBeNull()
  })

  it.each([
    [1, 'tsathoggua'],
    [2, 'nyarlathotep'],
    [4, 'azathoth'],
  ] as const)('plays a whole game with %i investigator(s) against %s to an end, keeping the invariants', (n, ao) => {
    const g = simulateGame({ seed: 21, investigators: n, ancientOne: ao, content: 'original' })
    expect(g.outcome).not.toBe('unfinished')
    expect(invariants(g.final)).toEqual([])
    expect(g.attempts).toBeGreaterThan(0)
  })

  it('is deterministic: the same seed gives the same game', () => {
    const a = simulateGame({ seed: 8, investigators: 2, ancientOne: 'hastur', content: 'original' })
    const b = simulateGame({ seed: 8, investigators: 2, ancientOne: 'hastur', content: 'original' })
    expect(b.actions).toBe(a.actions)
    expect(b.outcome).toBe(a.outcome)
    expect(JSON.stringify(b.final)).toBe(JSON.stringify(a.final))
  })
})
