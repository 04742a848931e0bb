import type { DmdFace, PipFace } from '../../physics/index.ts'
import { CORNERS, circle, cutOut, fillTaperedBand, paintGlyph, traceEye, traceStar } from './glyphShapes.ts'
import type { Ctx, Point } from './glyphShapes.ts'

// The companion games' faces, drawn on a unit square scaled to the canvas like drawGlyph.ts. All our
// own design: a success is a ray-burst around an open eye, an elder sign a five-armed branching twig
// sigil, a tentacle a single tapering stroke that curls back on itself; a blank face is left bare.
// Paired faces (success with a tentacle or an elder sign) show both symbols, smaller, on a diagonal.

/** Draws the pips of an ordinary die: the usual 3 × 3 layout, large enough to count at a glance. */
export function drawPips(ctx: Ctx, face: PipFace, ink: string, size: number): void {
  const layout: Record<PipFace, readonly (readonly [number, number])[]> = {
    '1': [[1, 1]],
    '2': [
      [0, 0],
      [2, 2],
    ],
    '3': [
      [0, 0],
      [1, 1],
      [2, 2],
    ],
    '4': [
      [0, 0],
      [2, 0],
      [0, 2],
      [2, 2],
    ],
    '5': [
      [0, 0],
      [2, 0],
      [1, 1],
      [0, 2],
      [2, 2],
    ],
    '6': [
      [0, 0],
      [2, 0],
      [0, 1],
      [2, 1],
      [0, 2],
      [2, 2],
    ],
  }
  ctx.save()
  ctx.scale(size, size)
  ctx.fillStyle = ink
  // One pip alone is drawn larger, as on a common die.
  const r = face === '1' ? 0.14 : 0.095
  for (const [col, row] of layout[face]) {
    circle(ctx, 0.22 + col * 0.28, 0.22 + row * 0.28, r)
    ctx.fill()
  }
  ctx.restore()
}

/** The symbols of each Death May Die face, drawn on the unit square (a blank face is left bare). */
const DMD_GLYPHS: Readonly<Record<DmdFace, (ctx: Ctx) => void>> = {
  success: drawBurst,
  elderSign: drawTwigSigil,
  tentacle: drawCurl,
  successTentacle: (ctx) => pair(ctx, drawBurst, drawCurl),
  successElderSign: (ctx) => pair(ctx, drawBurst, drawTwigSigil),
  blank: () => {},
}

/** Draws a Death May Die face in `ink` over a square context of side `size`. */
export function drawDmdGlyph(ctx: Ctx, face: DmdFace, ink: string, size: number): void {
  paintGlyph(ctx, ink, size, DMD_GLYPHS[face])
}

/**
 * The corner marks of the Death May Die dice, so the two differ without colour (their bodies differ
 * too: the black die is broadly bevelled, the green one round): the black die a small diamond in each
 * corner, the green bonus die a short arc echoing its round edges.
 */
export function drawDmdKindMarks(ctx: Ctx, kind: 'dmd-black' | 'dmd-green', ink: string, size: number): void {
  ctx.save()
  ctx.scale(size, size)
  ctx.fillStyle = ink
  ctx.strokeStyle = ink
  ctx.lineWidth = 0.03
  ctx.lineCap = 'round'
  for (const [x, y, sx, sy] of CORNERS) {
    ctx.beginPath()
    if (kind === 'dmd-black') {
      const cx = x + sx * 0.12
      const cy = y + sy * 0.12
      ctx.moveTo(cx, cy - 0.075)
      ctx.lineTo(cx + 0.045, cy)
      ctx.lineTo(cx, cy + 0.075)
      ctx.lineTo(cx - 0.045, cy)
      ctx.closePath()
      ctx.fill()
    } else {
      const start = Math.atan2(sy, sx) - Math.PI / 4
      ctx.arc(x, y, 0.15, start, start + Math.PI / 2)
      ctx.stroke()
    }
  }
  ctx.restore()
}

/** Two symbols on one face: the first at the upper left, the second at the lower right, each at 58%. */
function pair(ctx: Ctx, first: (ctx: Ctx) => void, second: (ctx: Ctx) => void): void {
  for (const [draw, x, y] of [
    [first, 0.0, 0.0],
    [second, 0.42, 0.42],
  ] as const) {
    ctx.save()
    ctx.translate(x, y)
    ctx.scale(0.58, 0.58)
    draw(ctx)
    ctx.restore()
  }
}

/** Success: twelve rays of alternating length around a disc with an open, almond-shaped eye cut out of it. */
function drawBurst(ctx: Ctx): void {
  traceStar(ctx, 24, 0.5, 0.5, (i) => (i % 2 === 1 ? 0.25 : i % 4 === 0 ? 0.45 : 0.37))
  ctx.fill()
  cutOut(ctx, () => {
    traceEye(ctx, 0.32, 0.68, 0.5, 0.33, 0.67)
    ctx.fill()
  })
  circle(ctx, 0.5, 0.5, 0.065)
  ctx.fill()
}

/**
 * Elder sign: a ring at the heart and five arms like the boughs of a twig, each with two side shoots on
 * alternating sides and a bud at its tip; the top arm is the longest, so the sigil has an up.
 */
function drawTwigSigil(ctx: Ctx): void {
  const cx = 0.5
  const cy = 0.54
  for (let i = 0; i < 5; i++) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5
    const length = i === 0 ? 0.4 : 0.32
    const along = (f: number): [number, number] => [
      cx + length * f * Math.cos(angle),
      cy + length * f * Math.sin(angle),
    ]
    const [ex, ey] = along(1)
    ctx.lineWidth = 0.06
    ctx.beginPath()
    ctx.moveTo(...along(0.25))
    ctx.lineTo(ex, ey)
    ctx.stroke()
    // Side shoots, first to one side then the other, swept toward the tip.
    ctx.lineWidth = 0.042
    for (const [f, side] of [
      [0.5, i % 2 === 0 ? 1 : -1],
      [0.75, i % 2 === 0 ? -1 : 1],
    ] as const) {
      const [fx, fy] = along(f)
      const shoot = angle + side * 0.8
      ctx.beginPath()
      ctx.moveTo(fx, fy)
      ctx.lineTo(fx + 0.1 * Math.cos(shoot), fy + 0.1 * Math.sin(shoot))
      ctx.stroke()
    }
    circle(ctx, ex, ey, 0.045)
    ctx.fill()
  }
  ctx.lineWidth = 0.05
  circle(ctx, cx, cy, 0.07)
  ctx.stroke()
}

/** Tentacle: one tapering stroke rising from the lower left, arching over and curling in on itself. */
function drawCurl(ctx: Ctx): void {
  const point = (t: number): Point => {
    if (t < 0.45) {
      // The rising arm: a gentle S from the lower left toward the upper middle.
      const u = t / 0.45
      return [0.16 + 0.46 * u, 0.86 - 0.5 * u - 0.08 * Math.sin(u * Math.PI)]
    }
    // The curl: a spiral closing around (0.62, 0.52), starting where the arm ends.
    const u = (t - 0.45) / 0.55
    const angle = Math.PI * 1.5 + u * 1.8 * Math.PI
    const r = 0.16 * (1 - 0.75 * u)
    return [0.62 + r * Math.cos(angle), 0.52 + r * Math.sin(angle)]
  }
  fillTaperedBand(ctx, 60, point, 0.005, 0.11, 0.025)
}
