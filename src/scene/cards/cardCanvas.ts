// The paper every card is drawn on, and the few text helpers the faces share. Card faces are drawn at
// `PX_PER_CM` pixels per centimetre: enough that the card in focus stays sharp on a 1080p screen. A table drawn at
// half resolution paints them at half the density (`faceDensity`): the painters draw in the same units either way.

export type Ctx = CanvasRenderingContext2D

/** Pixels per world unit (1 cm) on a card's canvas. */
export const PX_PER_CM = 72

export const TITLE_FONT = '"IM Fell English", Georgia, serif'
export const TEXT_FONT = '"EB Garamond", Georgia, serif'

/** Ink and paper colours of the faces. */
export const INK = {
  ink: '#2a1b0e',
  faded: '#6b5236',
  red: '#7d1b12',
  blue: '#1d3b66',
  green: '#24502c',
  gold: '#8a6420',
}
const PAPER = { light: '#eadcb8', dark: '#cdb486', edge: '#8a6a3c' } as const

/**
 * How densely a face is painted for a table drawn at `dpr` device pixels per CSS pixel: a drawing buffer at half
 * resolution cannot show more than half the pixels of a face (a card in the close-up spans about 500 pixels of a
 * 1080p buffer, the full face 864), and painting and uploading the rest cost a slow machine a second or more per
 * table. Never above 1 (the faces were sized for a 1080p screen), never below a half.
 */
export const faceDensity = (dpr: number): number => Math.min(1, Math.max(0.5, dpr))

/** The size painters draw in, `PX_PER_CM` units per centimetre, whatever the canvas's density. */
const sizes = new WeakMap<HTMLCanvasElement, { readonly width: number; readonly height: number }>()

/** A canvas of `width` × `height` centimetres, `density` canvas pixels per painter's unit. */
export function createCardCanvas(width: number, height: number, density = 1): [HTMLCanvasElement, Ctx] {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * PX_PER_CM * density)
  canvas.height = Math.round(height * PX_PER_CM * density)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('scene: 2D canvas is unavailable for card faces')
  ctx.scale(canvas.width / (width * PX_PER_CM), canvas.height / (height * PX_PER_CM))
  sizes.set(canvas, { width: width * PX_PER_CM, height: height * PX_PER_CM })
  return [canvas, ctx]
}

/** The face's size in painter's units (`PX_PER_CM` per centimetre; the canvas's own size for any other canvas). */
export const faceSize = (ctx: Ctx): { readonly width: number; readonly height: number } =>
  sizes.get(ctx.canvas) ?? ctx.canvas

/** A deterministic hash noise (same stains on every load, so pixel tests are stable). */
function noise(i: number): number {
  const x = Math.sin(i * 91.7 + 47.3) * 43758.5453
  return x - Math.floor(x)
}

/** Aged paper: a warm gradient, foxing spots seeded by `seed`, a darker edge and an inked double border. */
export function drawPaper(ctx: Ctx, seed: number, tint: string = PAPER.light): void {
  const { width: w, height: h } = faceSize(ctx)
  const g = ctx.createRadialGradient(w / 2, h / 2, Math.min(w, h) * 0.2, w / 2, h / 2, Math.max(w, h) * 0.75)
  g.addColorStop(0, tint)
  g.addColorStop(1, PAPER.dark)
  ctx.fillStyle = g
  ctx.fillRect(0, 0, w, h)
  for (let i = 0; i < 40; i++) {
    const r = 2 + noise(seed + i * 3.1) * 14
    ctx.fillStyle = `rgba(120, 80, 30, ${0.03 + noise(seed + i) * 0.05})`
    ctx.beginPath()
    ctx.arc(noise(seed + i * 1.7) * w, noise(seed + i * 2.3) * h, r, 0, Math.PI * 2)
    ctx.fill()
  }
  ctx.strokeStyle = PAPER.edge
  ctx.lineWidth = PX_PER_CM * 0.12
  ctx.strokeRect(0, 0, w, h)
  ctx.strokeStyle = INK.ink
  ctx.lineWidth = 2
  const m = PX_PER_CM * 0.18
  ctx.strokeRect(m, m, w - 2 * m, h - 2 * m)
  ctx.lineWidth = 1
  ctx.strokeRect(m + 5, m + 5, w - 2 * m - 10, h - 2 * m - 10)
}

/** Writes `text` centred at x, shrinking the font until it fits `maxWidth`; wraps onto two lines when it must. */
export function fitText(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  size: number,
  font: string,
  lines = 2,
): void {
  startText(ctx, 'center', size, font)
  if (ctx.measureText(text).width <= maxWidth || lines < 2) {
    shrinkToFit(ctx, text, maxWidth, size, font)
    ctx.fillText(text, x, y)
    return
  }
  let px = size
  const words = text.split(' ')
  let best: [string, string] = [text, '']
  let bestWidth = Infinity
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ')
    const b = words.slice(i).join(' ')
    const width = Math.max(ctx.measureText(a).width, ctx.measureText(b).width)
    if (width < bestWidth) [best, bestWidth] = [[a, b], width]
  }
  while (bestWidth > maxWidth && px > 8) {
    ctx.font = `${--px}px ${font}`
    bestWidth = Math.max(ctx.measureText(best[0]).width, ctx.measureText(best[1]).width)
  }
  ctx.fillText(best[0], x, y - px * 0.52)
  ctx.fillText(best[1], x, y + px * 0.52)
}

/** Writes one line of `text` at (x, y), its font shrunk from `size` pixels until it fits `maxWidth`. */
type LineWriter = (ctx: Ctx, text: string, x: number, y: number, maxWidth: number, size: number, font?: string) => void

/** Left-aligned text shrunk to fit (in the text font unless `font` is given). */
export const leftText: LineWriter = (ctx, text, x, y, maxWidth, size, font = TEXT_FONT) => {
  startText(ctx, 'left', size, font)
  shrinkToFit(ctx, text, maxWidth, size, font)
  ctx.fillText(text, x, y)
}

/** Text from here on: aligned at `align` and on its middle, in `font` at `size` pixels. */
function startText(ctx: Ctx, align: CanvasTextAlign, size: number, font: string): void {
  ctx.textAlign = align
  ctx.textBaseline = 'middle'
  ctx.font = `${size}px ${font}`
}

/** Shrinks the font (set at `size`) a pixel at a time, to 8 at the least, until `text` fits `maxWidth`. */
function shrinkToFit(ctx: Ctx, text: string, maxWidth: number, size: number, font: string): void {
  let px = size
  while (ctx.measureText(text).width > maxWidth && px > 8) ctx.font = `${--px}px ${font}`
}

/** A horizontal rule with a small diamond in the middle, the way old print separates parts of a page. */
export function drawRule(ctx: Ctx, y: number, x0: number, x1: number): void {
  ctx.strokeStyle = INK.faded
  ctx.lineWidth = 1.5
  ctx.beginPath()
  ctx.moveTo(x0, y)
  ctx.lineTo(x1, y)
  ctx.stroke()
  const mid = (x0 + x1) / 2
  ctx.fillStyle = INK.faded
  ctx.beginPath()
  ctx.moveTo(mid - 6, y)
  ctx.lineTo(mid, y - 6)
  ctx.lineTo(mid + 6, y)
  ctx.lineTo(mid, y + 6)
  ctx.fill()
}

/** A rounded rectangle path. */
export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath()
  ctx.roundRect(x, y, w, h, r)
}
