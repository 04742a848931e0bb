// Draws a card's picture as an engraved plate: one frame shape (a double rule with cut corners), the trophy studs on
// its top edge, and the subject engraved inside in one ink. Nothing is drawn outside the box it is given.
import type { Ctx } from '../cardCanvas.ts'
import type { Vignette, Subject } from './chooseVignette.ts'
import { LINE, createRng, type Box, type Rng } from './engraveKit.ts'
import { engrave, stageFor, type Picture, type Stage } from './engravePicture.ts'
import { tentacle } from './engraveShapes.ts'
import { bust } from './bustPainter.ts'
import { bellJar, orrery, skull, stone, urn } from './exhibitPainters.ts'
import { chart, crate, doorway, prow, sigil, stair, tentacles, tome } from './roomPainters.ts'

const PAINTERS: Readonly<Record<Subject, (st: Stage, rng: Rng) => Picture>> = {
  urn,
  bellJar,
  skull,
  bust: (st, rng) => bust(st, rng),
  crownedBust: (st, rng) => bust(st, rng, 'crowned'),
  mask: (st, rng) => bust(st, rng, 'mask'),
  stone: (st, rng) => stone(st, rng),
  crystals: (st, rng) => stone(st, rng, true),
  orrery,
  stair,
  crate,
  tome,
  chart,
  doorway,
  sigil,
  prow,
  tentacles: (st, rng) => tentacles(st, rng),
  towers: (st, rng) => tentacles(st, rng, 'towers'),
  peaks: (st, rng) => tentacles(st, rng, 'peaks'),
}

/** How far inside the box the frame's inner rule and the picture lie, in pixels. */
const INSET = 9

/**
 * Draws `v` framed in `box`. `strength` (0–1) is the ink's opacity: 1 for a picture in free space, less for a plate
 * that task rows are printed over; `zoom` enlarges the subject in a small plate (a portrait).
 */
export function drawVignette(ctx: Ctx, box: Box, v: Vignette, strength = 1, zoom = 1): void {
  ctx.save()
  ctx.globalAlpha = strength
  ctx.strokeStyle = v.ink
  ctx.fillStyle = v.ink
  drawFrame(ctx, box, v.studs)
  const inner = { x: box.x + INSET, y: box.y + INSET, w: box.w - 2 * INSET, h: box.h - 2 * INSET }
  const rng = createRng(v.seed)
  const stage = stageFor(inner, zoom)
  const picture = PAINTERS[v.subject](stage, rng)
  engrave(ctx, stage, v.creeping ? withCreeper(stage, picture, rng) : picture, rng)
  ctx.restore()
}

/** The picture with a tentacle reaching in from the lower right corner. */
function withCreeper(st: Stage, picture: Picture, rng: Rng): Picture {
  const right = (st.box.x + st.box.w - st.X(0)) / st.s
  const arm = tentacle(
    st,
    [right + 0.04, -0.12],
    [right - 0.2, 0.08],
    [right - 0.08, 0.24 + rng() * 0.06],
    0.1,
    'mid',
    1,
  )
  return { ...picture, bodies: [...picture.bodies, arm] }
}

/** The plate's frame: an outer rule with cut corners, a fine inner rule, and `studs` diamonds on the top edge. */
function drawFrame(ctx: Ctx, box: Box, studs: number): void {
  const cut = Math.min(box.w, box.h) * 0.06
  const { x, y, w, h } = box
  ctx.lineWidth = LINE.outline
  ctx.beginPath()
  ctx.moveTo(x + cut, y + 1)
  ctx.lineTo(x + w - cut, y + 1)
  ctx.lineTo(x + w - 1, y + cut)
  ctx.lineTo(x + w - 1, y + h - cut)
  ctx.lineTo(x + w - cut, y + h - 1)
  ctx.lineTo(x + cut, y + h - 1)
  ctx.lineTo(x + 1, y + h - cut)
  ctx.lineTo(x + 1, y + cut)
  ctx.closePath()
  ctx.stroke()
  ctx.lineWidth = LINE.hatch
  ctx.strokeRect(x + INSET - 3, y + INSET - 3, w - 2 * INSET + 6, h - 2 * INSET + 6)
  for (let i = 0; i < studs; i++) {
    const sx = x + w / 2 + (i - (studs - 1) / 2) * 12
    ctx.beginPath()
    ctx.moveTo(sx - 4, y + 4)
    ctx.lineTo(sx, y + 1)
    ctx.lineTo(sx + 4, y + 4)
    ctx.lineTo(sx, y + 7)
    ctx.closePath()
    ctx.fill()
  }
}
