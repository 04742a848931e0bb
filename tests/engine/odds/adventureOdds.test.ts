import { describe, expect, it } from 'vitest'
import type { DieColor, Face } from '../../../src/engine/dice.ts'
import { adventureOdds, parseOddsCard, type OddsOptions } from '../../../src/engine/odds/index.ts'
import { bruteForceOdds } from './bruteForce.ts'

const g = (n: number) => ({ green: n })

describe('adventureOdds', () => {
  it.each([
    ['one green die, one peril', 'P', g(1), {}, 1 / 6],
    ['n green dice, one peril: fails only if every roll misses', 'P', g(4), {}, 1 - (5 / 6) ** 10],
    ['investigation total 1 on a green die', '1I', g(1), {}, 3 / 6],
    ['investigation total 4 on the yellow die', '4I', { green: 0, yellow: true }, {}, 1 / 6],
    ['wildcard counts 4 investigation (revised)', '4I', { green: 0, red: true }, {}, 2 / 6],
    [
      'wildcard counts 1 investigation (first printing)',
      '4I',
      { green: 0, red: true },
      { ruleset: 'first-printing' },
      1 / 6,
    ],
    ['wildcard as terror, both printings', 'T', { green: 0, red: true }, { ruleset: 'first-printing' }, 1 / 6],
    [
      'wildcard as 1 investigation (first printing)',
      '1I',
      { green: 0, red: true },
      { ruleset: 'first-printing' },
      4 / 6,
    ],
    ['a split takes either symbol', 'L|P', g(1), {}, 2 / 6],
    ['an order arrow: peril first, then terror', 'P > T', g(2), {}, (11 / 36) * (1 / 6)],
    ['no arrow: either task first', 'P / T', g(2), {}, (20 / 36) * (1 / 6)],
    ['two perils on two dice need both at once', 'P P', g(2), { focus: 1 }, 1 / 36],
    ['a secured die counts toward the task', 'P P', g(1), { secured: ['P'] }, 1 / 6],
    ['secured dice need a roll to be used', 'L', g(0), { secured: ['L'] }, 0],
    ['a task met by secured dice on the first roll', 'L', g(1), { secured: ['L'] }, 1],
    ['the pool runs out while a held die could finish', 'P / L', g(1), { secured: ['L'] }, 1 / 6],
    ['no dice left', 'L', g(0), {}, 0],
  ] as const)('%s: %s', (_name, card, pool, opts, expected) => {
    expect(adventureOdds(card, pool, opts as OddsOptions)).toBeCloseTo(expected, 12)
  })

  it('agrees with an independent brute-force computation to 1e-7', () => {
    const cases: [string, DieColor[], OddsOptions][] = [
      ['P P > L', ['green', 'green', 'red'], { focus: 1 }],
      ['2I L / T|P', ['green', 'yellow', 'red'], { focus: 1 }],
      ['3I / L', ['green', 'green', 'green'], { clues: 1 }],
      ['3I / L', ['green', 'green', 'yellow'], { spells: 1 }],
      ['P > 4I', ['green', 'yellow', 'red'], { focus: 1, ruleset: 'first-printing' }],
      ['L L', ['green', 'green', 'green'], { focus: 1, spells: 1, clues: 1 }],
      ['T {2I} / L|P', ['green', 'green', 'red'], { clues: 1, secured: ['I2'] }],
      ['5I', ['green', 'green', 'yellow'], { focus: 2 }],
      ['L L / P', ['green', 'green', 'green'], { assists: 1 }],
      ['L L / P', ['green', 'green'], { focus: 1, assists: 1 }],
      ['3I / L', ['green', 'green'], { rerolls: 1 }],
      ['L P', ['green', 'green'], { clues: 1, rerolls: 1 }],
      ['L / P', ['green', 'green'], { rerollEachRoll: true }],
      ['4I L', ['green', 'green'], { rerollEachRoll: true, clues: 1 }],
      ['L P', ['green', 'green'], { rerollEachRoll: true, spells: 1 }],
      ['4I / L', ['green'], { addYellow: true }],
      ['P > 4I', ['green'], { addRed: true, focus: 1 }],
      ['P > 4I', ['green'], { addRed: true, focus: 1, ruleset: 'first-printing' }],
      ['T L', ['green', 'green'], { addYellow: true, addRed: true }],
      ['L L', ['green'], { addYellow: true, focus: 1, ruleset: 'first-printing' }],
      ['L', [], { addYellow: true }],
      // Dice on spells taken back into the pool (any time before a roll, as often as wanted). The old
      // "now, and never again" valuation gave 0, 0, 1/6, 0.6457, 0.4681, 0.5035 here.
      ['L L', ['green'], { onSpells: [{ color: 'green', face: 'P' }] }],
      ['L', [], { onSpells: [{ color: 'green', face: 'T' }] }],
      ['3I / L', ['green'], { onSpells: [{ color: 'red', face: 'L' }], spells: 1 }],
      ['3I > P', ['green', 'green', 'green', 'green'], { spells: 1, focus: 1 }],
      ['P / L / T', ['green', 'green', 'green', 'yellow'], { spells: 2 }],
      ['P 4I', ['green', 'green', 'green', 'yellow'], { spells: 2, focus: 1 }],
      ['P > 4I', ['green', 'yellow'], { spells: 1, ruleset: 'first-printing' }],
      // First printing: one die per marker, focus or assist again once the marker is empty (a count of
      // uses gave 0.7796 and 0.7796 for the first two).
      ['L 2I / L|P', ['green', 'green', 'green', 'green', 'green'], { focus: 1, ruleset: 'first-printing' }],
      ['L 2I / L|P', ['green', 'green', 'green', 'green', 'green'], { assists: 1, ruleset: 'first-printing' }],
      ['L > L > L', ['green', 'green'], { focus: 1, secured: ['L'], ruleset: 'first-printing' }],
      ['L > P > T', ['green', 'green', 'yellow'], { focus: 1, spells: 1, ruleset: 'first-printing' }],
    ]
    for (const [card, dice, opts] of cases) {
      const pool = {
        green: dice.filter((d) => d === 'green').length,
        yellow: dice.includes('yellow'),
        red: dice.includes('red'),
      }
      const exact = bruteForceOdds(parseOddsCard(card), dice, { ...opts, held: [...(opts.secured ?? [])] })
      expect(
        Math.abs(adventureOdds(card, pool, opts) - exact),
        `${card} ${dice.join(',')} ${JSON.stringify(opts)}`,
      ).toBeLessThan(1e-7)
    }
  })
})

