// Where the advice's one label for a set of dice lies on the table ("reroll ×3"): beside the set, hiding the fewest
// dice and staying on the tray's felt. Pure: table units in, a side and an anchor out; OddsOnTable.tsx calls it in
// the frame loop with scratch lists, so it allocates nothing.
import { DIE } from '../layout/tablePlan.ts'

/** A die's middle on the table (x to the player's right, z toward the player). */
export type Spot = { x: number; z: number }
export type Felt = { readonly x0: number; readonly x1: number; readonly z0: number; readonly z1: number }

/** The places a label may take around its set, in the order preferred when they hide as many dice. */
export const LABEL_SIDES = ['front', 'right', 'left', 'behind'] as const
export type LabelSide = (typeof LABEL_SIDES)[number]

/** The label's footprint, about: some three dice wide, one and a half deep (where the dice look smallest). */
const HALF_WIDTH = DIE * 1.6
const DEPTH = DIE * 1.5
/** The gap from the set's edge; behind, a die's top face stands up into the label's way on the screen. */
const GAP = DIE * 0.6
const BACK_GAP = DIE
/** A die counts as hidden when its middle lies this near the label's box or inside it. */
const NEAR = DIE / 4

const box = { x0: 0, x1: 0, z0: 0, z1: 0 }
const bounds = { x: 0, z: 0, x0: 0, x1: 0, z0: 0, z1: 0 }

function setBox(x0: number, x1: number, z0: number, z1: number): void {
  box.x0 = x0
  box.x1 = x1
  box.z0 = z0
  box.z1 = z1
}

/** The label's box at `side` of the set (`bounds`), and its anchor: the box's edge nearest the set. */
function boxAt(side: LabelSide, out: Spot): void {
  const { x, z, x0, x1, z0, z1 } = bounds
  switch (side) {
    case 'front':
      setBox(x - HALF_WIDTH, x + HALF_WIDTH, z1 + GAP, z1 + GAP + DEPTH)
      out.x = x
      out.z = box.z0
      break
    case 'behind':
      setBox(x - HALF_WIDTH, x + HALF_WIDTH, z0 - BACK_GAP - DEPTH, z0 - BACK_GAP)
      out.x = x
      out.z = box.z1
      break
    case 'right':
      setBox(x1 + GAP, x1 + GAP + 2 * HALF_WIDTH, z - DEPTH / 2, z + DEPTH / 2)
      out.x = box.x0
      out.z = z
      break
    case 'left':
      setBox(x0 - GAP - 2 * HALF_WIDTH, x0 - GAP, z - DEPTH / 2, z + DEPTH / 2)
      out.x = box.x1
      out.z = z
      break
  }
}

/**
 * The side of `set` (the dice the label names, at least one) where the label hides the fewest of `dice` (every die
 * on the table near it, the set's own too), half a die more for leaving `felt`; ties go by LABEL_SIDES. The anchor,
 * the label's edge nearest the set, is left in `out`.
 */
export function setLabelPlace(set: readonly Spot[], dice: readonly Spot[], felt: Felt, out: Spot): LabelSide {
  bounds.x = bounds.z = 0
  bounds.x0 = bounds.z0 = Infinity
  bounds.x1 = bounds.z1 = -Infinity
  for (const d of set) {
    bounds.x += d.x / set.length
    bounds.z += d.z / set.length
    bounds.x0 = Math.min(bounds.x0, d.x)
    bounds.x1 = Math.max(bounds.x1, d.x)
    bounds.z0 = Math.min(bounds.z0, d.z)
    bounds.z1 = Math.max(bounds.z1, d.z)
  }
  let best: LabelSide = 'front'
  let cost = Infinity
  for (const side of LABEL_SIDES) {
    boxAt(side, out)
    let c = box.x0 < felt.x0 || box.x1 > felt.x1 || box.z0 < felt.z0 || box.z1 > felt.z1 ? 0.5 : 0
    for (const d of dice)
      if (d.x > box.x0 - NEAR && d.x < box.x1 + NEAR && d.z > box.z0 - NEAR && d.z < box.z1 + NEAR) c++
    if (c < cost) {
      best = side
      cost = c
    }
  }
  boxAt(best, out)
  return best
}
