// Keeps the ring's plaques apart on the screen, and off what they must never hide (the Ancient One's card with its
// doom track, the Elder Sign spots): far cards crowd together near the top of a small or panel-narrowed view. A
// plaque over an obstacle moves down below it; of two overlapping plaques, the one hanging above its card moves up
// (unless that would put it on an obstacle, or it was sent down already), or of two hanging below, the lower
// moves down. Dice in the tray are kept clear the other way: a plaque over one moves up above it (toward its own
// card, for which it reads), and a plaque that would be pushed down onto one pushes the other up instead. Pure:
// boxes in, vertical nudges out.

export type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

export type PlaqueBox = Box & {
  /** Which side of its card the plaque hangs on (RingPlaques.tsx). */
  readonly side: 'above' | 'below'
}

/** Space kept between two plaques, or a plaque and an obstacle, after a nudge, in CSS px. */
const GAP = 3
const ROUNDS = 12

const overlapOf = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0)
const acrossOverlaps = (a: Box, b: Box) => overlapOf(a.x, a.x + a.width, b.x, b.x + b.width) > 0.5
const hits = (a: Box, dy: number, b: Box) =>
  acrossOverlaps(a, b) && overlapOf(a.y + dy, a.y + dy + a.height, b.y, b.y + b.height) > 0.5

/**
 * The vertical nudge (CSS px, negative: up) for each plaque so that no two overlap and none lies on an obstacle;
 * zero where none is needed.
 */
export function spreadPlaques(
  boxes: readonly PlaqueBox[],
  obstacles: readonly Box[] = [],
  dice: readonly Box[] = [],
): number[] {
  const dy = boxes.map(() => 0)
  const clearOf = (i: number, d: number) => !obstacles.some((o) => hits(boxes[i]!, d, o))
  const onDice = (i: number, d: number) => dice.some((o) => hits(boxes[i]!, d, o))
  const pushBelowObstacles = (i: number) => {
    for (const o of obstacles) if (hits(boxes[i]!, dy[i]!, o)) dy[i] = o.y + o.height + GAP - boxes[i]!.y
  }
  /** Up until no die is under it (each step clears one die; a die above it may be the next). */
  const liftAboveDice = (i: number) => {
    for (let step = 0; step < dice.length; step++) {
      let top = Infinity
      for (const o of dice) if (hits(boxes[i]!, dy[i]!, o)) top = Math.min(top, o.y)
      if (top === Infinity) return
      dy[i] = top - GAP - boxes[i]!.height - boxes[i]!.y
    }
  }
  boxes.forEach((_, i) => {
    pushBelowObstacles(i)
    liftAboveDice(i)
  })
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!
        const b = boxes[j]!
        if (!acrossOverlaps(a, b)) continue
        const ay = a.y + dy[i]!
        const by = b.y + dy[j]!
        const over = overlapOf(ay, ay + a.height, by, by + b.height)
        if (over <= 0.5) continue
        const [upper, lower] = ay <= by ? [i, j] : [j, i]
        const up = dy[upper]! - over - GAP
        // Down only when both hang below their cards (the near side, where down is away from the clock), or when
        // up would put the upper one on an obstacle; never down onto a die (the upper one goes up instead).
        // One that was already sent down stays on the way down: back up, it would only land on the plaque it left.
        const bothBelow = boxes[upper]!.side === 'below' && boxes[lower]!.side === 'below'
        const down = dy[lower]! + over + GAP
        if ((!bothBelow && dy[upper]! <= 0 && clearOf(upper, up)) || onDice(lower, down)) dy[upper] = up
        else {
          dy[lower] = down
          pushBelowObstacles(lower)
        }
        moved = true
      }
    if (!moved) break
  }
  return dy
}

/** Whether any plaque lies on an obstacle once nudged by `dy` (kept off a die, it landed on what it must not hide). */
export function plaquesOnObstacles(boxes: readonly Box[], dy: readonly number[], obstacles: readonly Box[]): boolean {
  return boxes.some((a, i) => obstacles.some((o) => hits(a, dy[i] ?? 0, o)))
}

/** Whether any two plaques still overlap once nudged by `dy` (a spread that could not fit them all). */
export function plaquesOverlap(boxes: readonly Box[], dy: readonly number[]): boolean {
  return boxes.some((a, i) => boxes.some((b, j) => j > i && hits(a, (dy[i] ?? 0) - (dy[j] ?? 0), b)))
}
