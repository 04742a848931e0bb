// A die's resting rotation with the engine's face up, written into a three quaternion (the hands' dice carry it).
import type { Quaternion } from 'three'
import { DIE_FACES, type DieColor, type Face } from '../../engine/index.ts'
import { restingRotation } from '../../physics/upFace.ts'

/** Writes into `out` the rotation that shows `face` of a `color` die on top (its first face when null). */
export function faceRotation(color: DieColor, face: Face | null, out: Quaternion): Quaternion {
  const index = face ? Math.max(0, (DIE_FACES[color] as readonly Face[]).indexOf(face)) : 0
  const r = restingRotation(index, 0)
  return out.set(r.x, r.y, r.z, r.w)
}
