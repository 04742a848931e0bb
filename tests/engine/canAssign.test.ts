// CONTRIBUTING.md, "The look": the legality query the scene uses while a die is held.
import { describe, expect, it } from 'vitest'
import { canAssign, checkAction } from '../../src/engine/index.ts'
import { rollAt, scenario } from './support/scenario.ts'

describe('canAssign', () => {
  const s = () => rollAt(scenario(), 'egyptian-wing', ['I3', 'P', 'P', 'L', 'T', 'I1'])
  it('accepts a die that can serve the task, and a set that can serve it together', () => {
    expect(canAssign(s(), 'row:1', [1])).toBe(true)
    expect(canAssign(s(), 'row:1', [1, 2])).toBe(true)
    expect(canAssign(s(), 'row:0', [0, 5])).toBe(true)
  })
  it('rejects a die no requirement takes, a third peril, or a die not in the roll', () => {
    expect(canAssign(s(), 'row:1', [3])).toBe(false)
    expect(canAssign(s(), 'row:0', [1])).toBe(false)
    expect(canAssign(s(), 'row:1', [1, 2, 4])).toBe(false)
    expect(canAssign(s(), 'row:1', [7])).toBe(false)
  })
  it('agrees with checkAction on whole completions', () => {
    expect(checkAction(s(), { type: 'completeTask', taskId: 'row:1', dice: [1, 2] })).toBeNull()
    expect(checkAction(s(), { type: 'completeTask', taskId: 'row:1', dice: [1, 3] })?.code).toBe(
      'TASK_REQUIREMENT_UNMET',
    )
  })
})
