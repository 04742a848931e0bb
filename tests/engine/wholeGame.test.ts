// Issue 3 "Done when": seeded random play through legalActions, invariants after every action, every game
// ends won or lost, the state survives a JSON round-trip, and replay(record) equals live play.
import { describe, expect, it } from 'vitest'
import { createGame, replay, type GameSetup, type Ruleset } from '../../src/engine/index.ts'
import { playRandomGame, type Policy } from './support/randomGame.ts'
import './support/testContent.ts'

function setupFor(seed: number): GameSetup {
  const ruleset: Ruleset = seed % 3 === 0 ? 'first-printing' : 'revised'
  return { seed, investigators: 1 + (seed % 8), ruleset, content: 'starter' }
}

describe('whole games', () => {
  it.each([
    ['uniform', 1, 1200],
    ['eager', 5001, 800],
  ] as const)(
    'plays %s random games to the end with every invariant holding (seeds %i…, %i games)',
    (policy, first, count) => {
      const outcomes = { won: 0, lost: 0 }
      for (let seed = first; seed < first + count; seed++) {
        const setup = setupFor(seed)
        const game = playRandomGame(setup, createGame(setup), seed, { policy: policy as Policy })
        expect(game.violations, `seed ${seed}`).toEqual([])
        outcomes[game.state.status as 'won' | 'lost']++
      }
      expect(outcomes.won + outcomes.lost).toBe(count)
      if (policy === 'eager') expect(outcomes.won).toBeGreaterThan(0)
    },
  )

  it('plays games with the test-only content (passive abilities, expiring allies) with every invariant holding', () => {
    for (let seed = 9001; seed < 9201; seed++) {
      const setup: GameSetup = { ...setupFor(seed), content: 'engine-test' }
      const game = playRandomGame(setup, createGame(setup), seed, { policy: seed % 2 === 0 ? 'eager' : 'uniform' })
      expect(game.violations, `seed ${seed}`).toEqual([])
    }
  })

  it('never mutates the state it is given (every input deep-frozen)', () => {
    for (let seed = 300; seed < 400; seed++) {
      const setup = setupFor(seed)
      const game = playRandomGame(setup, createGame(setup), seed, { policy: 'eager', freeze: true })
      expect(game.violations, `seed ${seed}`).toEqual([])
    }
  })

  it('survives a JSON round-trip at every step and replays to the same state', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const setup = setupFor(seed)
      const game = playRandomGame(setup, createGame(setup), seed, { policy: 'eager' })
      expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state)
      const replayed = replay(JSON.parse(JSON.stringify({ setup, actions: game.actions })))
      expect(replayed).toEqual({ ok: true, value: game.state })
    }
  })
})
