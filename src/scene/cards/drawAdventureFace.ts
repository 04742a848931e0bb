// Revised rulebook, "Adventure Card Anatomy": an adventure (or Other World) face drawn from its data — name,
// the locked-die icon, terror and at-midnight effects, the task rows as slots (order arrows between ordered rows,
// monster areas in a white border), rewards, penalties and the trophy value. Behind the rows lies the card's
// engraved plate (engraving/), faint so the rows print over it as clearly as on bare paper.
import type { AdventureCard, Card, Task } from '../../engine/index.ts'
import { CARD } from '../layout/tablePlan.ts'
import { FOOT, INFO_STRIP, LOCK_SPOT, NAME_BAND, TROPHY_SPOT, rowPitch, taskRowV } from '../layout/cardFrame.ts'
import { drawRowStamp } from './drawRowStamp.ts'
import { INK, PX_PER_CM, TEXT_FONT, TITLE_FONT } from './cardCanvas.ts'
import { drawPaper, drawRule, fitText, leftText, roundRect, type Ctx } from './cardCanvas.ts'
import { drawDieIcon, drawIcon } from './drawIcons.ts'
import { costWidth, drawCost, drawEffects, drawSlot, slotWidth } from './drawMarks.ts'
import { drawGlyph } from '../dice/drawGlyph.ts'
import { adventureVignette } from './engraving/chooseVignette.ts'
import { drawVignette } from './engraving/drawVignette.ts'

const S = PX_PER_CM
/** Card units (u, v from the centre) to canvas pixels. */
export const px = (u: number) => (u + CARD.width / 2) * S
export const py = (v: number) => (CARD.height / 2 - v) * S

/** The engraved plate behind the task rows: the whole task area, from the info strip to the foot's rule. */
const PLATE = { x: px(-3.1), y: py(INFO_STRIP.bottom - 0.04), w: 6.2 * S, h: (INFO_STRIP.bottom - FOOT.top - 0.14) * S }
/** The plate's ink is faint enough that the rows printed over it read as before. */
const PLATE_STRENGTH = 0.65

function seedOf(id: string): number {
  let h = 7
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) % 9973
  return h
}

/**
 * Draws the whole face of `card` (whose tasks parse to `tasks`) on a 7 × 12 cm canvas, rows `done` (0 = top)
 * stamped as completed.
 */
export function drawAdventureFace(ctx: Ctx, card: AdventureCard, tasks: Card, done: readonly number[] = []): void {
  drawPaper(ctx, seedOf(card.id), card.otherWorld ? '#dfe3cf' : undefined)
  ctx.fillStyle = INK.ink
  fitText(ctx, card.name, px(0), py((NAME_BAND.top + NAME_BAND.bottom) / 2), 6.1 * S, 0.66 * S, TITLE_FONT)
  drawRule(ctx, py(NAME_BAND.bottom), px(-3), px(3))
  drawInfoStrip(ctx, card, tasks.ordered)
  drawVignette(ctx, PLATE, adventureVignette(card), PLATE_STRENGTH)
  const rows = tasks.tasks.length
  tasks.tasks.forEach((task, row) => drawRowLabel(ctx, task, rowPlace(row, rows, tasks.ordered)))
  tasks.tasks.forEach((task, row) => drawTaskRow(ctx, task, row, rows, tasks.ordered))
  for (const row of done) if (row < rows) drawRowStamp(ctx, row, rows)
  drawRule(ctx, py(FOOT.top + 0.05), px(-3), px(3))
  drawFoot(ctx, card)
}

function drawInfoStrip(ctx: Ctx, card: AdventureCard, ordered: boolean): void {
  const y = py((INFO_STRIP.top + INFO_STRIP.bottom) / 2)
  let x = px(-3.05)
  if (card.lock) {
    drawDieIcon(ctx, card.lock, px(LOCK_SPOT.u), py(LOCK_SPOT.v), 0.72 * S, true)
    x = px(LOCK_SPOT.u + 0.55)
  }
  const size = 0.5 * S
  if (card.terror.length > 0) {
    ctx.save()
    ctx.translate(x, y - size / 2)
    drawGlyph(ctx, 'T', INK.red, size)
    ctx.restore()
    x = drawEffects(ctx, card.terror, x + size * 1.05, y, size * 0.9, px(3.1)) + 0.1 * S
  }
  if (card.atMidnight.length > 0) {
    drawIcon(ctx, 'clock', x + size / 2, y, size)
    x = drawEffects(ctx, card.atMidnight, x + size * 1.15, y, size * 0.9, px(3.1)) + 0.1 * S
  }
  ctx.fillStyle = INK.faded
  if (card.otherWorld) leftText(ctx, 'Other World', x, y, px(3.1) - x, 0.36 * S)
  else if (ordered && x < px(0.5)) leftText(ctx, 'in order', Math.max(x, px(1.2)), y, 1.8 * S, 0.36 * S)
}

