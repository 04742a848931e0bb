// Revised rulebook, "Adventure Card Anatomy", "Tasks", "Monster Tasks"; README "Task notation".
import { describe, expect, it } from 'vitest'
import { parseCard } from '../../../src/engine/index.ts'

const inv = (amount: number) => ({ kind: 'investigation', amount })
const sym = (...oneOf: string[]) => ({ kind: 'symbol', oneOf })

describe('parseCard', () => {
  it.each([
    ['3I', [{ requirements: [inv(3)], costs: [], monsterArea: null }], false],
    ['P P 3I', [{ requirements: [sym('P'), sym('P'), inv(3)], costs: [], monsterArea: null }], false],
    ['L|P T', [{ requirements: [sym('L', 'P'), sym('T')], costs: [], monsterArea: null }], false],
    [
      '6I / T L 1san',
      [
        { requirements: [inv(6)], costs: [], monsterArea: null },
        { requirements: [sym('T'), sym('L')], costs: [{ kind: 'sanity', amount: 1 }], monsterArea: null },
      ],
      false,
    ],
    [
      'P P > L L',
      [
        { requirements: [sym('P'), sym('P')], costs: [], monsterArea: null },
        { requirements: [sym('L'), sym('L')], costs: [], monsterArea: null },
      ],
      true,
    ],
    [
      '2I 2sta clock',
      [{ requirements: [inv(2)], costs: [{ kind: 'stamina', amount: 2 }, { kind: 'clock' }], monsterArea: null }],
      false,
    ],
    ['{}', [{ requirements: [], costs: [], monsterArea: { kind: 'empty', requirements: [] } }], false],
    [
      '{P 3I}',
      [{ requirements: [], costs: [], monsterArea: { kind: 'total', requirements: [sym('P'), inv(3)] } }],
      false,
    ],
    [
      'L {T}',
      [{ requirements: [sym('L')], costs: [], monsterArea: { kind: 'partial', requirements: [sym('T')] } }],
      false,
    ],
    [
      'L { T } 1san',
      [
        {
          requirements: [sym('L')],
          costs: [{ kind: 'sanity', amount: 1 }],
          monsterArea: { kind: 'partial', requirements: [sym('T')] },
        },
      ],
      false,
    ],
  ])('accepts %j', (notation, tasks, ordered) => {
    const result = parseCard(notation)
    expect(result).toEqual({ ok: true, value: { tasks, ordered } })
  })

  it.each([
    ['', 0, 'empty'],
    ['3I / ', 5, 'Empty task'],
    ['3I / L > P', 7, 'not both'],
    ['3X', 0, 'unknown requirement'],
    ['L 0I', 2, 'between 1 and 99'],
    ['I', 0, 'positive number'],
    ['L|L', 0, 'repeated'],
    ['L|Q', 0, 'alternatives'],
    ['{P', 0, 'never closed'],
    ['P}', 1, 'closes no'],
    ['{P {T}}', 3, 'cannot hold'],
    ['{P} {T}', 4, 'at most one'],
    ['{1san}', 1, 'outside the monster area'],
    ['1san', 0, 'at least one die requirement'],
    ['3I // L', 4, 'Empty task'],
  ])('rejects %j at position %i', (notation, position, reason) => {
    const result = parseCard(notation)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.position).toBe(position)
    expect(result.error.message).toContain(reason)
  })
})
