// Composes one engraving: a ground (a room's wall and floor, or a night sky over water), then the subject's solid
// bodies, each hatched by its tone with the light from the upper left, then its outline and details. The ground is
// hatched everywhere except behind the bodies, so a body reads as a solid lit object without any fill.
import type { Ctx } from '../cardCanvas.ts'
import {
  CROSS_ANGLE,
  GAP,
  LINE,
  SHADE_ANGLE,
  above,
  below,
  between,
  hatch,
  rightOf,
  type Box,
  type Rng,
} from './engraveKit.ts'

/** How a body is shaded: paper (no hatching), light (its shadow side), mid, dark; glass is seen through. */
export type Tone = 'paper' | 'light' | 'mid' | 'dark' | 'glass'

/** One solid of the picture: its silhouette (subpaths, no beginPath), the box it lies in, its tone and details. */
export type Body = {
  readonly path: (ctx: Ctx) => void
  readonly bounds: Box
  readonly tone: Tone
  readonly detail?: (ctx: Ctx) => void
}

/** What a painter returns: where it stands (a room, or night over water) and its bodies, back to front. */
export type Picture = { readonly ground: 'room' | 'night'; readonly bodies: readonly Body[] }

/** The space a painter draws in: the box, its centre line, the floor (or horizon) and the unit `s`. */
export type Stage = {
  readonly box: Box
  readonly s: number
  /** x of a point `f` units of s right of the centre. */
  readonly X: (f: number) => number
  /** y of a point `f` units of s above the floor. */
  readonly Y: (f: number) => number
  readonly floor: number
}

export type Painter = (stage: Stage, rng: Rng) => Picture

/** The stage for `box`: the floor at 84 % of its height, the unit the smaller of its sides times `zoom`. */
export function stageFor(box: Box, zoom = 1): Stage {
  const s = Math.min(box.w, box.h * 1.05) * zoom
  const floor = box.y + box.h * 0.84
  const cx = box.x + box.w / 2
  return { box, s, floor, X: (f) => cx + f * s, Y: (f) => floor - f * s }
}

/** Paints `picture` inside `stage.box` (clipped to it) in the current stroke colour. */
export function engrave(ctx: Ctx, stage: Stage, picture: Picture, rng: Rng): void {
  ctx.save()
  ctx.beginPath()
  ctx.rect(stage.box.x, stage.box.y, stage.box.w, stage.box.h)
  ctx.clip()
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  drawGround(ctx, stage, picture, rng)
  for (const body of picture.bodies) drawBody(ctx, body)
  ctx.restore()
}

/** The ground, kept out of every body that is not glass (each clip takes one more body away). */
function drawGround(ctx: Ctx, stage: Stage, picture: Picture, rng: Rng): void {
  const { box, floor } = stage
  ctx.save()
  for (const body of picture.bodies) {
    if (body.tone === 'glass') continue
    ctx.beginPath()
    ctx.rect(box.x, box.y, box.w, box.h)
    body.path(ctx)
    ctx.clip('evenodd')
  }
  if (picture.ground === 'room') {
    hatch(ctx, above(box, floor), 0, GAP.light)
    hatch(ctx, below(box, floor), 0, GAP.shade)
    castShadow(ctx, stage, picture.bodies)
  } else {
    hatch(ctx, above(box, floor), 0, GAP.shade)
    waterLines(ctx, below(box, floor), rng)
  }
  ctx.restore()
  ctx.lineWidth = LINE.outline
  ctx.beginPath()
  ctx.moveTo(box.x, floor)
  ctx.lineTo(box.x + box.w, floor)
  ctx.stroke()
}

/** The shadow the bodies cast to the right along the floor, cross-hatched. */
function castShadow(ctx: Ctx, stage: Stage, bodies: readonly Body[]): void {
  if (bodies.length === 0) return
  const x0 = Math.min(...bodies.map((b) => b.bounds.x))
  const x1 = Math.max(...bodies.map((b) => b.bounds.x + b.bounds.w))
  const w = x1 - x0
  const left = x0 + w * 0.3
  const ry = stage.s * 0.06
  const shadow = { x: left, y: stage.floor - ry, w: Math.min(w * 0.95, stage.box.x + stage.box.w - left), h: ry * 2 }
  ctx.save()
  ctx.beginPath()
  ctx.ellipse(shadow.x + shadow.w / 2, stage.floor, shadow.w / 2, ry, 0, 0, Math.PI * 2)
  ctx.clip()
  hatch(ctx, shadow, CROSS_ANGLE, GAP.deep)
  ctx.restore()
}

/** Broken horizontal strokes, closer together towards the horizon: water by night. */
function waterLines(ctx: Ctx, box: Box, rng: Rng): void {
  ctx.beginPath()
  for (let d = 3; d < box.h; d *= 1.28) {
    const y = box.y + d
    let x = box.x + between(rng, 0, 12)
    while (x < box.x + box.w) {
      const len = between(rng, 10, 40)
      ctx.moveTo(x, y)
      ctx.lineTo(Math.min(x + len, box.x + box.w), y)
      x += len + between(rng, 4, 14)
    }
  }
  ctx.lineWidth = LINE.hatch
  ctx.stroke()
}

/** One body: its tone's hatching inside the silhouette, then the outline and the details. */
function drawBody(ctx: Ctx, body: Body): void {
  const b = body.bounds
  if (body.tone !== 'glass' && body.tone !== 'paper') {
    ctx.save()
    ctx.beginPath()
    body.path(ctx)
    ctx.clip()
    if (body.tone === 'light') hatch(ctx, rightOf(b, 0.6), SHADE_ANGLE, GAP.shade)
    if (body.tone === 'mid') {
      hatch(ctx, b, SHADE_ANGLE, GAP.light)
      hatch(ctx, rightOf(b, 0.62), CROSS_ANGLE, GAP.shade)
    }
    if (body.tone === 'dark') {
      hatch(ctx, b, SHADE_ANGLE, GAP.shade)
      hatch(ctx, b, CROSS_ANGLE, GAP.shade)
    }
    ctx.restore()
  }
  ctx.lineWidth = LINE.outline
  ctx.beginPath()
  body.path(ctx)
  ctx.stroke()
  if (body.detail) {
    ctx.lineWidth = LINE.hatch
    body.detail(ctx)
  }
}

/** A box from its corners. */
export const boxOf = (x0: number, y0: number, x1: number, y1: number): Box => ({
  x: Math.min(x0, x1),
  y: Math.min(y0, y1),
  w: Math.abs(x1 - x0),
  h: Math.abs(y1 - y0),
})
