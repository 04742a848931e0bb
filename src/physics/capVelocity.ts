// Caps a velocity's magnitude, keeping its direction: no hand throws a die faster than the tray holds.
import { THROW } from './physicsConfig.ts'
import type { Vec3 } from './vec.ts'

/** Caps a velocity's magnitude, keeping its direction: no throw is harder than the tray is built for. */
export function capVelocity(v: Vec3, max: number = THROW.maxSpeed): Vec3 {
  const speed = Math.hypot(v.x, v.y, v.z)
  if (speed <= max || speed === 0) return v
  const k = max / speed
  return { x: v.x * k, y: v.y * k, z: v.z * k }
}
