import { describe, expect, it } from 'vitest'
import { DIE_COLORS, DIE_FACES, type DieColor } from '../../src/engine/dice.ts'
import {
  chiSquareTest,
  DMD_BLACK,
  DMD_GREEN,
  KIND_FACES,
  PHYSICS,
  PIP_DIE,
  SETTLE,
  simulateRoll,
  type DieKind,
} from '../../src/physics/index.ts'

const ALL_EIGHT: DieColor[] = ['green', 'green', 'green', 'green', 'green', 'green', 'yellow', 'red']

describe('simulateRoll', () => {
  it('gives the same faces, steps and rethrows for the same seed', async () => {
    for (const seed of [1, 42, 2024]) {
      const a = await simulateRoll({ seed, dice: ALL_EIGHT })
      const b = await simulateRoll({ seed, dice: ALL_EIGHT })
      expect(b).toEqual(a)
    }
  })

  it('returns one face of the right kind per die, in the order asked', async () => {
    const dice: DieColor[] = ['red', 'green', 'yellow', 'green']
    const { faces } = await simulateRoll({ seed: 7, dice })
    expect(faces).toHaveLength(4)
    faces.forEach((face, i) => expect(DIE_FACES[dice[i]!]).toContain(face))
  })

  it('settles an 8-dice throw within the hard cap', async () => {
    const { steps } = await simulateRoll({ seed: 99, dice: ALL_EIGHT })
    expect(steps * PHYSICS.timestep).toBeLessThan(SETTLE.capSeconds)
  })

  it('rolls nothing when given no dice', async () => {
    expect(await simulateRoll({ seed: 1, dice: [] })).toEqual({
      faces: [],
      indices: [],
      steps: 0,
      rethrows: 0,
      cocked: 0,
    })
  })

  // Issue 15: the companion games' dice go through the same world, settle rule and face reading.
  const COMPANION_MIX: DieKind[] = [DMD_BLACK, DMD_BLACK, DMD_BLACK, DMD_GREEN, DMD_GREEN, PIP_DIE, PIP_DIE, PIP_DIE]

  it('gives the same faces for the same seed with pip and Death May Die dice', async () => {
    for (const seed of [3, 77]) {
      const a = await simulateRoll({ seed, dice: COMPANION_MIX })
      const b = await simulateRoll({ seed, dice: COMPANION_MIX })
      expect(b).toEqual(a)
      a.faces.forEach((face, i) => expect(face).toBe(KIND_FACES[COMPANION_MIX[i]!][a.indices[i]!]))
    }
  })

  it('lands every kind on the same face positions for the same seed: one body, only the faces differ', async () => {
    const pips = await simulateRoll({ seed: 5, dice: Array<DieKind>(6).fill(PIP_DIE) })
    const black = await simulateRoll({ seed: 5, dice: Array<DieKind>(6).fill(DMD_BLACK) })
    const green = await simulateRoll({ seed: 5, dice: Array<DieKind>(6).fill('green') })
    expect(black.indices).toEqual(pips.indices)
    expect(green.indices).toEqual(pips.indices)
    expect(pips.faces).toEqual(pips.indices.map((i) => String(i + 1)))
  })

  // The seeded, smaller version of `npm run bench`'s fairness check: 100 throws of 8 dice per kind.
  // Fixed seeds make the counts (and so the p-value) the same on every run.
  // Each kind gets its own seeds: the dice share one shape, so shared seeds would repeat one sample.
  it.each(([...DIE_COLORS, PIP_DIE, DMD_BLACK] as DieKind[]).map((color, k) => [color, 10_000 + 1_000 * k] as const))(
    'throws %s dice fairly (chi-square p ≥ 0.01 over 800 face positions, seeds from %i)',
    async (color, firstSeed) => {
      const counts = [0, 0, 0, 0, 0, 0]
      for (let i = 0; i < 100; i++) {
        const { indices } = await simulateRoll({ seed: firstSeed + i, dice: Array<DieKind>(8).fill(color) })
        for (const index of indices) counts[index]! += 1
      }
      expect(counts.reduce((a, b) => a + b)).toBe(800)
      expect(chiSquareTest(counts).p).toBeGreaterThanOrEqual(0.01)
    },
  )
})
