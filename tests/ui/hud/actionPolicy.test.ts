import { describe, expect, it } from 'vitest'
import { ACTION_TYPES, UNREACHABLE, missingTypes, planRuns } from './actionPolicy.ts'

describe('the plan of the every-action browser test', () => {
  it('finds runs that reach every action type of the union that can come up', { timeout: 240_000 }, () => {
    const { runs, seen } = planRuns()
    expect(missingTypes(seen)).toEqual([])
    expect(runs.length).toBeGreaterThan(0)
    expect(runs.reduce((n, r) => n + r.steps, 0)).toBeLessThan(700)
  })

  it('lists as unreachable only types of the union', () => {
    for (const type of Object.keys(UNREACHABLE)) expect(ACTION_TYPES).toContain(type)
  })
})
