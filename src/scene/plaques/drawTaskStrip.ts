// A card's task rows drawn in one line for its plaque: each row's requirement slots and costs, rows apart by a gap
// (and an arrow when they must be met in order). The same slots and marks as the card face (drawMarks.ts), upright
// and large enough to read from the chair.
import type { Card, DieRequirement } from '../../engine/index.ts'
import { INK, TEXT_FONT, roundRect, type Ctx } from '../cards/cardCanvas.ts'
import { drawIcon } from '../cards/drawIcons.ts'
import { drawCost, drawSlot, slotWidth } from '../cards/drawMarks.ts'

const GAP = 0.14
const ROW_GAP = 0.55

/** The strip's width in pixels for slots `size` high (`ctx` measures the costs' numbers, as drawCost writes them). */
export function taskStripWidth(ctx: Ctx, card: Card, size: number): number {
  const cost = size * 0.9
  ctx.font = `${Math.round(cost * 0.6)}px ${TEXT_FONT}`
  let w = 0
  card.tasks.forEach((task, row) => {
    if (row > 0) w += size * ROW_GAP
    for (const r of task.requirements) w += slotWidth(r, size) + size * GAP
    for (const c of task.costs)
      w += (c.kind === 'clock' ? cost * 0.8 : cost * 0.84 + ctx.measureText(`−${c.amount}`).width) + size * GAP
    if (task.monsterArea) w += areaWidth(task.monsterArea.requirements, size) + size * GAP
  })
  return Math.ceil(w)
}

/** A monster area's box: its requirements (slots a little smaller), or the monster icon when it has none. */
function areaWidth(requirements: readonly DieRequirement[], size: number): number {
  const inner = requirements.reduce((w, r) => w + slotWidth(r, size * 0.8) + size * 0.1, 0)
  return Math.max(size * 1.1, inner + size * 0.2)
}

/**
 * Draws the strip from x = 0, centred on y = size * 0.6 (the canvas is 1.2 × size high); rows `done` (completed, as
 * the engine's state says) are struck through in the stamp's green, as on the card.
 */
export function drawTaskStrip(ctx: Ctx, card: Card, size: number, done: readonly number[] = []): void {
  const y = size * 0.6
  let x = 0
  card.tasks.forEach((task, row) => {
    if (row > 0) {
      const mid = x + (size * ROW_GAP) / 2
      ctx.fillStyle = INK.faded
      ctx.strokeStyle = INK.faded
      ctx.lineWidth = Math.max(1, size * 0.06)
      if (card.ordered) {
        // an arrow: this row comes after the last
        ctx.beginPath()
        ctx.moveTo(mid - size * 0.16, y - size * 0.16)
        ctx.lineTo(mid + size * 0.06, y)
        ctx.lineTo(mid - size * 0.16, y + size * 0.16)
        ctx.stroke()
      } else {
        ctx.beginPath()
        ctx.arc(mid, y, size * 0.06, 0, Math.PI * 2)
        ctx.fill()
      }
      x += size * ROW_GAP
    }
    const start = x
    for (const r of task.requirements) x += drawSlot(ctx, r, x, y, size) + size * GAP
    for (const c of task.costs) x += drawCost(ctx, c, x, y, size * 0.9) + size * GAP
    if (task.monsterArea) x += drawArea(ctx, task.monsterArea.requirements, x, y, size) + size * GAP
    if (done.includes(row)) strike(ctx, start, x - size * GAP, y, size)
  })
}

/** A completed row: a green wash and a rule through it. */
function strike(ctx: Ctx, from: number, to: number, y: number, size: number): void {
  ctx.fillStyle = 'rgba(47, 122, 61, 0.3)'
  roundRect(ctx, from - size * 0.05, y - size * 0.55, to - from + size * 0.1, size * 1.1, size * 0.2)
  ctx.fill()
  ctx.strokeStyle = '#2f7a3d'
  ctx.lineWidth = Math.max(2, size * 0.12)
  ctx.beginPath()
  ctx.moveTo(from, y)
  ctx.lineTo(to, y)
  ctx.stroke()
}

/** The monster area as on the face: a white box with a faded border around its slots. */
function drawArea(ctx: Ctx, requirements: readonly DieRequirement[], x: number, y: number, size: number): number {
  const w = areaWidth(requirements, size)
  ctx.fillStyle = 'rgba(255, 252, 240, 0.95)'
  ctx.strokeStyle = INK.faded
  ctx.lineWidth = Math.max(1, size * 0.05)
  roundRect(ctx, x, y - size * 0.55, w, size * 1.1, size * 0.25)
  ctx.fill()
  ctx.stroke()
  if (requirements.length === 0) {
    drawIcon(ctx, 'monster', x + w / 2, y, size * 0.7)
    return w
  }
  let ax = x + size * 0.1
  for (const r of requirements) ax += drawSlot(ctx, r, ax, y, size * 0.8) + size * 0.1
  return w
}