describe('adventureOdds with many held dice', () => {
  // Regression: held dice were packed two bits per face, so a fourth held die of one face (spells piling up
  // dice in a long game) made bestMove throw "at most 3 held dice per face".
  it('accepts four or more held dice of one face and agrees with the brute force', () => {
    const cases: [string, DieColor[], Face[]][] = [
      ['L L L L P', ['green'], ['L', 'L', 'L', 'L']],
      ['L L L L L > P', ['green', 'green'], ['L', 'L', 'L', 'L', 'L']],
      ['T T T T / 3I', ['green'], ['T', 'T', 'T', 'T', 'I3']],
    ]
    for (const [card, dice, secured] of cases) {
      const exact = bruteForceOdds(parseOddsCard(card), dice, { held: [...secured] })
      const odds = adventureOdds(card, { green: dice.length }, { secured })
      expect(Math.abs(odds - exact), card).toBeLessThan(1e-7)
    }
  })

  it('keys all eight dice held at once without collisions', () => {
    expect(adventureOdds('L L L L L L L L', { green: 0 }, { secured: ['L', 'L', 'L', 'L', 'L', 'L', 'L', 'L'] })).toBe(
      0,
    )
    expect(adventureOdds('L L L L L L L', { green: 1 }, { secured: ['L', 'L', 'L', 'L', 'L', 'L', 'L'] })).toBeCloseTo(
      1,
      12,
    )
  })
})
