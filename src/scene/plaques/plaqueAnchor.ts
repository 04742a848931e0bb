// Where a ring card's plaque hangs (RingPlaques.tsx): a point in world space, worked out from the card's pose as
// drawn, so the plaque follows the lazy susan's turn and a card held up in focus.
import { Vector3, type Object3D } from 'three'
import { CARD, RING } from '../layout/tablePlan.ts'

const corner = new Vector3()
const GAP = 0.4

/**
 * Where a plaque hangs, in world space, and which way: cards on the near half of the ring (toward the viewer, world
 * +z) hang it below their nearest edge, cards on the far half above their farthest, so no plaque covers the clock.
 * The anchor is at that edge's own height: a card held up in focus (tilted 45°, larger) has its near edge some 5
 * units below its centre, and a plaque hung at the centre's height covered the card's foot (its reward and penalty).
 */
export function anchorOf(card: Object3D, out: Vector3): 'below' | 'above' {
  card.updateWorldMatrix(true, false)
  let cx = 0
  let cz = 0
  let nearY = 0
  let nearZ = -Infinity
  let farY = 0
  let farZ = Infinity
  for (const [u, v] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    corner.set((u * CARD.width) / 2, 0, (v * CARD.height) / 2).applyMatrix4(card.matrixWorld)
    cx += corner.x / 4
    cz += corner.z / 4
    if (corner.z > nearZ) {
      nearY = corner.y
      nearZ = corner.z
    }
    if (corner.z < farZ) {
      farY = corner.y
      farZ = corner.z
    }
  }
  const below = cz >= RING.centre[2] - CARD.height / 2
  if (below) out.set(cx, nearY + 0.3, nearZ + GAP)
  else out.set(cx, farY + 0.3, farZ - GAP)
  return below ? 'below' : 'above'
}
