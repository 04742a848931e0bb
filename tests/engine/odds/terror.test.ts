import { describe, expect, it } from 'vitest'
import type { DieColor } from '../../../src/engine/dice.ts'
import { adventureOdds, parseOddsCard, type OddsOptions } from '../../../src/engine/odds/index.ts'
import type { TerrorModel } from '../../../src/engine/odds/solverCard.ts'
import { bruteForceOdds } from './bruteForce.ts'

const model = (over: Partial<TerrorModel>): TerrorModel => ({
  monsters: [],
  cup: [0, 0, 0, 0],
  endsAt: 0,
  idle: [0, 0, 0],
  ...over,
})

const health = (sanity: number, stamina: number, perEvent: [number, number], costs: [number, number][]) => ({
  sanity,
  stamina,
  perEvent,
  costs,
})

/** Original-set shapes: a monster from the card's terror (cup of lock colours), devouring, doom. */
const cases: [string, DieColor[], OddsOptions][] = [
  // A monster appears at every terror (Meteorite Exhibit, Unmarked Crate): locks green, yellow, red, or none.
  ['T L', ['green', 'green', 'green'], { terror: model({ monsters: [1], cup: [2, 1, 0, 0] }) }],
  ['L > P', ['green', 'green', 'yellow'], { focus: 1, terror: model({ monsters: [1], cup: [1, 1, 1, 1] }) }],
  ['3I / T', ['green', 'green', 'red'], { terror: model({ monsters: [1], cup: [1, 0, 0, 2] }) }],
  ['P L', ['green', 'green', 'green'], { focus: 1, terror: model({ monsters: [1], cup: [0, 2, 0, 0] }) }],
  // The yellow die is still to add, or idle: the lock takes it first.
  ['L L', ['green', 'green'], { addYellow: true, terror: model({ monsters: [1], cup: [1, 0, 1, 0] }) }],
  ['4I', ['green', 'green'], { terror: model({ monsters: [1], cup: [0, 1, 0, 0], idle: [1, 0, 0] }) }],
  // The Ancient One wakes at the first terror; the sanity or stamina runs out at the second.
  ['T T', ['green', 'green', 'green'], { focus: 1, terror: model({ endsAt: 1 }) }],
  ['L P', ['green', 'green', 'green', 'yellow'], { terror: model({ endsAt: 2 }) }],
  // Both, with a spell and a doom icon bringing a second monster on the second event.
  [
    'P > 2I',
    ['green', 'green', 'green'],
    { spells: 1, terror: model({ monsters: [1, 2], cup: [1, 2, 0, 0], endsAt: 3 }) },
  ],
  ['L 2I', ['green', 'yellow', 'red'], { focus: 1, terror: model({ monsters: [1], cup: [1, 0, 1, 1], endsAt: 3 }) }],
  // Sanity and stamina (Whispering Diorama 'T T > 4I 1san' with san(-1) terror; Hall of Armour's '2sta'): a
  // cost that would bring either to 0 closes the task, a terror that does devours.
  [
    'T > 4I',
    ['green', 'green', 'green', 'green'],
    {
      focus: 1,
      terror: model({
        health: health(
          2,
          5,
          [1, 0],
          [
            [0, 0],
            [1, 0],
          ],
        ),
      }),
    },
  ],
  [
    'L / P',
    ['green', 'green', 'green'],
    {
      terror: model({
        health: health(
          3,
          2,
          [0, 1],
          [
            [0, 1],
            [0, 1],
          ],
        ),
      }),
    },
  ],
  [
    'L P',
    ['green', 'green', 'green'],
    { clues: 1, terror: model({ monsters: [1], cup: [1, 1, 0, 0], health: health(2, 9, [1, 0], [[1, 0]]) }) },
  ],
]

describe('adventureOdds with terror effects', () => {
  it('agrees with the independent brute force to 1e-7 on every modelled effect', () => {
    for (const [card, dice, opts] of cases) {
      const pool = {
        green: dice.filter((d) => d === 'green').length,
        yellow: dice.includes('yellow'),
        red: dice.includes('red'),
      }
      const exact = bruteForceOdds(parseOddsCard(card), dice, { ...opts, held: [] })
      const plain = adventureOdds(card, pool, { ...opts, terror: model({}) })
      const got = adventureOdds(card, pool, opts)
      expect(Math.abs(got - exact), `${card} ${dice.join(',')} ${JSON.stringify(opts)}`).toBeLessThan(1e-7)
      // An idle green die takes the only lock: the odds stay; everywhere else terror costs something.
      if (opts.terror?.idle[0]) expect(got).toBeCloseTo(plain, 12)
      else expect(got, `${card}: terror lowers the odds`).toBeLessThan(plain)
    }
  })
})
