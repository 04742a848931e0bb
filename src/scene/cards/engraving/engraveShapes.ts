// Shapes the painters build bodies from, in stage units (x from the centre line, y up from the floor).
import type { Ctx } from '../cardCanvas.ts'
import { boxOf, type Body, type Stage, type Tone } from './engravePicture.ts'

/** A point in stage units: [x right of the centre, y above the floor]. */
export type Pt = readonly [number, number]

/** A turned shape (an urn, a plinth, a dome): its profile from the bottom up as [half-width, height], smoothed. */
export function lathe(st: Stage, profile: readonly Pt[], tone: Tone, dx = 0, detail?: (ctx: Ctx) => void): Body {
  const left = profile.map(([w, h]): Pt => [dx - w, h])
  const right = [...profile].reverse().map(([w, h]): Pt => [dx + w, h])
  const wMax = Math.max(...profile.map((p) => p[0]))
  const hs = profile.map((p) => p[1])
  return {
    path: (ctx) => {
      smooth(ctx, st, left, true)
      smooth(ctx, st, right, false)
      ctx.closePath()
    },
    bounds: boxOf(st.X(dx - wMax), st.Y(Math.min(...hs)), st.X(dx + wMax), st.Y(Math.max(...hs))),
    tone,
    ...(detail ? { detail } : {}),
  }
}

/** A line through `pts` rounded at its inner corners (quadratic curves through the midpoints). */
function smooth(ctx: Ctx, st: Stage, pts: readonly Pt[], start: boolean): void {
  const p = (i: number) => pts[i] ?? pts[pts.length - 1] ?? [0, 0]
  const [x0, y0] = p(0)
  if (start) ctx.moveTo(st.X(x0), st.Y(y0))
  else ctx.lineTo(st.X(x0), st.Y(y0))
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = p(i)
    const [nx, ny] = p(i + 1)
    ctx.quadraticCurveTo(st.X(x), st.Y(y), st.X((x + nx) / 2), st.Y((y + ny) / 2))
  }
  const [xl, yl] = p(pts.length - 1)
  ctx.lineTo(st.X(xl), st.Y(yl))
}

/** A straight-sided body through `pts`. */
export function polygon(st: Stage, pts: readonly Pt[], tone: Tone, detail?: (ctx: Ctx) => void): Body {
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  return {
    path: (ctx) => {
      pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(st.X(x), st.Y(y)) : ctx.lineTo(st.X(x), st.Y(y))))
      ctx.closePath()
    },
    bounds: boxOf(st.X(Math.min(...xs)), st.Y(Math.min(...ys)), st.X(Math.max(...xs)), st.Y(Math.max(...ys))),
    tone,
    ...(detail ? { detail } : {}),
  }
}

/** An upright box from (x0, y0) to (x1, y1). */
export const block = (
  st: Stage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  tone: Tone,
  detail?: (ctx: Ctx) => void,
) =>
  polygon(
    st,
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    tone,
    detail,
  )

/** An ellipse centred at (x, y) with radii rx, ry (in units of s). */
export function oval(
  st: Stage,
  x: number,
  y: number,
  rx: number,
  ry: number,
  tone: Tone,
  detail?: (ctx: Ctx) => void,
): Body {
  return {
    path: (ctx) => {
      ctx.moveTo(st.X(x + rx), st.Y(y))
      ctx.ellipse(st.X(x), st.Y(y), rx * st.s, ry * st.s, 0, 0, Math.PI * 2)
    },
    bounds: boxOf(st.X(x - rx), st.Y(y - ry), st.X(x + rx), st.Y(y + ry)),
    tone,
    ...(detail ? { detail } : {}),
  }
}

/** Strokes lines between pairs of points (details: bands, planks, text lines), in one stroke. */
export function lines(ctx: Ctx, st: Stage, segments: readonly (readonly Pt[])[]): void {
  ctx.beginPath()
  for (const seg of segments)
    seg.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(st.X(x), st.Y(y)) : ctx.lineTo(st.X(x), st.Y(y))))
  ctx.stroke()
}

/** A point along the quadratic curve from `a` through `c` to `b` at t. */
const quad = (a: Pt, c: Pt, b: Pt, t: number): Pt => {
  const u = 1 - t
  return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]]
}

/** A tapering curved limb from `base` (width `w`) along a quadratic curve through `ctrl` to `tip`. */
export function limb(st: Stage, base: Pt, ctrl: Pt, tip: Pt, w: number, tone: Tone): Body {
  return ribbon(
    st,
    Array.from({ length: 15 }, (_, i) => quad(base, ctrl, tip, i / 14)),
    w,
    tone,
  )
}

/** A tentacle: a limb whose tip curls over (to the left if `turn` < 0), with a row of suckers on its inner side. */
export function tentacle(st: Stage, base: Pt, ctrl: Pt, tip: Pt, w: number, tone: Tone, turn: number): Body {
  const centre = Array.from({ length: 13 }, (_, i) => quad(base, ctrl, tip, i / 12))
  const [px, py] = centre[11] ?? base
  let angle = Math.atan2(tip[1] - py, tip[0] - px)
  let r = w * 0.9
  let [x, y] = tip
  for (let i = 0; i < 8; i++) {
    angle += turn * 0.55
    r *= 0.86
    x += Math.cos(angle) * r
    y += Math.sin(angle) * r
    centre.push([x, y])
  }
  const body = ribbon(st, centre, w, tone)
  const suckers = centre.slice(2, 11).filter((_, i) => i % 2 === 0)
  return {
    ...body,
    detail: (ctx) => {
      ctx.beginPath()
      for (const [sx, sy] of suckers) {
        const k = st.s * w * 0.14
        ctx.moveTo(st.X(sx - turn * w * 0.2) + k, st.Y(sy))
        ctx.ellipse(st.X(sx - turn * w * 0.2), st.Y(sy), k, k, 0, 0, Math.PI * 2)
      }
      ctx.stroke()
    },
  }
}

/** A band of width `w` (tapering to a point) along the centre line `pts`. */
function ribbon(st: Stage, pts: readonly Pt[], w: number, tone: Tone): Body {
  const n = pts.length - 1
  const at = (i: number): Pt => pts[Math.max(0, Math.min(n, i))] ?? [0, 0]
  const side = (sign: number): Pt[] =>
    pts.map(([x, y], i) => {
      const [x2, y2] = at(i + 1)
      const [x1, y1] = at(i - 1)
      const len = Math.hypot(x2 - x1, y2 - y1) || 1
      const half = (w / 2) * (1 - (i / n) * 0.92) * sign
      return [x - ((y2 - y1) / len) * half, y + ((x2 - x1) / len) * half]
    })
  return polygon(st, [...side(1), ...side(-1).reverse()], tone)
}
