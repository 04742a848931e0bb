import { describe, expect, it } from 'vitest'
import { chiSquareSurvival, chiSquareTest, erfc } from '../../src/physics/chiSquare.ts'

describe('chiSquareSurvival', () => {
  // Critical values from standard chi-square tables.
  it.each([
    [5, 1.1455, 0.95],
    [5, 4.35146, 0.5],
    [5, 11.0705, 0.05],
    [5, 15.0863, 0.01],
    [5, 20.515, 0.001],
    [1, 3.841459, 0.05],
    [2, 5.991465, 0.05],
    [3, 7.814728, 0.05],
    [4, 9.487729, 0.05],
    [6, 16.811894, 0.01],
  ])('with %i dof, P(X ≥ %f) = %f', (dof, x, p) => {
    expect(chiSquareSurvival(x, dof)).toBeCloseTo(p, 4)
  })

  it('is 1 at zero and falls toward 0', () => {
    expect(chiSquareSurvival(0, 5)).toBe(1)
    expect(chiSquareSurvival(200, 5)).toBeLessThan(1e-30)
  })

  it('rejects a non-integer dof with a physics: error', () => {
    expect(() => chiSquareSurvival(1, 2.5)).toThrow(/^physics:/)
  })
})

describe('erfc', () => {
  it.each([
    [0, 1],
    [0.5, 0.4795001222],
    [1, 0.1572992071],
    [2, 0.004677734981],
    [-1, 1.8427007929],
  ])('erfc(%f) = %f', (x, y) => {
    expect(Math.abs(erfc(x) - y) / y).toBeLessThan(2e-7)
  })
})

describe('chiSquareTest', () => {
  it('gives p = 1 for perfectly even counts', () => {
    expect(chiSquareTest([10, 10, 10, 10, 10, 10])).toEqual({ statistic: 0, dof: 5, p: 1 })
  })

  it('finds a loaded die', () => {
    const { statistic, p } = chiSquareTest([200, 100, 100, 100, 100, 100])
    expect(statistic).toBeCloseTo(71.4286, 3)
    expect(p).toBeLessThan(1e-10)
  })
})
