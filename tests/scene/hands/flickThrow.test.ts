// The throw a drag makes: the last 90 ms of the hand, a gentle toss for a mere drop, capped like every throw.
import { describe, expect, it } from 'vitest'
import { DROP_TOSS, FLICK_WINDOW_MS, RELEASE_DROP, flickThrow } from '../../../src/scene/hands/flickThrow.ts'
import { seededThrow } from '../../../src/physics/createTableTray.ts'
import { THROW } from '../../../src/physics/physicsConfig.ts'
import { isOverTray, toTray, TRAY_PLACE } from '../../../src/scene/hands/trayPlace.ts'
import { TRAY } from '../../../src/physics/physicsConfig.ts'

describe('flickThrow', () => {
  it('has no throw without samples', () => {
    expect(flickThrow([])).toBeNull()
  })

  it('throws from the release point with the speed of the last moments of the drag', () => {
    const spec = flickThrow([
      { t: 0, x: -8, z: 6 }, // long before the flick: ignored
      { t: 400, x: 0, z: 4 },
      { t: 450, x: 1, z: 2 },
      { t: 500, x: 2, z: 0 },
    ])
    expect(spec?.origin).toEqual({ x: 2, z: 0 })
    expect(spec?.velocity.x).toBeCloseTo(20)
    expect(spec?.velocity.z).toBeCloseTo(-40)
    expect(spec?.velocity.y).toBe(RELEASE_DROP)
  })

  it('tosses a slow release gently toward the far wall', () => {
    const spec = flickThrow([
      { t: 0, x: 0, z: 0 },
      { t: FLICK_WINDOW_MS, x: 0.1, z: 0 },
    ])
    expect(spec?.velocity).toEqual({ x: DROP_TOSS.x, y: RELEASE_DROP, z: DROP_TOSS.z })
  })

  it('caps a wild flick at the tray’s top speed', () => {
    const spec = flickThrow([
      { t: 0, x: 0, z: 6 },
      { t: 16, x: 0, z: -6 },
    ])
    expect(Math.hypot(spec!.velocity.x, spec!.velocity.y, spec!.velocity.z)).toBeCloseTo(THROW.maxSpeed)
  })
})

describe('seededThrow', () => {
  it('is the same for the same game seed and roll id, and differs between rolls', () => {
    expect(seededThrow(7, 3)).toEqual(seededThrow(7, 3))
    expect(seededThrow(7, 3)).not.toEqual(seededThrow(7, 4))
    expect(seededThrow(7, 3)).not.toEqual(seededThrow(8, 3))
  })
})

describe('trayPlace', () => {
  it('keeps a hand point inside the walls', () => {
    const p = toTray(TRAY_PLACE.x + 100, TRAY_PLACE.z - 100)
    expect(p.x).toBeLessThan(TRAY.width / 2)
    expect(p.z).toBeGreaterThan(-TRAY.depth / 2)
    expect(toTray(TRAY_PLACE.x + 1, TRAY_PLACE.z + 2)).toEqual({ x: 1, z: 2 })
  })

  it('knows the felt from the table around it', () => {
    expect(isOverTray(TRAY_PLACE.x, TRAY_PLACE.z)).toBe(true)
    expect(isOverTray(TRAY_PLACE.x + TRAY.width, TRAY_PLACE.z)).toBe(false)
  })
})
