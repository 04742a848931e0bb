import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BLESSINGS,
  DMD_DIE_FACES,
  DMD_LIMITS,
  EH_LIMITS,
  AH_LIMITS,
  addAhDie,
  ahAdvice,
  ahOdds,
  dmdAdvice,
  dmdOdds,
  ehAdvice,
  ehOdds,
  rerollDmdDie,
  rerollEhDie,
  type DmdDie,
  type DmdRoll,
  type Odds,
} from '../../src/companion/index.ts'

const TOL = 1e-9
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

function expectWellFormed(odds: Odds, goal: number | 'most') {
  expect(Math.abs(sum(odds.successes) - 1)).toBeLessThan(TOL)
  expect(odds.successes.every((p) => p >= -TOL)).toBe(true)
  expect(Math.abs(odds.expectedSuccesses - sum(odds.successes.map((p, k) => p * k)))).toBeLessThan(TOL)
  if (goal !== 'most') expect(Math.abs((odds.pass ?? NaN) - sum(odds.successes.slice(goal)))).toBeLessThan(TOL)
}

const goalArb = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant('most' as const))
const blessingArb = fc.constantFrom(...BLESSINGS)
const RUNS = { numRuns: 40 }

describe('odds are well formed and monotonic', () => {
  it('Death May Die: more green dice or more stress never lowers the chance (or the expected successes)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DMD_LIMITS.green - 1 }),
        fc.integer({ min: 0, max: DMD_LIMITS.stress - 1 }),
        goalArb,
        (green, stress, goal) => {
          const base = dmdOdds({ green, stress, goal })
          expectWellFormed(base, goal)
          for (const more of [
            dmdOdds({ green: green + 1, stress, goal }),
            dmdOdds({ green, stress: stress + 1, goal }),
          ]) {
            if (goal === 'most') expect(more.expectedSuccesses).toBeGreaterThanOrEqual(base.expectedSuccesses - TOL)
            else expect(more.pass ?? 0).toBeGreaterThanOrEqual((base.pass ?? 0) - TOL)
          }
        },
      ),
      RUNS,
    )
  })

  it('Eldritch Horror: more dice, clues or focus, or a better blessing, never lower the chance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: EH_LIMITS.dice - 1 }),
        fc.integer({ min: 0, max: EH_LIMITS.clues - 1 }),
        fc.integer({ min: 0, max: EH_LIMITS.focus - 1 }),
        blessingArb,
        fc.integer({ min: 1, max: 6 }),
        (skill, clues, focus, blessing, goal) => {
          const setup = { skill, clues, focus, blessing, goal }
          const base = ehOdds(setup)
          expectWellFormed(base, goal)
          const p = base.pass ?? 0
          expect(ehOdds({ ...setup, skill: skill + 1 }).pass).toBeGreaterThanOrEqual(p - TOL)
          expect(ehOdds({ ...setup, clues: clues + 1 }).pass).toBeGreaterThanOrEqual(p - TOL)
          expect(ehOdds({ ...setup, focus: focus + 1 }).pass).toBeGreaterThanOrEqual(p - TOL)
          expect(ehOdds({ ...setup, goal: goal + 1 }).pass).toBeLessThanOrEqual(p + TOL)
          expect(ehOdds({ ...setup, blessing: 'cursed' }).pass).toBeLessThanOrEqual(p + TOL)
          expect(ehOdds({ ...setup, blessing: 'blessed' }).pass).toBeGreaterThanOrEqual(p - TOL)
        },
      ),
      RUNS,
    )
  })

  it('Arkham Horror: more skill or clues, or a better blessing, never lower the chance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: AH_LIMITS.dice - 1 }),
        fc.integer({ min: -3, max: 0 }),
        fc.integer({ min: 0, max: AH_LIMITS.clues - 1 }),
        blessingArb,
        fc.integer({ min: 1, max: 6 }),
        (skill, modifier, clues, blessing, goal) => {
          const setup = { skill, modifier, clues, blessing, goal }
          const base = ahOdds(setup)
          expectWellFormed(base, goal)
          const p = base.pass ?? 0
          expect(ahOdds({ ...setup, skill: skill + 1 }).pass).toBeGreaterThanOrEqual(p - TOL)
          expect(ahOdds({ ...setup, clues: clues + 1 }).pass).toBeGreaterThanOrEqual(p - TOL)
          expect(ahOdds({ ...setup, goal: goal + 1 }).pass).toBeLessThanOrEqual(p + TOL)
          expect(ahOdds({ ...setup, blessing: 'cursed' }).pass).toBeLessThanOrEqual(p + TOL)
          expect(ahOdds({ ...setup, blessing: 'blessed' }).pass).toBeGreaterThanOrEqual(p - TOL)
        },
      ),
      RUNS,
    )
  })
})

