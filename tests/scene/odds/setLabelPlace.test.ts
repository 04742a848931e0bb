import { describe, expect, it } from 'vitest'
import { setLabelPlace, type Spot } from '../../../src/scene/odds/setLabelPlace.ts'
import { DIE } from '../../../src/scene/layout/tablePlan.ts'

// A tray's felt 24 across and 16 deep about the origin (+z toward the player), as the table's is.
const FELT = { x0: -12, x1: 12, z0: -8, z1: 8 }
const d = (x: number, z: number): Spot => ({ x, z })

function place(set: Spot[], others: Spot[] = []) {
  const out = { x: NaN, z: NaN }
  const side = setLabelPlace(set, [...set, ...others], FELT, out)
  return { side, ...out }
}

describe('setLabelPlace', () => {
  it('hangs the label in front of the set, its top edge a little beyond the nearest die', () => {
    const at = place([d(-2, -3), d(2, -1)])
    expect(at.side).toBe('front')
    expect(at.x).toBeCloseTo(0)
    expect(at.z).toBeGreaterThan(-1 + DIE / 2)
    expect(at.z).toBeLessThan(-1 + DIE * 1.5)
  })

  it('goes beside the set where another die lies in front: right, or left where the right is taken', () => {
    const set = [d(-2, -3), d(2, -1)]
    const inFront = d(0, 1)
    const right = place(set, [inFront])
    expect(right.side).toBe('right')
    expect(right.x).toBeGreaterThan(2 + DIE / 2)
    expect(right.z).toBeCloseTo(-2)
    const left = place(set, [inFront, d(5, -2)])
    expect(left.side).toBe('left')
    expect(left.x).toBeLessThan(-2 - DIE / 2)
  })

  it('stands behind the set when every other side hides a die', () => {
    const set = [d(0, 0)]
    const at = place(set, [d(0, 2), d(3.5, 0), d(-3.5, 0)])
    expect(at.side).toBe('behind')
    expect(at.z).toBeLessThan(-DIE / 2)
  })

  it('keeps to the felt when it can: a set at the front wall is labelled beside it, not over the wall', () => {
    const at = place([d(-6, 6), d(-4, 6)])
    expect(at.side).toBe('right')
  })

  it('hides as few dice as it can where every side hides one, in the order front, right, left, behind', () => {
    const set = [d(0, 0)]
    const ring = [d(0, 2), d(3.5, 0), d(-3.5, 0), d(0, -3)]
    expect(place(set, ring).side).toBe('front')
    expect(place(set, [...ring, d(1, 2.5)]).side).toBe('right')
  })
})
