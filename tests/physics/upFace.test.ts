import { describe, expect, it } from 'vitest'
import { Matrix4, Quaternion } from 'three'
import { DIE_COLORS, DIE_FACES } from '../../src/engine/dice.ts'
import { FACE_NORMALS, readDie, restingRotation, upFace } from '../../src/physics/upFace.ts'

/** The 24 rotations of a cube: signed permutation matrices with determinant +1. */
function cubeRotations(): { matrix: number[][]; quat: Quaternion }[] {
  const perms = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ]
  const out: { matrix: number[][]; quat: Quaternion }[] = []
  for (const perm of perms) {
    for (let signs = 0; signs < 8; signs++) {
      const m = [0, 1, 2].map((row) => [0, 1, 2].map((col) => (perm[row] === col ? ((signs >> row) & 1 ? -1 : 1) : 0)))
      const det =
        m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) -
        m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) +
        m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!)
      if (det !== 1) continue
      const r = m.map((row) => row.map((v) => v))
      const m4 = new Matrix4().set(
        r[0]![0]!,
        r[0]![1]!,
        r[0]![2]!,
        0,
        r[1]![0]!,
        r[1]![1]!,
        r[1]![2]!,
        0,
        r[2]![0]!,
        r[2]![1]!,
        r[2]![2]!,
        0,
        0,
        0,
        0,
        1,
      )
      out.push({ matrix: m, quat: new Quaternion().setFromRotationMatrix(m4) })
    }
  }
  return out
}

/** The face that R sends to +y is the local axis Rᵀ·ŷ: the middle row of R. */
function expectedIndex(matrix: number[][]): number {
  const row = matrix[1]!
  return FACE_NORMALS.findIndex((n) => n.x === row[0] && n.y === row[1] && n.z === row[2])
}

const ROTATIONS = cubeRotations()

describe('upFace', () => {
  it('enumerates the 24 resting orientations of a cube', () => {
    expect(ROTATIONS).toHaveLength(24)
  })

  describe.each(DIE_COLORS)('a %s die', (color) => {
    it.each(ROTATIONS.map((r, i) => [i, r] as const))('reads orientation %i as the face rotated to the top', (_, r) => {
      const index = expectedIndex(r.matrix)
      expect(index).toBeGreaterThanOrEqual(0)
      expect(upFace(color, r.quat)).toBe(DIE_FACES[color][index])
      expect(readDie(r.quat).tiltDegrees).toBeCloseTo(0, 6)
    })

    it('shows each of its six faces in exactly four of the 24 orientations', () => {
      const seen = new Map<string, number>()
      for (const r of ROTATIONS) {
        const face = upFace(color, r.quat)
        seen.set(face, (seen.get(face) ?? 0) + 1)
      }
      expect([...seen.keys()].sort()).toEqual([...DIE_FACES[color]].sort())
      expect([...seen.values()]).toEqual([4, 4, 4, 4, 4, 4])
    })
  })

  it('still reads the nearest face when the die is tilted, and reports the tilt', () => {
    const tilt = new Quaternion().setFromAxisAngle({ x: 0.6, y: 0, z: 0.8 } as never, (30 * Math.PI) / 180)
    for (const r of ROTATIONS) {
      const tilted = tilt.clone().multiply(r.quat)
      expect(upFace('green', tilted)).toBe(upFace('green', r.quat))
      expect(readDie(tilted).tiltDegrees).toBeCloseTo(30, 4)
    }
  })

  it('accepts an unnormalised quaternion', () => {
    const q = ROTATIONS[5]!.quat
    const scaled = { x: q.x * 3, y: q.y * 3, z: q.z * 3, w: q.w * 3 }
    expect(upFace('red', scaled)).toBe(upFace('red', q))
  })
})

describe('restingRotation', () => {
  it.each([0, 1, 2, 3, 4, 5])('rests face %i up at any yaw', (index) => {
    for (const yaw of [0, 0.7, 2, -2.5]) {
      const q = restingRotation(index, yaw)
      expect(readDie(q).index).toBe(index)
      expect(readDie(q).tiltDegrees).toBeCloseTo(0, 4)
    }
  })
})
