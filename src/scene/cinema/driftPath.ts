// The idle camera's path: from the player's view it eases into a slow orbit around the clock, rising and falling
// and moving in and out a little, always looking at the table. Pure numbers (unit-tested); the scene copies the
// pose onto the camera each frame.
import { RING } from '../layout/tablePlan.ts'
import { easedDistance, lerp, smoothstep } from './easing.ts'

export type Vec3 = [number, number, number]

/** A point in the world (a three `Vector3` is one). */
export type Point = { readonly x: number; readonly y: number; readonly z: number }

/** Where a camera stands and what it looks at. */
export type CameraView = { readonly position: Point; readonly target: Point }

/** A point's coordinate by axis (0 x, 1 y, 2 z). */
export function axis(p: Point, i: number): number {
  return i === 0 ? p.x : i === 1 ? p.y : p.z
}

/** The drift's shape, in world units (1 unit = 1 cm) and seconds. */
export const DRIFT = {
  /** Seconds for one whole turn around the table. */
  turnSeconds: 110,
  /** Seconds to reach full speed from rest. */
  rampSeconds: 10,
  /** Seconds to glide from the player's view onto the orbit. */
  blendSeconds: 9,
  /** The orbit's mean distance from the clock (on the table's plane) and height above the felt. */
  radius: 78,
  height: 56,
  /** How far the camera dollies in and out, and rises and sinks, and over how many seconds. */
  dolly: 9,
  dollySeconds: 37,
  rise: 8,
  riseSeconds: 53,
  /** How far the point looked at wanders around the clock. */
  wander: 4,
} as const

/** The lowest and nearest the drift ever goes: high above every card, token, die and standee. */
export const DRIFT_FLOOR = { height: DRIFT.height - DRIFT.rise, radius: DRIFT.radius - DRIFT.dolly } as const

const CENTRE = RING.centre
const TAU = Math.PI * 2

/**
 * The drifting camera's pose `t` seconds after it left `from` (the player's view), written into `position` and
 * `target`. At t = 0 it is exactly `from`, at rest; it never cuts.
 */
export function driftPose(from: CameraView, t: number, position: Vec3, target: Vec3): void {
  const dx = from.position.x - CENTRE[0]
  const dz = from.position.z - CENTRE[2]
  const startAngle = Math.atan2(dx, dz)
  const startRadius = Math.hypot(dx, dz)
  const startHeight = from.position.y
  const w = smoothstep(t / DRIFT.blendSeconds)
  const angle = startAngle + (TAU / DRIFT.turnSeconds) * easedDistance(t, DRIFT.rampSeconds)
  const radius = lerp(startRadius, DRIFT.radius + DRIFT.dolly * Math.sin((TAU * t) / DRIFT.dollySeconds), w)
  const height = lerp(startHeight, DRIFT.height + DRIFT.rise * Math.sin((TAU * t) / DRIFT.riseSeconds + 1), w)
  position[0] = CENTRE[0] + radius * Math.sin(angle)
  position[1] = height
  position[2] = CENTRE[2] + radius * Math.cos(angle)
  target[0] = lerp(from.target.x, CENTRE[0] + DRIFT.wander * Math.sin(t / 23), w)
  target[1] = lerp(from.target.y, 0, w)
  target[2] = lerp(from.target.z, CENTRE[2] + DRIFT.wander * Math.sin(t / 29 + 2), w)
}