const dieArb = (kind: 'black' | 'green') =>
  fc.constantFrom(...DMD_DIE_FACES[kind]).map((face): DmdDie => ({ kind, face }))
const dmdRollArb = fc.record({
  dice: fc
    .tuple(fc.array(dieArb('black'), { minLength: 3, maxLength: 3 }), fc.array(dieArb('green'), { maxLength: 4 }))
    .map(([b, g]) => [...b, ...g]),
  stress: fc.integer({ min: 0, max: 4 }),
  goal: goalArb,
})
const close = (a: number | null, b: number | null) => expect(Math.abs((a ?? 0) - (b ?? 0))).toBeLessThan(TOL)
const mean = (xs: readonly number[]) => sum(xs) / xs.length

describe('advice is consistent with the odds', () => {
  it('Death May Die: the advised move is the best option, and each reroll is worth the average of its six faces', () => {
    fc.assert(
      fc.property(dmdRollArb, (roll: DmdRoll) => {
        const advice = dmdAdvice(roll)
        expect(advice.options[0]?.odds).toEqual(advice.odds)
        const key = (o: Odds) => o.pass ?? o.expectedSuccesses
        for (const option of advice.options) expect(key(option.odds)).toBeLessThanOrEqual(key(advice.odds) + TOL)
        for (const { move, odds } of advice.options) {
          if (move.type !== 'reroll') continue
          const die = roll.dice[move.die] as DmdDie
          const after = DMD_DIE_FACES[die.kind].map((face) => {
            const next = rerollDmdDie(roll, move.die, face)
            if (!next.ok) throw new Error(next.error)
            return dmdAdvice(next.value).odds
          })
          close(odds.pass, roll.goal === 'most' ? null : mean(after.map((o) => o.pass ?? 0)))
          close(odds.expectedTentacles, mean(after.map((o) => o.expectedTentacles)))
          close(odds.expectedSuccesses, mean(after.map((o) => o.expectedSuccesses)))
          close(odds.expectedSpent, 1 + mean(after.map((o) => o.expectedSpent)))
        }
      }),
      { numRuns: 60 },
    )
  })

  it('Death May Die: the odds before the roll are the average of the advice over every roll', () => {
    const faces = DMD_DIE_FACES.black
    const expected = dmdOdds({ green: 0, stress: 2, goal: 2 })
    const passes: number[] = []
    const tentacles: number[] = []
    for (const a of faces)
      for (const b of faces)
        for (const c of faces) {
          const dice = [a, b, c].map((face): DmdDie => ({ kind: 'black', face }))
          const { odds } = dmdAdvice({ dice, stress: 2, goal: 2 })
          passes.push(odds.pass ?? 0)
          tentacles.push(odds.expectedTentacles)
        }
    close(expected.pass, mean(passes))
    close(expected.expectedTentacles, mean(tentacles))
  })

  it('Eldritch Horror: the advised reroll is worth the average of its six faces and no option beats it', () => {
    const pips = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 })
    fc.assert(
      fc.property(
        pips,
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 2 }),
        blessingArb,
        (p, clues, focus, blessing) => {
          const roll = { pips: p, clues, focus, blessing, goal: 2 }
          const advice = ehAdvice(roll)
          for (const option of advice.options)
            expect(option.odds.pass ?? 0).toBeLessThanOrEqual((advice.odds.pass ?? 0) + TOL)
          if (advice.move.type !== 'reroll') return
          const { die, spend } = advice.move
          const after = [1, 2, 3, 4, 5, 6].map((pip) => {
            const next = rerollEhDie(roll, die, spend, pip)
            if (!next.ok) throw new Error(next.error)
            return ehAdvice(next.value).odds.pass ?? 0
          })
          close(advice.odds.pass, mean(after))
        },
      ),
      { numRuns: 60 },
    )
  })

  it('Arkham Horror: adding a die is worth the average of its six faces', () => {
    const pips = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 })
    fc.assert(
      fc.property(
        pips,
        fc.integer({ min: 1, max: 5 }),
        blessingArb,
        fc.integer({ min: 1, max: 5 }),
        (p, clues, blessing, goal) => {
          const roll = { pips: p, clues, blessing, goal }
          const advice = ahAdvice(roll)
          const add = advice.options.find((o) => o.move.type === 'addDie')
          if (add === undefined) throw new Error('adding a die must be an option while clues remain')
          const after = [1, 2, 3, 4, 5, 6].map((pip) => {
            const next = addAhDie(roll, pip)
            if (!next.ok) throw new Error(next.error)
            return ahAdvice(next.value).odds.pass ?? 0
          })
          close(add.odds.pass, mean(after))
          expect(advice.odds.pass ?? 0).toBeGreaterThanOrEqual((add.odds.pass ?? 0) - TOL)
        },
      ),
      { numRuns: 60 },
    )
  })
})
