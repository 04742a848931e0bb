// The Ancient One (name, Elder Sign limit, battle task, abilities, its engraving and the doom track's spaces) and
// Mythos faces (over a faint engraved plate).
import type { AncientOneCard, MythosCard, Task } from '../../engine/index.ts'
import { ANCIENT_ONE } from '../layout/tablePlan.ts'
import { doomSpaces } from '../layout/tableLayout.ts'
import { INK, PX_PER_CM, TITLE_FONT, drawPaper, drawRule, fitText, leftText, type Ctx } from './cardCanvas.ts'
import { drawDieIcon, drawIcon } from './drawIcons.ts'
import { drawCost, drawEffects, drawSlot } from './drawMarks.ts'
import { ancientOneVignette, mythosVignette } from './engraving/chooseVignette.ts'
import { drawVignette } from './engraving/drawVignette.ts'

const S = PX_PER_CM

/** The Ancient One's landscape face; its doom spaces sit exactly where the layout drops the tokens. */
export function drawAncientOneFace(ctx: Ctx, ao: AncientOneCard, battle: Task): void {
  drawPaper(ctx, ao.elderSigns * 17 + ao.doomTrack.length, '#e2cfa6')
  const W = ANCIENT_ONE.width
  const H = ANCIENT_ONE.height
  const px = (u: number) => (u + W / 2) * S
  const py = (v: number) => (H / 2 - v) * S
  ctx.fillStyle = INK.red
  fitText(ctx, ao.name, px(0), py(4.2), 11 * S, 1.05 * S, TITLE_FONT, 1)
  const epithet = (ao as AncientOneCard & { readonly epithet?: string }).epithet
  if (epithet) {
    ctx.fillStyle = INK.faded
    fitText(ctx, epithet, px(0), py(3.25), 13 * S, 0.45 * S, TITLE_FONT, 1)
  }
  drawRule(ctx, py(2.75), px(-7.5), px(7.5))
  // Its picture in the free right half of the middle band, clear of the battle row and the abilities.
  drawVignette(ctx, { x: px(3.1), y: py(2.5), w: 5 * S, h: 4.2 * S }, ancientOneVignette(ao))
  // Elder Sign limit, top left.
  drawIcon(ctx, 'elderSign', px(-7.4), py(4.2), 0.9 * S)
  ctx.fillStyle = INK.green
  leftText(ctx, String(ao.elderSigns), px(-6.8), py(4.2), 1.3 * S, 0.8 * S, TITLE_FONT)
  // Battle task and abilities.
  ctx.fillStyle = INK.ink
  leftText(ctx, 'Battle', px(-7.8), py(1.85), 2 * S, 0.5 * S, TITLE_FONT)
  let x = px(-5.6)
  for (const r of battle.requirements) x += drawSlot(ctx, r, x, py(1.85), 0.9 * S) + 0.12 * S
  for (const c of battle.costs) x += drawCost(ctx, c, x, py(1.85), 0.9 * S) + 0.12 * S
  const line = (label: string, v: number, effects: AncientOneCard['attack']) => {
    if (effects.length === 0) return
    ctx.fillStyle = INK.ink
    leftText(ctx, label, px(-7.8), py(v), 3 * S, 0.4 * S, TITLE_FONT)
    drawEffects(ctx, effects, px(-4.6), py(v), 0.5 * S, px(8))
  }
  line('Attack', 0.65, ao.attack)
  line('At midnight', -0.2, ao.atMidnight)
  line('Setup', -1.05, ao.special)
  // The doom track: one space per step, a monster mark where a monster appears.
  drawRule(ctx, py(-1.9), px(-7.5), px(7.5))
  for (const space of doomSpaces(ao.doomTrack, 0)) {
    const cx = px(space.u)
    const cy = py(space.v)
    ctx.strokeStyle = INK.ink
    ctx.lineWidth = 3
    ctx.fillStyle = '#d9c49a'
    ctx.beginPath()
    ctx.arc(cx, cy, 0.55 * S, 0, Math.PI * 2)
    ctx.fill()
    ctx.stroke()
    if (space.kind === 'monster') drawIcon(ctx, 'monster', cx, cy + 0.95 * S, 0.55 * S)
  }
  ctx.fillStyle = INK.red
  leftText(ctx, 'Doom', px(-7.9), py(-4.1), 2 * S, 0.4 * S, TITLE_FONT)
}

/** A Mythos card: its name, the immediate effects, its lingering terror, next-midnight and no-focus rules. */
export function drawMythosFace(ctx: Ctx, card: MythosCard): void {
  drawPaper(ctx, card.name.length * 13, '#d9d3c4')
  const px = (u: number) => (u + 3.5) * S
  const py = (v: number) => (6 - v) * S
  ctx.fillStyle = INK.faded
  fitText(ctx, 'Mythos', px(0), py(5.2), 5 * S, 0.38 * S, TITLE_FONT, 1)
  ctx.fillStyle = INK.ink
  fitText(ctx, card.name, px(0), py(4.25), 6.1 * S, 0.62 * S, TITLE_FONT)
  drawRule(ctx, py(3.3), px(-3), px(3))
  // A faint plate under the effects, the way an adventure's plate lies under its task rows.
  drawVignette(ctx, { x: px(-3.1), y: py(3.05), w: 6.2 * S, h: 8.55 * S }, mythosVignette(card), 0.45)
  let v = 2.4
  const line = (label: string, effects: MythosCard['immediate']) => {
    if (effects.length === 0) return
    ctx.fillStyle = INK.faded
    leftText(ctx, label, px(-3), py(v), 6 * S, 0.38 * S, TITLE_FONT)
    drawEffects(ctx, effects, px(-3), py(v - 0.75), 0.55 * S, px(3.2))
    v -= 1.9
  }
  line('Now', card.immediate)
  line('On terror', card.terror)
  line('Next midnight', card.nextMidnight)
  if (card.lock) {
    ctx.fillStyle = INK.faded
    leftText(ctx, 'Locks a die', px(-3), py(v), 6 * S, 0.38 * S, TITLE_FONT)
    drawDieIcon(ctx, card.lock, px(-2.6), py(v - 0.8), 0.7 * S, true)
    v -= 1.9
  }
  if (card.noFocus) {
    ctx.fillStyle = INK.red
    leftText(ctx, 'No focusing dice', px(-3), py(v), 6 * S, 0.45 * S, TITLE_FONT)
  }
}
