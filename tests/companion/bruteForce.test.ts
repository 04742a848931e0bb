import { describe, expect, it, vi } from 'vitest'
import { ahOdds, dmdOdds, ehOdds, type Blessing, type Goal, type Odds } from '../../src/companion/index.ts'
import { bruteOdds, type BruteFace, type Outcome } from './bruteForce.ts'

// The faces as the rulebooks and dice give them, written out here rather than read from src/companion.
// Exhaustive search takes seconds on a busy machine; the limit is not a speed assertion.
vi.setConfig({ testTimeout: 60_000 })

const f = (success: number, tentacle = 0): BruteFace => ({ success, tentacle })
const BLACK = [f(1), f(1), f(1, 1), f(0, 1), f(0), f(0)] // success ×2, success + tentacle, tentacle, elder sign, blank
const GREEN = [f(1), f(1), f(1), f(0), f(0), f(0)] // success ×2, success + elder sign, elder sign, blank ×2
const d6 = (blessing: Blessing): BruteFace[] =>
  [1, 2, 3, 4, 5, 6].map((pip) => f(pip >= (blessing === 'blessed' ? 4 : blessing === 'cursed' ? 6 : 5) ? 1 : 0))

function expectAgreement(odds: Odds, brute: Outcome, goal: Goal) {
  if (goal === 'most') expect(odds.pass).toBeNull()
  else expect(odds.pass).toBeCloseTo(brute.reward, 9)
  expect(odds.expectedSuccesses).toBeCloseTo(brute.mean, 9)
  expect(odds.expectedTentacles).toBeCloseTo(brute.tentacles, 9)
  expect(odds.expectedSpent).toBeCloseTo(brute.spent, 9)
  expect(odds.successes.length).toBe(brute.dist.length)
  for (const [k, p] of odds.successes.entries()) expect(Math.abs(p - (brute.dist[k] ?? 0))).toBeLessThan(1e-9)
}

describe('dmdOdds agrees with exhaustive search', () => {
  it.each([
    { green: 0, stress: 0, goal: 2 as Goal },
    { green: 0, stress: 1, goal: 1 as Goal },
    { green: 0, stress: 3, goal: 3 as Goal },
    { green: 0, stress: 2, goal: 'most' as Goal },
    { green: 1, stress: 2, goal: 2 as Goal },
    { green: 1, stress: 2, goal: 4 as Goal },
    { green: 1, stress: 1, goal: 'most' as Goal },
    { green: 2, stress: 1, goal: 3 as Goal },
  ])('3 black + $green green, stress $stress, goal $goal', ({ green, stress, goal }) => {
    const dice = [BLACK, BLACK, BLACK, ...Array.from({ length: green }, () => GREEN)]
    const brute = bruteOdds({ dice, action: 'reroll', resource: stress, goal, size: dice.length + 1 })
    expectAgreement(dmdOdds({ green, stress, goal }), brute, goal)
  })
})

describe('ehOdds agrees with exhaustive search', () => {
  it.each([
    { skill: 1, clues: 0, focus: 0, blessing: 'none' as Blessing, goal: 1 as Goal },
    { skill: 2, clues: 1, focus: 1, blessing: 'none' as Blessing, goal: 2 as Goal },
    { skill: 3, clues: 1, focus: 1, blessing: 'blessed' as Blessing, goal: 2 as Goal },
    { skill: 3, clues: 2, focus: 0, blessing: 'cursed' as Blessing, goal: 1 as Goal },
    { skill: 2, clues: 2, focus: 0, blessing: 'none' as Blessing, goal: 'most' as Goal },
    { skill: 4, clues: 1, focus: 1, blessing: 'cursed' as Blessing, goal: 3 as Goal },
  ])('skill $skill, clues $clues, focus $focus, $blessing, goal $goal', ({ skill, clues, focus, blessing, goal }) => {
    const dice = Array.from({ length: skill }, () => d6(blessing))
    const brute = bruteOdds({ dice, action: 'reroll', resource: clues + focus, goal, size: skill + 1 })
    expectAgreement(ehOdds({ skill, clues, focus, blessing, goal }), brute, goal)
  })
})

describe('ahOdds agrees with exhaustive search', () => {
  it.each([
    { skill: 1, clues: 0, blessing: 'none' as Blessing, goal: 1 as Goal },
    { skill: 1, clues: 4, blessing: 'none' as Blessing, goal: 2 as Goal },
    { skill: 2, clues: 3, blessing: 'blessed' as Blessing, goal: 3 as Goal },
    { skill: 3, clues: 3, blessing: 'cursed' as Blessing, goal: 1 as Goal },
    { skill: 2, clues: 2, blessing: 'none' as Blessing, goal: 'most' as Goal },
  ])('skill $skill, clues $clues, $blessing, goal $goal', ({ skill, clues, blessing, goal }) => {
    const dice = Array.from({ length: skill }, () => d6(blessing))
    const brute = bruteOdds({
      dice,
      action: 'add',
      addFaces: d6(blessing),
      resource: clues,
      goal,
      size: skill + clues + 1,
    })
    expectAgreement(ahOdds({ skill, clues, blessing, goal }), brute, goal)
  })
})
