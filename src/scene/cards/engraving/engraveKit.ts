// The engraver's tools: a seeded random source, parallel hatching kept inside a box, and the one line weight every
// illustration is drawn with. Every picture on every card is made of these strokes, so the set reads as one hand.
import type { Ctx } from '../cardCanvas.ts'

/** A rectangle in canvas pixels. */
export type Box = { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

/** The one line weight of the engravings, and the hatching's, in canvas pixels. */
export const LINE = { outline: 2.4, hatch: 1.3 } as const

/** Hatching gaps in pixels: light (walls, sky), shade, and the densest (holes, doorways). */
export const GAP = { light: 10, shade: 5, deep: 3.5 } as const

/** The angle of all shading (falling to the right, the lamp over the player's left shoulder) and its cross. */
export const SHADE_ANGLE = Math.PI / 4
export const CROSS_ANGLE = -Math.PI / 4

export type Rng = () => number

/** A small seeded generator (mulberry32): the same card draws the same picture on every load. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0 || 1
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A number between `lo` and `hi` from `rng`. */
export const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng()

/** The segment of the line through (px, py) along (dx, dy) that lies inside `box`, or null (Liang–Barsky). */
function clipLine(box: Box, px: number, py: number, dx: number, dy: number): [number, number, number, number] | null {
  let t0 = -Infinity
  let t1 = Infinity
  const edges: [number, number][] = [
    [-dx, px - box.x],
    [dx, box.x + box.w - px],
    [-dy, py - box.y],
    [dy, box.y + box.h - py],
  ]
  for (const [p, q] of edges) {
    if (Math.abs(p) < 1e-9) {
      if (q < 0) return null
      continue
    }
    const t = q / p
    if (p < 0) t0 = Math.max(t0, t)
    else t1 = Math.min(t1, t)
  }
  return t0 < t1 ? [px + dx * t0, py + dy * t0, px + dx * t1, py + dy * t1] : null
}

/** Parallel lines at `angle`, `gap` pixels apart, filling `box` and never leaving it: one stroke. */
export function hatch(ctx: Ctx, box: Box, angle: number, gap: number): void {
  const dx = Math.cos(angle)
  const dy = Math.sin(angle)
  const cx = box.x + box.w / 2
  const cy = box.y + box.h / 2
  const reach = Math.hypot(box.w, box.h) / 2
  ctx.beginPath()
  for (let o = -reach; o <= reach; o += gap) {
    const seg = clipLine(box, cx - dy * o, cy + dx * o, dx, dy)
    if (!seg) continue
    ctx.moveTo(seg[0], seg[1])
    ctx.lineTo(seg[2], seg[3])
  }
  ctx.lineWidth = LINE.hatch
  ctx.stroke()
}

/** The part of `box` from `from` (a fraction of its width) to its right edge. */
export const rightOf = (box: Box, from: number): Box => ({
  x: box.x + box.w * from,
  y: box.y,
  w: box.w * (1 - from),
  h: box.h,
})

/** The part of `box` below `y`. */
export const below = (box: Box, y: number): Box => ({ x: box.x, y, w: box.w, h: Math.max(0, box.y + box.h - y) })

/** The part of `box` above `y`. */
export const above = (box: Box, y: number): Box => ({ x: box.x, y: box.y, w: box.w, h: Math.max(0, y - box.y) })
