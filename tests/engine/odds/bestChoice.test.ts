import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import { describe, expect, it } from 'vitest'
import { DIE_FACES, type DieColor, type Face } from '../../../src/engine/dice.ts'
import { printedRequirements } from '../../../src/engine/notation/canComplete.ts'
import { adventureOdds, parseOddsCard, rankChoices, type RollSituation } from '../../../src/engine/odds/index.ts'
import { playOnce } from './playByPolicy.ts'

function situation(card: string, rolled: [DieColor, Face][], over: Partial<RollSituation> = {}): RollSituation {
  const parsed = parseOddsCard(card)
  return {
    tasks: parsed.tasks.map(printedRequirements),
    done: 0,
    ordered: parsed.ordered,
    ruleset: 'revised',
    rolled: rolled.map(([color, face], id) => ({ id, color, face })),
    held: [],
    focus: 0,
    spells: 0,
    clues: 0,
    ...over,
  }
}

describe('rankChoices', () => {
  it('prefers the completion that leaves more dice for the rest of the card', () => {
    const ranked = rankChoices(
      situation('P / 2I', [
        ['green', 'P'],
        ['green', 'I1'],
        ['green', 'I1'],
      ]),
    )
    expect(ranked[0]?.choice).toEqual({ kind: 'complete', task: 0, dice: [0] })
    const other = ranked.find((r) => r.choice.kind === 'complete' && r.choice.task === 1)
    expect(other?.odds).toBeCloseTo(1 / 6, 12) // one green die left for the peril: one roll
    expect(ranked[0]?.odds).toBeGreaterThan(other?.odds ?? 1)
  })

  it('respects the order arrow', () => {
    const ranked = rankChoices(
      situation('P > 2I', [
        ['green', 'I2'],
        ['green', 'L'],
      ]),
    )
    expect(ranked.every((r) => r.choice.kind !== 'complete')).toBe(true)
  })

  it('lists failing with and without focus, securing and rerolling, ranked', () => {
    const ranked = rankChoices(
      situation(
        'P P > L',
        [
          ['green', 'P'],
          ['green', 'T'],
          ['red', 'I2'],
        ],
        { focus: 1, spells: 1, clues: 1 },
      ),
    )
    const kinds = new Set(ranked.map((r) => r.choice.kind))
    expect([...kinds].sort()).toEqual(['fail', 'reroll', 'secure'])
    for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]?.odds).toBeGreaterThanOrEqual(ranked[i]?.odds ?? 0)
    const rerolls = ranked.filter((r) => r.choice.kind === 'reroll')
    expect(rerolls).toHaveLength(7) // every non-empty subset of three distinct dice
  })

  it('averaged over every roll, the best choice gives adventureOdds', () => {
    const card = '2I L / T|P'
    const dice: DieColor[] = ['green', 'yellow', 'red']
    const opts = { focus: 1, spells: 1, clues: 1 }
    let sum = 0
    let count = 0
    for (const a of DIE_FACES.green)
      for (const b of DIE_FACES.yellow)
        for (const c of DIE_FACES.red) {
          const faces = [a, b, c]
          const best = rankChoices(
            situation(
              card,
              dice.map((color, i) => [color, faces[i] as Face]),
              opts,
            ),
          )[0]
          sum += best?.odds ?? 0
          count++
        }
    expect(Math.abs(sum / count - adventureOdds(card, { green: 1, yellow: true, red: true }, opts))).toBeLessThan(1e-9)
  })

  it('played by its own best choices, converges to adventureOdds (Monte Carlo, 3 standard errors)', () => {
    const card = 'P 2I > L|T'
    const parsed = parseOddsCard(card)
    const attempt = {
      tasks: parsed.tasks.map(printedRequirements),
      ordered: parsed.ordered,
      ruleset: 'revised' as const,
      pool: ['green', 'green', 'green', 'yellow', 'red'] as DieColor[],
      focus: 1,
      spells: 1,
      clues: 1,
    }
    const exact = adventureOdds(card, { green: 3, yellow: true, red: true }, { focus: 1, spells: 1, clues: 1 })
    const g = xoroshiro128plus(6)
    const n = 3000
    let wins = 0
    for (let i = 0; i < n; i++) if (playOnce(attempt, g)) wins++
    const se = Math.sqrt((exact * (1 - exact)) / n)
    expect(Math.abs(wins / n - exact)).toBeLessThan(3 * se)
  })
})
