import { describe, expect, it } from 'vitest'
import { Matrix4, Quaternion } from 'three'
import { DIE_FACES } from '../../src/engine/dice.ts'
import { DMD_DIE_FACES } from '../../src/companion/index.ts'
import { DIE_KINDS, faceAt, KIND_FACES, PIP_FACES } from '../../src/physics/dieKinds.ts'
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

  describe.each(DIE_KINDS)('a %s die', (kind) => {
    it.each(ROTATIONS.map((r, i) => [i, r] as const))('reads orientation %i as the face rotated to the top', (_, r) => {
      const index = expectedIndex(r.matrix)
      expect(index).toBeGreaterThanOrEqual(0)
      expect(upFace(kind, r.quat)).toBe(KIND_FACES[kind][index])
      expect(readDie(r.quat).index).toBe(index)
      expect(readDie(r.quat).tiltDegrees).toBeCloseTo(0, 6)
    })

    it('shows each of its six face positions in exactly four of the 24 orientations', () => {
      const positions = [0, 0, 0, 0, 0, 0]
      const faces = new Map<string, number>()
      for (const r of ROTATIONS) {
        positions[readDie(r.quat).index]! += 1
        const face = upFace(kind, r.quat)
        faces.set(face, (faces.get(face) ?? 0) + 1)
      }
      expect(positions).toEqual([4, 4, 4, 4, 4, 4])
      // A face printed twice on the die (Death May Die's successes, the green die's blanks) comes up twice as often.
      for (const face of new Set(KIND_FACES[kind])) {
        expect(faces.get(face)).toBe(4 * KIND_FACES[kind].filter((f) => f === face).length)
      }
    })
  })

  it('keeps the Elder Sign dice on the engine faces table', () => {
    for (const color of ['green', 'yellow', 'red'] as const) expect(KIND_FACES[color]).toEqual(DIE_FACES[color])
  })

  it('puts opposite pips of the pip die on opposite faces, summing to 7', () => {
    FACE_NORMALS.forEach((n, i) => {
      const opposite = FACE_NORMALS.findIndex((m) => m.x === -n.x && m.y === -n.y && m.z === -n.z)
      expect(Number(PIP_FACES[i]) + Number(PIP_FACES[opposite])).toBe(7)
    })
  })

  it('orders the Death May Die and pip faces as the companion rules index them', () => {
    expect(KIND_FACES['dmd-black']).toEqual(DMD_DIE_FACES.black)
    expect(KIND_FACES['dmd-green']).toEqual(DMD_DIE_FACES.green)
    expect(PIP_FACES.map(Number)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('prints the Death May Die faces in the rulebook counts', () => {
    const count = (kind: 'dmd-black' | 'dmd-green') =>
      Object.fromEntries([...new Set(KIND_FACES[kind])].map((f) => [f, KIND_FACES[kind].filter((g) => g === f).length]))
    expect(count('dmd-black')).toEqual({ success: 2, successTentacle: 1, tentacle: 1, elderSign: 1, blank: 1 })
    expect(count('dmd-green')).toEqual({ success: 2, successElderSign: 1, elderSign: 1, blank: 2 })
  })

  it('rejects a face index no die has with a physics: error', () => {
    expect(faceAt('dmd-green', 5)).toBe('blank')
    expect(() => faceAt('dmd-green', 6)).toThrow(/^physics: no face 6 on a dmd-green die/)
    expect(() => restingRotation(6)).toThrow(/^physics:/)
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
