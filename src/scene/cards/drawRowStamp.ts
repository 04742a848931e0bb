// Revised rulebook, "Completing Tasks": a completed row is marked where it lies. A green wash over the whole row, a
// rule struck through its slots, and at its right end a round ink stamp with a tick: told by shape, not colour alone.
import { ROW_MARK, rowPitch, taskRowV } from '../layout/cardFrame.ts'
import { CARD } from '../layout/tablePlan.ts'
import { INK, PX_PER_CM, roundRect, type Ctx } from './cardCanvas.ts'

const S = PX_PER_CM
const px = (u: number) => (u + CARD.width / 2) * S
const py = (v: number) => (CARD.height / 2 - v) * S

/** The stamp's green: the card's green ink, as a rubber stamp leaves it. */
const STAMP = '#2f7a3d'

/** Stamps row `row` of `rows` as completed. */
export function drawRowStamp(ctx: Ctx, row: number, rows: number): void {
  const y = py(taskRowV(row, rows))
  const h = rowPitch(rows) * 0.9 * S
  ctx.save()
  ctx.fillStyle = 'rgba(60, 140, 80, 0.22)'
  roundRect(ctx, px(-3.15), y - h / 2, 6.3 * S, h, h * 0.2)
  ctx.fill()
  ctx.strokeStyle = 'rgba(36, 80, 44, 0.75)'
  ctx.lineWidth = 0.07 * S
  ctx.beginPath()
  ctx.moveTo(px(-3.05), y)
  ctx.lineTo(px(ROW_MARK.u - ROW_MARK.size / 2 - 0.1), y)
  ctx.stroke()
  const r = (Math.min(ROW_MARK.size, rowPitch(rows) * 0.95) / 2) * S
  const x = px(ROW_MARK.u)
  ctx.translate(x, y)
  ctx.rotate(-0.18)
  ctx.fillStyle = STAMP
  ctx.beginPath()
  ctx.arc(0, 0, r, 0, Math.PI * 2)
  ctx.fill()
  ctx.strokeStyle = '#f3ead2'
  ctx.lineWidth = r * 0.09
  ctx.beginPath()
  ctx.arc(0, 0, r * 0.8, 0, Math.PI * 2)
  ctx.stroke()
  ctx.lineWidth = r * 0.2
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  ctx.beginPath()
  ctx.moveTo(-r * 0.42, r * 0.02)
  ctx.lineTo(-r * 0.1, r * 0.34)
  ctx.lineTo(r * 0.45, -r * 0.36)
  ctx.stroke()
  ctx.restore()
  ctx.fillStyle = INK.ink
}
