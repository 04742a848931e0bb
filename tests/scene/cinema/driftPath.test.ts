import { describe, expect, it } from 'vitest'
import { DRIFT, DRIFT_FLOOR, driftPose, type CameraView, type Vec3 } from '../../../src/scene/cinema/driftPath.ts'
import { easedDistance, smoothstep } from '../../../src/scene/cinema/easing.ts'
import { GAME_CAMERA } from '../../../src/state/gameCamera.ts'
import { RING } from '../../../src/scene/layout/tablePlan.ts'

const [px, py, pz] = GAME_CAMERA.position
const [tx, ty, tz] = GAME_CAMERA.target
const PLAYER: CameraView = { position: { x: px, y: py, z: pz }, target: { x: tx, y: ty, z: tz } }

function pose(t: number, from: CameraView = PLAYER): { position: Vec3; target: Vec3 } {
  const position: Vec3 = [0, 0, 0]
  const target: Vec3 = [0, 0, 0]
  driftPose(from, t, position, target)
  return { position, target }
}

const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0), (a[2] ?? 0) - (b[2] ?? 0))

describe('smoothstep and easedDistance', () => {
  it('eases from 0 to 1 with flat ends, clamped outside', () => {
    expect(smoothstep(-1)).toBe(0)
    expect(smoothstep(0)).toBe(0)
    expect(smoothstep(0.5)).toBe(0.5)
    expect(smoothstep(1)).toBe(1)
    expect(smoothstep(2)).toBe(1)
    expect(smoothstep(0.01)).toBeLessThan(0.001)
  })

  it('covers the distance of a speed eased up from rest: continuous, then one unit per second', () => {
    expect(easedDistance(0, 10)).toBe(0)
    expect(easedDistance(-3, 10)).toBe(0)
    expect(easedDistance(10, 10)).toBeCloseTo(5, 9)
    expect(easedDistance(10 - 1e-6, 10)).toBeCloseTo(5, 5)
    expect(easedDistance(20, 10)).toBeCloseTo(15, 9)
    expect(easedDistance(7, 0)).toBe(7)
    // Slow start: after 1 s of a 10 s ramp, far less than 1 s at full speed.
    expect(easedDistance(1, 10)).toBeLessThan(0.01)
  })
})

describe('driftPose', () => {
  it("starts exactly at the player's view", () => {
    const { position, target } = pose(0)
    expect(position[0]).toBeCloseTo(px, 9)
    expect(position[1]).toBeCloseTo(py, 9)
    expect(position[2]).toBeCloseTo(pz, 9)
    expect(target[0]).toBeCloseTo(tx, 9)
    expect(target[1]).toBeCloseTo(ty, 9)
    expect(target[2]).toBeCloseTo(tz, 9)
  })

  it('leaves the view at rest (no jump in the first frames)', () => {
    const a = pose(1 / 60)
    expect(distance(a.position, GAME_CAMERA.position)).toBeLessThan(0.01)
    expect(distance(a.target, GAME_CAMERA.target)).toBeLessThan(0.01)
  })

  it('never cuts: a frame never moves the camera or its aim more than a slow drift would', () => {
    let last = pose(0)
    for (let t = 1 / 60; t < 300; t += 1 / 60) {
      const next = pose(t)
      expect(distance(next.position, last.position)).toBeLessThan(0.12)
      expect(distance(next.target, last.target)).toBeLessThan(0.05)
      last = next
    }
  })

  it('stays high above the table and within sight of it, looking at the clock', () => {
    for (let t = 0; t < 600; t += 0.5) {
      const { position, target } = pose(t)
      const radius = Math.hypot(position[0] - RING.centre[0], position[2] - RING.centre[2])
      expect(position[1]).toBeGreaterThanOrEqual(Math.min(py, DRIFT_FLOOR.height) - 1e-9)
      expect(radius).toBeGreaterThanOrEqual(Math.min(pz - RING.centre[2], DRIFT_FLOOR.radius) - 1e-9)
      expect(distance(position, RING.centre)).toBeLessThan(130) // well inside the fog
      expect(Math.hypot(target[0] - RING.centre[0], target[2] - RING.centre[2])).toBeLessThan(
        DRIFT.wander * Math.SQRT2 + 1.5,
      )
    }
    expect(DRIFT_FLOOR.height).toBeGreaterThan(30) // the tallest thing on the table is a few units high
  })

  it('goes all the way round the table in about a turn', () => {
    const angle = (t: number) => {
      const { position } = pose(t)
      return Math.atan2(position[0] - RING.centre[0], position[2] - RING.centre[2])
    }
    expect(Math.abs(angle(DRIFT.rampSeconds / 2 + DRIFT.turnSeconds / 4 + DRIFT.rampSeconds / 2))).toBeGreaterThan(1)
    const full = pose(DRIFT.turnSeconds + DRIFT.rampSeconds / 2)
    expect(Math.abs(Math.atan2(full.position[0] - RING.centre[0], full.position[2] - RING.centre[2]))).toBeLessThan(
      0.01,
    )
  })

  it('starts its orbit from wherever the player turned the view', () => {
    const side: CameraView = { position: { x: 70, y: 60, z: -2 }, target: { x: 0, y: 0, z: -2 } }
    const { position } = pose(0.5, side)
    expect(position[0]).toBeCloseTo(70, 0)
    expect(position[2]).toBeCloseTo(-2, 0)
  })
})