/** One task row: requirement slots, then costs, then the monster area (white border) at the right end. */
function drawTaskRow(ctx: Ctx, task: Task, row: number, rows: number, ordered: boolean): void {
  const { y, size } = rowPlace(row, rows, ordered)
  let { x } = rowPlace(row, rows, ordered)
  if (ordered) drawOrderMark(ctx, row, rows, y, size)
  for (const r of task.requirements) x += drawSlot(ctx, r, x, y, size) + size * 0.14
  for (const c of task.costs) x += drawCost(ctx, c, x, y, size) + size * 0.14
  const area = task.monsterArea
  if (!area) return
  const inner = area.requirements.reduce((w, r) => w + slotWidth(r, size * 0.86) + size * 0.12, 0)
  const width = Math.max(1.9 * S, inner + size * 0.3)
  const left = Math.max(x, px(3.05) - width)
  ctx.fillStyle = 'rgba(255, 252, 240, 0.9)'
  ctx.strokeStyle = '#f8f3e2'
  ctx.lineWidth = size * 0.14
  roundRect(ctx, left, y - size * 0.62, px(3.05) - left, size * 1.24, size * 0.3)
  ctx.fill()
  ctx.strokeStyle = INK.faded
  ctx.lineWidth = 1.5
  ctx.stroke()
  if (area.requirements.length === 0) {
    drawIcon(ctx, 'monster', left + (px(3.05) - left) / 2, y, size * 0.7)
    return
  }
  let ax = left + size * 0.15
  for (const r of area.requirements) ax += drawSlot(ctx, r, ax, y, size * 0.86) + size * 0.12
}

/** Where task row `row` starts (x), its middle (y) and its slots' size, in pixels. */
function rowPlace(row: number, rows: number, ordered: boolean): { x: number; y: number; size: number } {
  return { x: px(ordered ? -2.45 : -3.0), y: py(taskRowV(row, rows)), size: Math.min(1.12, rowPitch(rows) * 0.68) * S }
}

/** A paper label under the row's slots and costs, so they read over the engraved plate as on bare paper. */
function drawRowLabel(ctx: Ctx, task: Task, { x, y, size }: { x: number; y: number; size: number }): void {
  const gap = size * 0.14
  const slots = task.requirements.reduce((w, r) => w + slotWidth(r, size) + gap, 0)
  const width = task.costs.reduce((w, c) => w + costWidth(ctx, c, size) + gap, slots)
  if (width === 0) return
  ctx.fillStyle = 'rgba(238, 226, 198, 0.78)'
  roundRect(ctx, px(-3.08), y - size * 0.62, x - px(-3.08) + width + size * 0.08, size * 1.24, size * 0.2)
  ctx.fill()
}

/** Ordered tasks: the row's number in a small circle and an arrow down to the next row. */
function drawOrderMark(ctx: Ctx, row: number, rows: number, y: number, size: number): void {
  const x = px(-2.85)
  ctx.fillStyle = INK.ink
  ctx.beginPath()
  ctx.arc(x, y, size * 0.26, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = '#f3e8cc'
  ctx.font = `${Math.round(size * 0.36)}px ${TEXT_FONT}`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(String(row + 1), x, y + 1)
  if (row === rows - 1) return
  const next = py(taskRowV(row + 1, rows))
  ctx.strokeStyle = INK.ink
  ctx.fillStyle = INK.ink
  ctx.lineWidth = 3
  ctx.beginPath()
  ctx.moveTo(x, y + size * 0.3)
  ctx.lineTo(x, next - size * 0.42)
  ctx.stroke()
  ctx.beginPath()
  ctx.moveTo(x - 7, next - size * 0.46)
  ctx.lineTo(x + 7, next - size * 0.46)
  ctx.lineTo(x, next - size * 0.3)
  ctx.fill()
}

function drawFoot(ctx: Ctx, card: AdventureCard): void {
  const size = 0.5 * S
  const label = (text: string, v: number, colour: string) => {
    ctx.fillStyle = colour
    leftText(ctx, text, px(-3.0), py(v), 1.3 * S, 0.34 * S, TITLE_FONT)
  }
  label('Reward', -3.7, INK.green)
  drawEffects(ctx, card.rewards, px(-1.75), py(-3.7), size, px(3.15))
  label('Penalty', -4.55, INK.red)
  drawEffects(ctx, card.penalties, px(-1.75), py(-4.55), size, px(3.15))
  const x = px(TROPHY_SPOT.u)
  const y = py(TROPHY_SPOT.v)
  drawIcon(ctx, 'trophy', x - 0.62 * S, y, 0.48 * S)
  ctx.fillStyle = INK.ink
  ctx.font = `${Math.round(0.5 * S)}px ${TITLE_FONT}`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(String(card.trophies), x - 0.1 * S, y)
}
