// Draws a row of effect marks and a task's requirement slots: the shared vocabulary of every card face.
import type { DieRequirement, Effect, Face, TaskCost } from '../../engine/index.ts'
import { drawGlyph } from '../dice/drawGlyph.ts'
import { INK, TEXT_FONT, roundRect, type Ctx } from './cardCanvas.ts'
import { drawDieIcon, drawIcon } from './drawIcons.ts'
import { effectMarks } from './effectMarks.ts'

/** Draws the marks of `effects` left to right from x, centred on y; returns the x where they end. */
export function drawEffects(
  ctx: Ctx,
  effects: readonly Effect[],
  x: number,
  y: number,
  size: number,
  maxX: number,
): number {
  let cx = x
  ctx.fillStyle = INK.ink
  for (const mark of effectMarks(effects)) {
    ctx.font = `${Math.round(size * 0.8)}px ${TEXT_FONT}`
    const textWidth = mark.text ? ctx.measureText(mark.text).width + size * 0.15 : 0
    if (cx + size + textWidth > maxX) break
    if (typeof mark.icon === 'string') drawIcon(ctx, mark.icon, cx + size / 2, y, size)
    else drawDieIcon(ctx, mark.icon.die, cx + size / 2, y, size * 0.8, true)
    cx += size * 1.08
    if (mark.text) {
      ctx.fillStyle = INK.ink
      ctx.textAlign = 'left'
      ctx.textBaseline = 'middle'
      ctx.fillText(mark.text, cx, y + size * 0.04)
      cx += textWidth
    }
    cx += size * 0.3
  }
  return cx
}

/** The width a requirement's slot takes, in pixels, for slots `size` high. */
export function slotWidth(r: DieRequirement, size: number): number {
  return r.kind === 'symbol' && r.oneOf.length > 1 ? size * (0.2 + 0.62 * r.oneOf.length) : size
}

const SYMBOL_FACE: Readonly<Record<string, Face>> = { L: 'L', P: 'P', T: 'T' }

/** One requirement slot: a square with the investigation number, or the symbol(s) a die must show. */
export function drawSlot(ctx: Ctx, r: DieRequirement, x: number, y: number, size: number): number {
  const w = slotWidth(r, size)
  ctx.fillStyle = '#f6eed8'
  ctx.strokeStyle = INK.ink
  ctx.lineWidth = size * 0.06
  roundRect(ctx, x, y - size / 2, w, size, size * 0.14)
  ctx.fill()
  ctx.stroke()
  if (r.kind === 'investigation') {
    ctx.fillStyle = INK.ink
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.font = `${Math.round(size * 0.72)}px ${TEXT_FONT}`
    ctx.fillText(String(r.amount), x + w / 2, y + size * 0.04)
    return w
  }
  const glyph = r.oneOf.length > 1 ? size * 0.62 : size * 0.92
  r.oneOf.forEach((symbol, i) => {
    const gx = x + size * 0.1 + i * size * 0.62 + (r.oneOf.length > 1 ? 0 : (size * 0.8 - glyph) / 2 - size * 0.06)
    ctx.save()
    ctx.translate(gx, y - glyph / 2)
    drawGlyph(ctx, SYMBOL_FACE[symbol] ?? 'L', INK.ink, glyph)
    ctx.restore()
    if (i > 0) {
      ctx.strokeStyle = INK.faded
      ctx.lineWidth = 2
      ctx.beginPath()
      ctx.moveTo(gx + size * 0.02, y - size * 0.36)
      ctx.lineTo(gx - size * 0.02, y + size * 0.36)
      ctx.stroke()
    }
  })
  return w
}

/** The width `drawCost` takes for `cost` at `size`, in pixels (sets the font it measures with). */
export function costWidth(ctx: Ctx, cost: TaskCost, size: number): number {
  const icon = size * 0.8
  if (cost.kind === 'clock') return icon
  ctx.font = `${Math.round(size * 0.6)}px ${TEXT_FONT}`
  return icon * 1.05 + ctx.measureText(`−${cost.amount}`).width
}

/** A cost paid on completion: sanity, stamina or a turn of the clock. */
export function drawCost(ctx: Ctx, cost: TaskCost, x: number, y: number, size: number): number {
  const icon = size * 0.8
  drawIcon(ctx, cost.kind, x + icon / 2, y, icon)
  if (cost.kind === 'clock') return icon
  ctx.fillStyle = INK.ink
  ctx.textAlign = 'left'
  ctx.textBaseline = 'middle'
  ctx.font = `${Math.round(size * 0.6)}px ${TEXT_FONT}`
  const text = `−${cost.amount}`
  ctx.fillText(text, x + icon * 1.02, y)
  return icon * 1.05 + ctx.measureText(text).width
}
