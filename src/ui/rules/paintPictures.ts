// Paints the pictures of the player's rules into the canvases the page's markdown left for them (rulesDoc.ts): each
// die with the table's own glyph (scene/dice/drawGlyph) on a body told apart by shape as well as colour — green
// rounded, yellow with its corners cut, red with its corners notched, as the 3D dice are — and the example card
// with the table's own card painter.
import { isDieColor, isFace, type DieColor, type Face } from '../../engine/index.ts'
import { drawAdventureFace } from '../../scene/cards/drawAdventureFace.ts'
import { createCardCanvas } from '../../scene/cards/cardCanvas.ts'
import { CARD } from '../../scene/layout/tablePlan.ts'
import { drawGlyph } from '../../scene/dice/drawGlyph.ts'
import { EXAMPLE_CARD, exampleRows } from './exampleCard.ts'

/** The dice's lacquer and glyph ink, as the 3D dice have them (scripts/generateDiceModels.ts, glyphMaterials.ts). */
const BODY: Readonly<Record<DieColor, string>> = { green: '#2e8b3e', yellow: '#e0b526', red: '#a8231c' }
const INK: Readonly<Record<DieColor, string>> = { green: '#0b160d', yellow: '#22170a', red: '#f7ecd2' }

/** The outline of a die's face on a square of side `s`: the shape tells the kind without its colour. */
function traceBody(ctx: CanvasRenderingContext2D, color: DieColor, s: number): void {
  const m = s * 0.04
  const e = s - m
  ctx.beginPath()
  if (color === 'green') ctx.roundRect(m, m, e - m, e - m, s * 0.2)
  else if (color === 'yellow') {
    const c = s * 0.2
    ctx.moveTo(m + c, m)
    for (const [x, y] of [
      [e - c, m],
      [e, m + c],
      [e, e - c],
      [e - c, e],
      [m + c, e],
      [m, e - c],
      [m, m + c],
    ] as const)
      ctx.lineTo(x, y)
    ctx.closePath()
  } else {
    // Square notches out of each corner.
    const n = s * 0.12
    const points: [number, number][] = [
      [m + n, m],
      [e - n, m],
      [e - n, m + n],
      [e, m + n],
      [e, e - n],
      [e - n, e - n],
      [e - n, e],
      [m + n, e],
      [m + n, e - n],
      [m, e - n],
      [m, m + n],
      [m + n, m + n],
    ]
    points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)))
    ctx.closePath()
  }
}

/** A die showing `face`, on a square canvas of side `size` pixels. */
function paintDie(ctx: CanvasRenderingContext2D, color: DieColor, face: Face, size: number): void {
  ctx.clearRect(0, 0, size, size)
  traceBody(ctx, color, size)
  ctx.fillStyle = BODY[color]
  ctx.fill()
  ctx.lineWidth = Math.max(1, size * 0.03)
  ctx.strokeStyle = '#e8dcc0'
  ctx.stroke()
  // The glyph cuts holes in what is under it (its writing, the skull's eyes): drawn apart, then laid on the body.
  const glyph = document.createElement('canvas')
  glyph.width = glyph.height = size
  const g = glyph.getContext('2d')
  if (!g) return
  const inset = size * 0.12
  g.translate(inset, inset)
  drawGlyph(g, face, INK[color], size - 2 * inset)
  ctx.drawImage(glyph, 0, 0)
}

/** Sizes a canvas's bitmap to its box on this screen (sharp on a dense one); false while it has no box. */
function fitBitmap(canvas: HTMLCanvasElement, aspect: number): boolean {
  const width = canvas.clientWidth
  if (width === 0) return false
  const scale = Math.min(3, globalThis.devicePixelRatio || 1)
  canvas.width = Math.round(width * scale)
  canvas.height = Math.round(width * scale * aspect)
  return true
}

/** Paints every picture under `root` not painted yet (filtering the sections mounts them again). */
export function paintPictures(root: HTMLElement): void {
  for (const canvas of root.querySelectorAll<HTMLCanvasElement>('canvas[data-die]:not([data-painted])')) {
    const [color, face] = (canvas.dataset.die ?? '').split(':')
    const ctx = canvas.getContext('2d')
    if (!ctx || !isDieColor(color) || !isFace(face) || !fitBitmap(canvas, 1)) continue
    paintDie(ctx, color, face, canvas.width)
    canvas.dataset.painted = ''
  }
  for (const canvas of root.querySelectorAll<HTMLCanvasElement>('canvas[data-card]:not([data-painted])')) {
    const ctx = canvas.getContext('2d')
    if (!ctx || !fitBitmap(canvas, CARD.height / CARD.width)) continue
    // The painter draws the card at the table's size (its paper reads its canvas's size), then it is scaled down.
    const [face, faceCtx] = createCardCanvas(CARD.width, CARD.height)
    drawAdventureFace(faceCtx, EXAMPLE_CARD, exampleRows())
    ctx.imageSmoothingQuality = 'high'
    ctx.drawImage(face, 0, 0, canvas.width, canvas.height)
    canvas.dataset.painted = ''
  }
}
