// Issue 44: in AR both hands gripping move the table with their midpoint and turn it as the line between them
// turns; letting go keeps it there. The hands are read in the table's coordinates (as the XR origin maps them),
// which move with the table: the placement works in the reference space, so the table does not run away.
import { describe, expect, it } from 'vitest'
import { Vector3 } from 'three'
import { createArPlacement } from '../../../src/scene/xr/ArPlacement.tsx'

/** Where a hand at `ref` (reference space, metres) is in the table's coordinates now. */
const inTable = (placement: ReturnType<typeof createArPlacement>, ref: Vector3) =>
  ref.clone().applyMatrix4(placement.originMatrix())

describe('the AR table held with both hands', () => {
  it('follows the hands’ midpoint and turns with them, frame after frame, and stays when let go', () => {
    const p = createArPlacement()
    const grip = (a: Vector3, b: Vector3) => p.twoHands(inTable(p, a), inTable(p, b))
    grip(new Vector3(-0.2, 1, -0.5), new Vector3(0.2, 1, -0.5)) // the hold begins: nothing moves yet
    expect(p.placed()).toBeNull()
    // The hands turn a quarter about their midpoint and carry it 10 cm right, 5 cm nearer, over several frames.
    for (let i = 1; i <= 4; i++) {
      const a = (Math.PI / 2) * (i / 4)
      const mid = new Vector3(0.1 * (i / 4), 1, -0.5 + 0.05 * (i / 4))
      const half = new Vector3(0.2 * Math.cos(a), 0, -0.2 * Math.sin(a))
      grip(mid.clone().sub(half), mid.clone().add(half))
    }
    const placed = p.placed()!
    expect(placed.x).toBeCloseTo(0.1, 6)
    expect(placed.z).toBeCloseTo(-0.8 + 0.05, 6)
    expect(placed.y).toBeCloseTo(0.75, 6) // on the same surface
    // The hands turned a quarter about the vertical (right hand from +x to -z: +π/2 about y): so did the table.
    expect(placed.turn).toBeCloseTo(Math.PI / 2, 6)
    p.twoHands(null, null)
    p.twoHands(inTable(p, new Vector3(0, 1, 0)), null) // one hand alone does nothing
    expect(p.placed()).toEqual(placed)
  })
})
