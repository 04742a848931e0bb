import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DIE_FACES, type DieColor } from '../../../src/engine/dice.ts'
import { adventureOdds, parseOddsCard, type OddsOptions } from '../../../src/engine/odds/index.ts'
import { bruteForceOdds } from './bruteForce.ts'

const token = fc.constantFrom('L', 'P', 'T', 'L|P', 'P|T', 'L|T', '1I', '2I', '3I', '4I', '5I', '6I')
const task = fc.array(token, { minLength: 1, maxLength: 3 }).map((ts) => ts.join(' '))
const card = fc
  .tuple(fc.array(task, { minLength: 1, maxLength: 3 }), fc.boolean())
  .map(([ts, ordered]) => ts.join(ordered ? ' > ' : ' / '))
const ruleset = fc.constantFrom('revised' as const, 'first-printing' as const)
const color = fc.constantFrom<DieColor>('green', 'yellow', 'red')
/** A die on a spell: any colour, any face of that colour. */
const spellDie = fc
  .tuple(color, fc.integer({ min: 0, max: 5 }))
  .map(([c, side]) => ({ color: c, face: DIE_FACES[c][side] as (typeof DIE_FACES)[DieColor][number] }))

describe('adventureOdds properties', () => {
  it('more dice, focus, assistance, spells, clues, rerolls, dice to add or on spells never lower the odds', () => {
    fc.assert(
      fc.property(
        card,
        ruleset,
        fc.record({ green: fc.integer({ min: 0, max: 3 }), yellow: fc.boolean(), red: fc.boolean() }),
        fc.record({
          focus: fc.integer({ min: 0, max: 1 }),
          spells: fc.integer({ min: 0, max: 1 }),
          clues: fc.integer({ min: 0, max: 1 }),
          assists: fc.integer({ min: 0, max: 1 }),
          rerolls: fc.integer({ min: 0, max: 1 }),
        }),
        fc.constantFrom(
          'green',
          'yellow',
          'red',
          'focus',
          'spells',
          'clues',
          'assists',
          'rerolls',
          'rerollEachRoll',
          'addYellow',
          'addRed',
          'onSpells',
        ),
        spellDie,
        (c, rs, pool, use, more, die) => {
          const opts: OddsOptions = { ...use, ruleset: rs }
          const before = adventureOdds(c, pool, opts)
          const after =
            more === 'green'
              ? adventureOdds(c, { ...pool, green: pool.green + 1 }, opts)
              : more === 'yellow' || more === 'red'
                ? adventureOdds(c, { ...pool, [more]: true }, opts)
                : more === 'rerollEachRoll' || more === 'addYellow' || more === 'addRed'
                  ? adventureOdds(c, pool, { ...opts, [more]: true })
                  : more === 'onSpells'
                    ? adventureOdds(c, pool, { ...opts, onSpells: [die] })
                    : adventureOdds(c, pool, { ...opts, [more]: (opts[more] ?? 0) + 1 })
          expect(after).toBeGreaterThanOrEqual(before - 1e-12)
          expect(before).toBeGreaterThanOrEqual(0)
          expect(after).toBeLessThanOrEqual(1 + 1e-12)
        },
      ),
      { numRuns: 80, seed: 17 },
    )
  })

  it('agrees with the brute-force computation on random small cards to 1e-7', () => {
    fc.assert(
      fc.property(
        card,
        ruleset,
        fc.array(fc.constantFrom<DieColor>('green', 'yellow', 'red'), { minLength: 1, maxLength: 3 }),
        fc.record({
          focus: fc.integer({ min: 0, max: 1 }),
          spells: fc.integer({ min: 0, max: 1 }),
          clues: fc.integer({ min: 0, max: 1 }),
        }),
        (c, rs, raw, use) => {
          const dice = [
            ...raw.filter((d) => d === 'green'),
            ...(raw.includes('yellow') ? ['yellow' as const] : []),
            ...(raw.includes('red') ? ['red' as const] : []),
          ]
          const pool = {
            green: dice.filter((d) => d === 'green').length,
            yellow: dice.includes('yellow'),
            red: dice.includes('red'),
          }
          const exact = bruteForceOdds(parseOddsCard(c), dice, { ...use, ruleset: rs })
          expect(Math.abs(adventureOdds(c, pool, { ...use, ruleset: rs }) - exact)).toBeLessThan(1e-7)
        },
      ),
      { numRuns: 40, seed: 23 },
    )
  })

  it('agrees with the brute force on the added choices (assistance, rerolls, adding dice) to 1e-7', () => {
    fc.assert(
      fc.property(
        card,
        ruleset,
        fc.integer({ min: 0, max: 2 }),
        fc.record({
          focus: fc.integer({ min: 0, max: 1 }),
          assists: fc.integer({ min: 0, max: 1 }),
          rerolls: fc.integer({ min: 0, max: 1 }),
          rerollEachRoll: fc.boolean(),
          addYellow: fc.boolean(),
          addRed: fc.boolean(),
        }),
        (c, rs, green, use) => {
          // Keep the brute force small: at most 3 dice in all.
          const opts = { ...use, addRed: use.addRed && green + (use.addYellow ? 1 : 0) < 3, ruleset: rs }
          const dice: DieColor[] = Array.from({ length: green }, () => 'green')
          const exact = bruteForceOdds(parseOddsCard(c), dice, opts)
          expect(Math.abs(adventureOdds(c, { green }, opts) - exact)).toBeLessThan(1e-7)
        },
      ),
      { numRuns: 40, seed: 29 },
    )
  })

  it('agrees with the brute force with dice on spells to take back and first-printing markers to 1e-7', () => {
    fc.assert(
      fc.property(
        card,
        ruleset,
        fc.integer({ min: 0, max: 2 }),
        fc.option(spellDie, { nil: undefined }),
        fc.record({
          focus: fc.integer({ min: 0, max: 1 }),
          assists: fc.integer({ min: 0, max: 1 }),
          spells: fc.integer({ min: 0, max: 1 }),
        }),
        (c, rs, green, die, use) => {
          // At most 3 dice in all: the die on a spell is one of them.
          const onSpells = die && !(die.color !== 'green' && green === 2) ? [die] : []
          const opts = { ...use, onSpells, ruleset: rs }
          const dice: DieColor[] = Array.from({ length: green }, () => 'green')
          const exact = bruteForceOdds(parseOddsCard(c), dice, opts)
          expect(Math.abs(adventureOdds(c, { green }, opts) - exact)).toBeLessThan(1e-7)
        },
      ),
      { numRuns: 60, seed: 31 },
    )
  })
})
