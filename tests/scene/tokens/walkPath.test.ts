import { describe, expect, it } from 'vitest'
import { Vector3 } from 'three'
import { turnBetween, walkPoint } from '../../../src/scene/tokens/walkPath.ts'
import { RING } from '../../../src/scene/layout/tablePlan.ts'
import { CLOCK } from '../../../src/scene/table/tableScale.ts'

const centre = new Vector3(...RING.centre)
const distanceFromClock = (p: Vector3) => Math.hypot(p.x - centre.x, p.z - centre.z)

describe('walkPoint', () => {
  it('starts where the standee stood and ends at its new place', () => {
    const from = new Vector3(-36, 0, -2.9)
    const to = new Vector3(5, 2, 8)
    expect(walkPoint(from, to, 0, new Vector3()).toArray()).toEqual(from.toArray())
    expect(walkPoint(from, to, 1, new Vector3()).toArray()).toEqual(to.toArray())
  })

  it('walks around the clock, never over it, from one side of the ring to the other', () => {
    const from = new Vector3(-13, 0, -2) // left of the clock
    const to = new Vector3(13, 0, -2) // right of it: the straight line crosses the dial
    const out = new Vector3()
    for (let i = 1; i < 20; i++) {
      walkPoint(from, to, i / 20, out)
      expect(distanceFromClock(out)).toBeGreaterThan(CLOCK.radius * 1.1)
    }
  })

  it('goes the shorter way round and moves steadily with the share of the walk', () => {
    const from = new Vector3(centre.x + 12, 0, centre.z - 1) // at III, a little toward XII
    const to = new Vector3(centre.x - 12, 0, centre.z - 1) // at IX, a little toward XII
    const mid = walkPoint(from, to, 0.5, new Vector3())
    expect(mid.z).toBeLessThan(centre.z) // passes the far side (XII), not the player's side
    let last = -Infinity
    for (let i = 0; i <= 10; i++) {
      const x = -walkPoint(from, to, i / 10, new Vector3()).x
      expect(x).toBeGreaterThanOrEqual(last)
      last = x
    }
  })

  it('writes into the vector it is given (no allocation per frame)', () => {
    const out = new Vector3()
    expect(walkPoint(new Vector3(20, 0, 0), new Vector3(0, 0, 20), 0.3, out)).toBe(out)
  })
})

describe('turnBetween', () => {
  it.each([
    [0, 1, 1],
    [3, -3, 2 * Math.PI - 6],
    [-3, 3, 6 - 2 * Math.PI],
  ])('from %f to %f turns %f', (a, b, d) => {
    expect(turnBetween(a, b)).toBeCloseTo(d, 9)
  })
})
