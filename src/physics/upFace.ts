// Reading a die: which face is up for a rotation, how far it tilts, and the rotation that lays a face up.
import { faceAt, type DieKind, type FaceOf } from './dieKinds.ts'
import { quatFromAxisAngle, multiplyQuat, rotatedY, type Quat, type Vec3 } from './vec.ts'

/**
 * The outward normal of each face in the die's own frame, in the order of `KIND_FACES[kind]`.
 * Opposite faces sum to 5 in index (0↔5, 1↔4, 2↔3), the way pips sit on a common die.
 * The generated models name their face markers in this same order.
 */
export const FACE_NORMALS: readonly Vec3[] = [
  { x: 0, y: 1, z: 0 },
  { x: 1, y: 0, z: 0 },
  { x: 0, y: 0, z: 1 },
  { x: 0, y: 0, z: -1 },
  { x: -1, y: 0, z: 0 },
  { x: 0, y: -1, z: 0 },
]

/** What a die at rest shows: the index of its most upward face and how far that face is from level. */
export interface DieReading {
  /** Index into `FACE_NORMALS` and `KIND_FACES[kind]`. */
  readonly index: number
  /** Angle between that face's normal and straight up, in degrees. */
  readonly tiltDegrees: number
}

/** Reads a rotation: the face whose normal points most nearly up, and its tilt from vertical. */
export function readDie(rotation: Quat): DieReading {
  let index = 0
  let best = -Infinity
  for (let i = 0; i < FACE_NORMALS.length; i++) {
    const n = FACE_NORMALS[i]!
    const up = rotatedY(rotation, n.x, n.y, n.z)
    if (up > best) {
      best = up
      index = i
    }
  }
  const tiltDegrees = (Math.acos(Math.min(1, Math.max(-1, best))) * 180) / Math.PI
  return { index, tiltDegrees }
}

/**
 * The face a die of `kind` shows when it rests with `rotation`: the face whose normal points
 * most nearly up, named by the kind's faces table. Pure, so the tray, the headless roller and the
 * tests all read dice the same way.
 */
export function upFace<K extends DieKind>(kind: K, rotation: Quat): FaceOf<K> {
  return faceAt(kind, readDie(rotation).index)
}

/**
 * A rotation that rests a die with face `index` up, turned `yaw` radians about the vertical.
 * Used where a face is chosen rather than thrown (reduced motion) and by the tests.
 */
export function restingRotation(index: number, yaw = 0): Quat {
  const n = FACE_NORMALS[index]
  if (n === undefined) throw new Error(`physics: no face index ${index}`)
  // Shortest arc from the face normal to +y; the bottom face turns half a turn about x.
  let align: Quat
  if (n.y < -0.5) align = quatFromAxisAngle({ x: 1, y: 0, z: 0 }, Math.PI)
  else if (n.y > 0.5) align = { x: 0, y: 0, z: 0, w: 1 }
  else {
    // axis = n × up, normalised; the angle is a quarter turn.
    const axis = { x: -n.z, y: 0, z: n.x }
    align = quatFromAxisAngle(axis, Math.PI / 2)
  }
  return multiplyQuat(quatFromAxisAngle({ x: 0, y: 1, z: 0 }, yaw), align)
}
