// Revised rulebook, "Resolving Tasks", "Dice Results"; docs/rules.md#dice.
import { describe, expect, it } from 'vitest'
import {
  canComplete,
  findDiceFor,
  parseTask,
  requirementsMet,
  type DieRequirement,
  type Face,
} from '../../../src/engine/index.ts'

const F = (s: string) => (s === '' ? [] : (s.split(' ') as Face[]))

describe('canComplete', () => {
  it.each([
    ['3I', 'I3', true],
    ['3I', 'I1 I2', true],
    ['3I', 'I1 I1', false],
    ['3I', 'L P T', false],
    ['P P 3I', 'P P I3', true],
    ['P P 3I', 'P W I3', true],
    ['P P 3I', 'P I3 I1', false],
    ['L|P', 'P', true],
    ['L|P', 'T', false],
    ['L|P L', 'L P', true],
    ['L|P L', 'P P', false],
    ['L|P L|T P|T', 'L P T', true],
    ['L|P L|P L|P', 'L P T', false],
    ['4I', 'W', true],
    ['5I', 'W I1', true],
    ['4I 4I', 'I4 I3 I1', true],
    ['4I 4I', 'I3 I3 I2', false],
    ['3I 3I', 'I2 I2 I1 I1', true],
    ['3I 3I', 'I3 I2 I1', true],
    ['5I 3I', 'I4 I2 I2', false],
    ['5I 3I', 'I4 I1 I3', true],
    ['6I 2I', 'I3 I3 I2', true],
    ['6I 2I', 'I4 I3 I1', false],
    ['6I 2I', 'I4 I2 I2', true],
    ['2I 2I 2I', 'I3 I3 I1 I1', true],
    ['2I 2I 2I', 'I3 I3 I1', false],
    ['T 4I', 'W I4', true],
    ['T 4I', 'W I3', false],
    ['T 4I', 'W I4 T', true],
    ['L {T}', 'L T', true],
    ['L {T}', 'L', false],
    ['{}', '', true],
    ['{P 3I}', 'P I2 I1', true],
    ['2I 1san clock', 'I2', true],
    ['L', '', false],
  ])('%s with [%s] is %s (revised)', (task, faces, expected) => {
    expect(canComplete(task, F(faces))).toBe(expected)
  })

  it.each([
    ['4I', 'W', false],
    ['1I', 'W', true],
    ['5I', 'W I4', true],
    ['T', 'W', true],
  ])('%s with [%s] is %s (first printing: wildcard counts 1)', (task, faces, expected) => {
    expect(canComplete(task, F(faces), 'first-printing')).toBe(expected)
  })

  it('throws an engine: error for bad notation', () => {
    expect(() => canComplete('3X', [])).toThrow(/^engine:/)
  })
})

/** Every way to send each die to one requirement (or nowhere), checked by brute force. */
function bruteForce(reqs: readonly DieRequirement[], faces: readonly Face[], wildValue: number): boolean {
  const assign = new Array<number>(faces.length).fill(-1)
  const check = () => {
    const sums = reqs.map(() => 0)
    const symbolUsed = reqs.map(() => 0)
    for (let d = 0; d < faces.length; d++) {
      const r = assign[d] as number
      if (r < 0) continue
      const req = reqs[r] as DieRequirement
      const face = faces[d] as Face
      if (req.kind === 'symbol') {
        if (!(face === 'W' || (req.oneOf as readonly string[]).includes(face))) return false
        symbolUsed[r] = (symbolUsed[r] ?? 0) + 1
      } else {
        const v = face === 'W' ? wildValue : face.startsWith('I') ? Number(face.slice(1)) : 0
        if (v === 0) return false
        sums[r] = (sums[r] ?? 0) + v
      }
    }
    return reqs.every((req, r) => (req.kind === 'symbol' ? symbolUsed[r] === 1 : (sums[r] as number) >= req.amount))
  }
  const rec = (d: number): boolean => {
    if (d === faces.length) return check()
    for (let r = -1; r < reqs.length; r++) {
      assign[d] = r
      if (rec(d + 1)) return true
    }
    return false
  }
  return rec(0)
}

describe('requirementsMet', () => {
  it('agrees with brute force on 3,000 seeded random tasks and rolls', () => {
    let s = 12345
    const rand = (n: number) => {
      s = (s * 1103515245 + 12345) & 0x7fffffff
      return s % n
    }
    const faces: Face[] = ['I1', 'I2', 'I3', 'I4', 'L', 'P', 'T', 'W']
    const syms = ['L', 'P', 'T', 'L|P', 'L|T', 'P|T', 'L|P|T']
    for (let k = 0; k < 3000; k++) {
      const tokens: string[] = []
      const n = 1 + rand(4)
      for (let i = 0; i < n; i++) tokens.push(rand(2) ? `${1 + rand(7)}I` : (syms[rand(syms.length)] as string))
      const task = parseTask(tokens.join(' '))
      if (!task.ok) throw new Error('bad generated task')
      const roll = Array.from({ length: rand(7) }, () => faces[rand(8)] as Face)
      for (const [ruleset, wv] of [
        ['revised', 4],
        ['first-printing', 1],
      ] as const) {
        expect([
          tokens.join(' '),
          roll.join(' '),
          ruleset,
          requirementsMet(task.value.requirements, roll, ruleset),
        ]).toEqual([tokens.join(' '), roll.join(' '), ruleset, bruteForce(task.value.requirements, roll, wv)])
      }
    }
  })
})

describe('findDiceFor', () => {
  it('accepts a roll and names a minimal set of dice', () => {
    const task = parseTask('P 3I')
    if (!task.ok) throw new Error('bad')
    expect(findDiceFor(task.value.requirements, F('I1 P I3 L I2'))).toEqual([1, 2])
  })
  it('rejects (null) when the roll cannot meet the task', () => {
    const task = parseTask('P 3I')
    if (!task.ok) throw new Error('bad')
    expect(findDiceFor(task.value.requirements, F('I1 L I1'))).toBeNull()
  })
})
