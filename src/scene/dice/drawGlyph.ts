import type { DieColor, Face } from '../../engine/dice.ts'
import { CORNERS, circle, cutOut, fillTaperedBand, paintGlyph, traceEye, traceStar } from './glyphShapes.ts'
import type { Corner, Ctx, Point } from './glyphShapes.ts'

// Original glyphs, drawn on a unit square scaled to the canvas: a magnifying glass with pips for
// investigation, a scroll for lore, a skull for peril, a curling tentacle for terror and an elder
// star with an open eye for the wildcard. Shapes differ as much as they can, so no face relies on colour.

/** The glyph of each face, drawn on the unit square. */
const GLYPHS: Readonly<Record<Face, (ctx: Ctx) => void>> = {
  I1: (ctx) => drawInvestigation(ctx, 1),
  I2: (ctx) => drawInvestigation(ctx, 2),
  I3: (ctx) => drawInvestigation(ctx, 3),
  I4: (ctx) => drawInvestigation(ctx, 4),
  L: drawScroll,
  P: drawSkull,
  T: drawTentacle,
  W: drawElderStar,
}

/** Draws `face` in `ink` over the whole of a square context of side `size`. */
export function drawGlyph(ctx: Ctx, face: Face, ink: string, size: number): void {
  paintGlyph(ctx, ink, size, GLYPHS[face])
}

/** With the colour-blind aid on, the letter takes two opposite corners and the kind's marks keep the other two. */
export const MARK_CORNERS_WITH_AIDS: readonly Corner[] = [CORNERS[1]!, CORNERS[2]!]

/** The letter naming each colour (the aid for players who cannot tell the dice's colours apart). */
const COLOUR_LETTER: Readonly<Record<DieColor, string>> = { green: 'G', yellow: 'Y', red: 'R' }

/**
 * The colour-blind aid: the colour's initial in the top-left corner and again, turned half round, in the
 * bottom-right, so it reads the right way up from either side of the die. The corners are clear of every glyph.
 */
export function drawColourLetter(ctx: Ctx, color: DieColor, ink: string, size: number): void {
  ctx.save()
  ctx.fillStyle = ink
  // Sized in canvas pixels (not on the unit square): fonts below a pixel are not drawn reliably.
  ctx.font = `bold ${Math.round(size * 0.24)}px Georgia, "Times New Roman", serif`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  for (const turned of [false, true]) {
    ctx.save()
    if (turned) {
      ctx.translate(size, size)
      ctx.rotate(Math.PI)
    }
    ctx.fillText(COLOUR_LETTER[color], size * 0.13, size * 0.14)
    ctx.restore()
  }
  ctx.restore()
}

/**
 * The mark of each kind in the corners of every face, so kinds differ without colour: green none
 * (its edges are round), yellow a thin bar across each corner echoing its chamfer, red a filled
 * notch echoing its cut corners. Neither is a dot, so no mark can be counted as a pip.
 */
export function drawKindMarks(
  ctx: Ctx,
  color: DieColor,
  ink: string,
  size: number,
  corners: readonly Corner[] = CORNERS,
): void {
  ctx.save()
  ctx.scale(size, size)
  ctx.fillStyle = ink
  for (const [x, y, sx, sy] of corners) {
    if (color === 'yellow') {
      ctx.strokeStyle = ink
      ctx.lineWidth = 0.03
      ctx.lineCap = 'round'
      ctx.beginPath()
      ctx.moveTo(x + sx * 0.05, y + sy * 0.17)
      ctx.lineTo(x + sx * 0.17, y + sy * 0.05)
      ctx.stroke()
    } else if (color === 'red') {
      ctx.beginPath()
      ctx.moveTo(x + sx * 0.2, y + sy * 0.06)
      ctx.lineTo(x + sx * 0.06, y + sy * 0.2)
      ctx.lineTo(x + sx * 0.2, y + sy * 0.2)
      ctx.closePath()
      ctx.fill()
    }
  }
  ctx.restore()
}

function drawInvestigation(ctx: Ctx, pips: number): void {
  ctx.lineWidth = 0.075
  circle(ctx, 0.44, 0.38, 0.19)
  ctx.stroke()
  ctx.lineWidth = 0.11
  ctx.beginPath()
  ctx.moveTo(0.58, 0.52)
  ctx.lineTo(0.74, 0.68)
  ctx.stroke()
  const spacing = 0.155
  const first = 0.5 - ((pips - 1) * spacing) / 2
  for (let i = 0; i < pips; i++) {
    circle(ctx, first + i * spacing, 0.84, 0.058)
    ctx.fill()
  }
}

function drawScroll(ctx: Ctx): void {
  ctx.fillRect(0.3, 0.24, 0.4, 0.52)
  for (const y of [0.22, 0.78]) {
    ctx.beginPath()
    ctx.ellipse(0.5, y, 0.27, 0.075, 0, 0, Math.PI * 2)
    ctx.fill()
  }
  // Lines of writing, cut out of the parchment.
  cutOut(ctx, () => {
    ctx.lineWidth = 0.035
    for (const [y, w] of [
      [0.36, 0.26],
      [0.46, 0.22],
      [0.56, 0.26],
      [0.66, 0.16],
    ] as const) {
      ctx.beginPath()
      ctx.moveTo(0.37, y)
      ctx.lineTo(0.37 + w, y)
      ctx.stroke()
    }
  })
}

function drawSkull(ctx: Ctx): void {
  circle(ctx, 0.5, 0.42, 0.28)
  ctx.fill()
  ctx.fillRect(0.35, 0.55, 0.3, 0.24)
  cutOut(ctx, () => {
    circle(ctx, 0.39, 0.45, 0.085)
    ctx.fill()
    circle(ctx, 0.61, 0.45, 0.085)
    ctx.fill()
    ctx.beginPath()
    ctx.moveTo(0.5, 0.55)
    ctx.lineTo(0.455, 0.64)
    ctx.lineTo(0.545, 0.64)
    ctx.closePath()
    ctx.fill()
    ctx.lineWidth = 0.03
    for (const x of [0.42, 0.5, 0.58]) {
      ctx.beginPath()
      ctx.moveTo(x, 0.7)
      ctx.lineTo(x, 0.8)
      ctx.stroke()
    }
  })
}

function drawTentacle(ctx: Ctx): void {
  // A tapering band along a spiral that tightens into a curl.
  const samples = 48
  const centre = (t: number): Point => {
    const angle = Math.PI / 2 + t * 2.5 * Math.PI
    const r = 0.4 * Math.pow(1 - t, 1.2) + 0.05
    return [0.48 + r * Math.cos(angle) * 0.9, 0.44 + r * Math.sin(angle)]
  }
  fillTaperedBand(ctx, samples, centre, 0.01, 0.075, 0.012)
  // Suckers along the inner side.
  cutOut(ctx, () => {
    for (let i = 4; i < samples * 0.7; i += 5) {
      const t = i / samples
      const [x, y] = centre(t)
      circle(ctx, x, y, 0.022 * (1 - t) + 0.008)
      ctx.fill()
    }
  })
}

function drawElderStar(ctx: Ctx): void {
  ctx.lineWidth = 0.055
  traceStar(ctx, 10, 0.5, 0.53, (i) => (i % 2 === 0 ? 0.42 : 0.19))
  ctx.stroke()
  // An open eye at the heart of the star.
  traceEye(ctx, 0.38, 0.62, 0.53, 0.42, 0.64)
  ctx.fill()
  cutOut(ctx, () => {
    circle(ctx, 0.5, 0.53, 0.035)
    ctx.fill()
  })
}
