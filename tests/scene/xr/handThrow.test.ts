import { describe, expect, it } from 'vitest'
import { handThrow } from '../../../src/scene/xr/handThrow.ts'
import { DROP_TOSS, RELEASE_DROP } from '../../../src/scene/hands/flickThrow.ts'
import { TRAY_PLACE } from '../../../src/scene/hands/trayPlace.ts'
import { THROW } from '../../../src/physics/physicsConfig.ts'

const at = (t: number, x: number, y: number, z: number) => ({
  t,
  x: TRAY_PLACE.x + x,
  y: TRAY_PLACE.y + y,
  z: TRAY_PLACE.z + z,
})

describe('handThrow', () => {
  it('returns null without samples', () => {
    expect(handThrow([])).toBeNull()
  })

  it('throws with the hand’s speed over the flick’s window, released over the felt where the hand let go', () => {
    const spec = handThrow([at(0, 0, 10, 0), at(40, -2, 10, -1), at(80, -4, 10, -2)])
    expect(spec?.velocity.x).toBeCloseTo(-50)
    expect(spec?.velocity.z).toBeCloseTo(-25)
    expect(spec?.velocity.y).toBe(RELEASE_DROP)
    expect(spec?.origin).toEqual({ x: -4, z: -2 })
  })

  it('keeps a hand’s downward swing, faster than the release drop', () => {
    const spec = handThrow([at(0, 0, 20, 0), at(50, -5, 15, 0), at(100, -10, 10, 0)])
    expect(spec?.velocity.y).toBeCloseTo(-100)
  })

  it('measures over three samples when slow frames read the same pose twice', () => {
    const spec = handThrow([at(0, 0, 10, 0), at(400, -20, 10, 0), at(800, -20, 10, 0)])
    expect(spec?.velocity.x).toBeCloseTo(-25)
  })

  it('turns a hand let go at rest into the drop’s gentle toss', () => {
    const spec = handThrow([at(0, 1, 10, 1), at(50, 1, 10, 1)])
    expect(spec?.velocity.x).toBe(DROP_TOSS.x)
    expect(spec?.velocity.z).toBe(DROP_TOSS.z)
  })

  it('never throws harder than the tray is built for, and releases inside its walls', () => {
    const spec = handThrow([at(0, 0, 10, 0), at(16, -80, 10, 0)])!
    expect(Math.hypot(spec.velocity.x, spec.velocity.y, spec.velocity.z)).toBeLessThanOrEqual(THROW.maxSpeed + 1e-9)
    expect(Math.abs(spec.origin.x)).toBeLessThan(40)
  })
})
