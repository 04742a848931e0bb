// The one vector and quaternion type of the physics (structurally Rapier's and three's), and the few operations on them.
/** A plain 3-vector, structurally compatible with Rapier's and three's vectors. */
export interface Vec3 {
  readonly x: number
  readonly y: number
  readonly z: number
}

/** A rotation quaternion, structurally compatible with Rapier's and three's quaternions. */
export interface Quat {
  readonly x: number
  readonly y: number
  readonly z: number
  readonly w: number
}

/** Hamilton product a·b: rotate by b first, then by a. */
export function multiplyQuat(a: Quat, b: Quat): Quat {
  return {
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  }
}

/** Rotation by `angle` radians about a unit `axis`. */
export function quatFromAxisAngle(axis: Vec3, angle: number): Quat {
  const s = Math.sin(angle / 2)
  return { x: axis.x * s, y: axis.y * s, z: axis.z * s, w: Math.cos(angle / 2) }
}

/**
 * The world y component of the local vector (nx, ny, nz) rotated by q — the second row of q's
 * rotation matrix. Reading dice only needs "how far up", so the full rotation is never built.
 */
export function rotatedY(q: Quat, nx: number, ny: number, nz: number): number {
  const len2 = q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w
  const s = len2 > 0 ? 2 / len2 : 0
  const { x, y, z, w } = q
  return s * (x * y + w * z) * nx + (1 - s * (x * x + z * z)) * ny + s * (y * z - w * x) * nz
}
