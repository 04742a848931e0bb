// Where a plaque hangs: at the height of the card's edge it hangs from, so it never covers the card's foot, even
// when the card is held up in focus (tilted, larger, raised), and on the side away from the clock.
import { describe, expect, it } from 'vitest'
import { Group, Vector3 } from 'three'
import { anchorOf } from '../../../src/scene/plaques/plaqueAnchor.ts'
import { CARD, RING } from '../../../src/scene/layout/tablePlan.ts'

/** A card posed as RingCardView poses it: at (x, z), tilted by `tilt`, scaled, raised by `lift`. */
function card(x: number, z: number, yaw: number, tilt: number, scale = 1, lift = 0) {
  const g = new Group()
  g.position.set(x, Math.sin(tilt) * (CARD.height / 2) * scale + lift, z)
  g.rotation.set(tilt, yaw, 0, 'YXZ')
  g.scale.setScalar(scale)
  return g
}

/** The world point of the card's local (u, v) corner (u, v in -1 … 1). */
function cornerOf(g: Group, u: number, v: number) {
  g.updateWorldMatrix(true, false)
  return new Vector3((u * CARD.width) / 2, 0, (v * CARD.height) / 2).applyMatrix4(g.matrixWorld)
}

describe('anchorOf', () => {
  const front = [0, RING.centre[2] + RING.radius] as const

  it('hangs a near card’s plaque below it, at the height of its near edge', () => {
    const g = card(front[0], front[1], 0, RING.tilt)
    const at = new Vector3()
    expect(anchorOf(g, at)).toBe('below')
    const edge = cornerOf(g, 1, 1)
    expect(at.y).toBeCloseTo(edge.y + 0.3, 6)
    expect(at.z).toBeGreaterThan(edge.z)
    expect(at.x).toBeCloseTo(front[0], 6)
  })

  it('hangs a card held up in focus below its foot, not over its face', () => {
    // The focus pose (RingCardView): tilted 0.78 rad, 1.3 times larger, 2.5 units up and 5.5 nearer.
    const g = card(front[0], front[1] + 5.5, 0, 0.78, 1.3, 2.5)
    const at = new Vector3()
    expect(anchorOf(g, at)).toBe('below')
    const foot = cornerOf(g, -1, 1)
    const centre = g.position
    // The foot is far below the centre; the plaque hangs from the foot.
    expect(centre.y - foot.y).toBeGreaterThan(4)
    expect(at.y).toBeCloseTo(foot.y + 0.3, 6)
    expect(at.z).toBeGreaterThan(foot.z)
  })

  it('hangs a far card’s plaque above it, at the height of its far edge', () => {
    const g = card(0, RING.centre[2] - RING.radius, Math.PI, RING.tilt)
    const at = new Vector3()
    expect(anchorOf(g, at)).toBe('above')
    const far = [cornerOf(g, 1, 1), cornerOf(g, -1, 1), cornerOf(g, 1, -1), cornerOf(g, -1, -1)].sort(
      (a, b) => a.z - b.z,
    )[0]!
    expect(at.y).toBeCloseTo(far.y + 0.3, 6)
    expect(at.z).toBeLessThan(far.z)
  })
})
