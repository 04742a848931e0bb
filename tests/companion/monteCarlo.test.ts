import { describe, expect, it } from 'vitest'
import { createAhPlayer, createDmdPlayer, createEhPlayer, type OptimalPlayer } from '../../src/companion/index.ts'
import { createRandom } from '../../src/physics/createRandom.ts'

const TRIALS = 3000

// Plays the optimal policy TRIALS times from one seed (deterministic) and compares with the exact odds.
function check<D, M>(player: OptimalPlayer<D, M>, seed: number) {
  const random = createRandom(seed).float
  let passes = 0
  let tentacles = 0
  let tentacleSquares = 0
  for (let i = 0; i < TRIALS; i++) {
    const played = player.play(random)
    if (played.passed === true) passes++
    tentacles += played.tentacles
    tentacleSquares += played.tentacles ** 2
  }
  const p = player.odds.pass ?? 0
  const standardError = Math.sqrt((p * (1 - p)) / TRIALS)
  expect(Math.abs(passes / TRIALS - p)).toBeLessThanOrEqual(3 * standardError)
  const meanTentacles = tentacles / TRIALS
  const tentacleError = Math.sqrt((tentacleSquares / TRIALS - meanTentacles ** 2) / TRIALS)
  expect(Math.abs(meanTentacles - player.odds.expectedTentacles)).toBeLessThanOrEqual(3 * tentacleError + 1e-12)
  return passes / TRIALS
}

describe('the optimal player (seeded Monte Carlo) matches the exact odds on the largest pools', () => {
  it('Death May Die: 3 black + 8 green, 8 stress, 7 successes needed', () => {
    const player = createDmdPlayer({ green: 8, stress: 8, goal: 7 })
    expect(player.odds.pass).toBeGreaterThan(0.2)
    expect(player.odds.pass).toBeLessThan(0.98)
    check(player, 15)
  })

  it('Eldritch Horror: 12 dice, 8 clues + 2 focus, 6 successes needed', () => {
    const player = createEhPlayer({ skill: 10, modifier: 2, clues: 8, focus: 2, goal: 6 })
    check(player, 1515)
  })

  it('Eldritch Horror: cursed, 12 dice, 8 clues, 3 successes needed', () => {
    check(createEhPlayer({ skill: 12, clues: 8, focus: 0, blessing: 'cursed', goal: 3 }), 42)
  })

  it('Arkham Horror: 12 dice + 8 clues, blessed, difficulty 8', () => {
    check(createAhPlayer({ skill: 12, clues: 8, blessing: 'blessed', goal: 8 }), 7)
  })

  it('a player with no stress never rerolls', () => {
    const played = createDmdPlayer({ green: 2, stress: 0, goal: 3 }).play(createRandom(3).float)
    expect(played.moves).toEqual([{ type: 'stop' }])
    expect(played.spent).toBe(0)
  })
})
