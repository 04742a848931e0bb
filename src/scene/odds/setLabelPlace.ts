// Where the advice's one label for a set of dice lies on the screen ("reroll ×3"): right beside one of the dice it
// names, hiding no die where it can, as near the set's middle as that allows, and inside the room the page's panels
// leave the table (never under the status bar or a side panel). Worked out on the screen, not the table: a label
// placed on the table beside the set's middle lay far from every die of a spread set, and where no die of the set
// was on the felt it stayed where it was made (the clock, under the status bar in the close-up). Pure: CSS pixels
// in, a side and the label's top left out; OddsOnTable.tsx calls it in the frame loop with scratch lists, so it
// allocates nothing.

/** A point on the screen (CSS px from the canvas's top left). */
export type Spot = { x: number; y: number }
export type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number }
export type Size = { readonly width: number; readonly height: number }

/** Where the label may stand about a die of its set, in the order preferred when two places are as good. */
export const LABEL_SIDES = ['below', 'right', 'left', 'above'] as const
export type LabelSide = (typeof LABEL_SIDES)[number]

/** The gap between a die's edge and the label, in die radii. */
const GAP = 0.35
/** A die counts as hidden when its middle lies this near the label's box (in die radii) or inside it. */
const NEAR = 0.6

const box = { x: 0, y: 0 }

/** The label's top left at `side` of the die at `d` (radius `r`), moved into `room`. */
function boxAt(side: LabelSide, d: Spot, r: number, label: Size, room: Box): void {
  const gap = r * (1 + GAP)
  if (side === 'below' || side === 'above') {
    box.x = d.x - label.width / 2
    box.y = side === 'below' ? d.y + gap : d.y - gap - label.height
  } else {
    box.x = side === 'right' ? d.x + gap : d.x - gap - label.width
    box.y = d.y - label.height / 2
  }
  box.x = Math.max(room.x, Math.min(room.x + room.width - label.width, box.x))
  box.y = Math.max(room.y, Math.min(room.y + room.height - label.height, box.y))
}

function hidden(dice: readonly Spot[], r: number, label: Size): number {
  const near = r * NEAR
  let n = 0
  for (const d of dice)
    if (
      d.x > box.x - near &&
      d.x < box.x + label.width + near &&
      d.y > box.y - near &&
      d.y < box.y + label.height + near
    )
      n++
  return n
}

/**
 * The place beside a die of `set` (the dice the label names, at least one) where a `label`-sized box hides the fewest
 * of `dice` (every die drawn, the set's own too), then lies nearest the set's middle; ties go by LABEL_SIDES. Each
 * place is moved into `room` first. `radius` is a die's radius on the screen. The label's top left is left in `out`.
 */
export function setLabelPlace(
  set: readonly Spot[],
  dice: readonly Spot[],
  radius: number,
  label: Size,
  room: Box,
  out: Spot,
): LabelSide {
  let mx = 0
  let my = 0
  for (const d of set) {
    mx += d.x / set.length
    my += d.y / set.length
  }
  let best: LabelSide = 'below'
  let cost = Infinity
  for (const d of set)
    for (const side of LABEL_SIDES) {
      boxAt(side, d, radius, label, room)
      const far = Math.hypot(box.x + label.width / 2 - mx, box.y + label.height / 2 - my)
      const c = hidden(dice, radius, label) * 1e6 + far + LABEL_SIDES.indexOf(side)
      if (c < cost) {
        cost = c
        best = side
        out.x = box.x
        out.y = box.y
      }
    }
  return best
}
