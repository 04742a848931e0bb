// The shapes both glyph painters draw with (drawGlyph.ts for the Elder Sign dice, drawCompanionGlyph.ts for the
// companion games' dice), on a unit square the painter has scaled to its canvas.

export type Ctx = CanvasRenderingContext2D

/** A point on the unit square. */
export type Point = [x: number, y: number]

/** A face corner: its point and the directions toward the face's middle. */
export type Corner = readonly [x: number, y: number, sx: 1 | -1, sy: 1 | -1]

/** The four corners of a face, top row first. */
export const CORNERS: readonly Corner[] = [
  [0, 0, 1, 1],
  [1, 0, -1, 1],
  [0, 1, 1, -1],
  [1, 1, -1, -1],
]

/**
 * Runs `draw` on the unit square scaled to a square context of side `size`, with `ink` for fill and stroke and
 * round caps and joins; the context is restored after.
 */
export function paintGlyph(ctx: Ctx, ink: string, size: number, draw: (ctx: Ctx) => void): void {
  ctx.save()
  ctx.scale(size, size)
  ctx.fillStyle = ink
  ctx.strokeStyle = ink
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  draw(ctx)
  ctx.restore()
}

/** Whatever `draw` fills or strokes is cut out of what is already drawn, not added to it. */
export function cutOut(ctx: Ctx, draw: () => void): void {
  ctx.globalCompositeOperation = 'destination-out'
  draw()
  ctx.globalCompositeOperation = 'source-over'
}

/** Begins a path that is a circle (to fill or stroke). */
export function circle(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.beginPath()
  ctx.arc(x, y, r, 0, Math.PI * 2)
}

/**
 * Begins a closed path through `points` corners around (cx, cy), the first straight up and the rest evenly
 * round; corner `i` lies at `radius(i)` from the centre (alternate them for a star).
 */
export function traceStar(ctx: Ctx, points: number, cx: number, cy: number, radius: (i: number) => number): void {
  const half = points / 2
  ctx.beginPath()
  for (let i = 0; i < points; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / half
    const r = radius(i)
    const x = cx + r * Math.cos(angle)
    const y = cy + r * Math.sin(angle)
    if (i === 0) ctx.moveTo(x, y)
    else ctx.lineTo(x, y)
  }
  ctx.closePath()
}

/** Begins an almond-shaped path: an open eye from `left` to `right` along `y`, its lids curving to `top` and `bottom`. */
export function traceEye(ctx: Ctx, left: number, right: number, y: number, top: number, bottom: number): void {
  const middle = (left + right) / 2
  ctx.beginPath()
  ctx.moveTo(left, y)
  ctx.quadraticCurveTo(middle, top, right, y)
  ctx.quadraticCurveTo(middle, bottom, left, y)
}

/**
 * Fills a band along the curve `centre(t)`, t from 0 to 1 in `samples` steps, `thick` wide at its start and `tip`
 * at its end (half-widths, tapering evenly). Each step's direction is taken toward `centre(t + lookAhead)`.
 */
export function fillTaperedBand(
  ctx: Ctx,
  samples: number,
  centre: (t: number) => Point,
  lookAhead: number,
  thick: number,
  tip: number,
): void {
  const left: Point[] = []
  const right: Point[] = []
  for (let i = 0; i <= samples; i++) {
    const t = i / samples
    const [x, y] = centre(t)
    const [x2, y2] = centre(Math.min(1, t + lookAhead))
    const len = Math.hypot(x2 - x, y2 - y) || 1
    const nx = -(y2 - y) / len
    const ny = (x2 - x) / len
    const w = thick * (1 - t) + tip
    left.push([x + nx * w, y + ny * w])
    right.push([x - nx * w, y - ny * w])
  }
  ctx.beginPath()
  left.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)))
  for (let i = right.length - 1; i >= 0; i--) ctx.lineTo(right[i]![0], right[i]![1])
  ctx.closePath()
  ctx.fill()
}
