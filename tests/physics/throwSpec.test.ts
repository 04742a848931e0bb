import { describe, expect, it } from 'vitest'
import {
  capVelocity,
  createRandom,
  DIE_SIZE,
  randomThrow,
  spawnPositions,
  THROW,
  TRAY,
} from '../../src/physics/index.ts'

describe('spawnPositions', () => {
  const origins = [
    { x: 0, z: 0 },
    { x: 100, z: 100 },
    { x: -TRAY.width, z: -TRAY.depth },
    { x: TRAY.width / 2, z: -TRAY.depth / 2 },
  ]
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'releases %i dice above the tray, none inside another, wherever the hand is',
    (n) => {
      for (const origin of origins) {
        const points = spawnPositions(n, origin)
        expect(points).toHaveLength(n)
        for (const p of points) {
          expect(Math.abs(p.x) + DIE_SIZE).toBeLessThan(TRAY.width / 2)
          expect(Math.abs(p.z) + DIE_SIZE).toBeLessThan(TRAY.depth / 2)
          expect(p.y).toBeGreaterThan(DIE_SIZE)
          expect(p.y + DIE_SIZE).toBeLessThan(TRAY.lidHeight)
        }
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) {
            const a = points[i]!
            const b = points[j]!
            expect(Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z)).toBeGreaterThan(DIE_SIZE * Math.sqrt(3))
          }
        }
      }
    },
  )
})

describe('capVelocity', () => {
  it('keeps the direction and caps the speed', () => {
    const v = capVelocity({ x: 3000, y: 0, z: -4000 })
    expect(Math.hypot(v.x, v.y, v.z)).toBeCloseTo(THROW.maxSpeed, 6)
    expect(v.x / v.z).toBeCloseTo(-0.75, 9)
  })

  it('leaves a gentle throw alone', () => {
    const v = { x: 1, y: 2, z: 3 }
    expect(capVelocity(v)).toBe(v)
  })
})

describe('randomThrow', () => {
  it('throws from the player side toward the far wall within the speed range', () => {
    const rng = createRandom(3)
    for (let i = 0; i < 200; i++) {
      const { origin, velocity } = randomThrow(rng)
      expect(origin.z).toBeGreaterThan(0)
      expect(velocity.z).toBeLessThan(0)
      const horizontal = Math.hypot(velocity.x, velocity.z)
      expect(horizontal).toBeGreaterThanOrEqual(THROW.randomSpeedMin - 1e-9)
      expect(horizontal).toBeLessThanOrEqual(THROW.randomSpeedMax)
    }
  })
})
