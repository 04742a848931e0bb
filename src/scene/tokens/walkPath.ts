// The path of a standee's walk: around the clock rather than across it. Positions are taken in polar form about
// the ring's centre and the angle (the shorter way round), the distance from the centre and the height are eased
// together, so a walk from the entrance to the far side of the ring curves past the clock, never over it.
import type { Vector3 } from 'three'
import { RING } from '../layout/tablePlan.ts'

const [CX, , CZ] = RING.centre

/** Shortest signed turn from angle `a` to angle `b` (radians, in (−π, π]). */
export function turnBetween(a: number, b: number): number {
  return Math.atan2(Math.sin(b - a), Math.cos(b - a))
}

/** Writes into `out` the point a share `p` (0–1, already eased) of the way from `from` to `to`; returns `out`. */
export function walkPoint(from: Vector3, to: Vector3, p: number, out: Vector3): Vector3 {
  if (p <= 0) return out.copy(from)
  if (p >= 1) return out.copy(to)
  const fx = from.x - CX
  const fz = from.z - CZ
  const tx = to.x - CX
  const tz = to.z - CZ
  const fr = Math.hypot(fx, fz)
  const tr = Math.hypot(tx, tz)
  const y = from.y + (to.y - from.y) * p
  if (fr < 1e-6 || tr < 1e-6) return out.set(from.x + (to.x - from.x) * p, y, from.z + (to.z - from.z) * p)
  const fa = Math.atan2(fx, -fz)
  const angle = fa + turnBetween(fa, Math.atan2(tx, -tz)) * p
  const r = fr + (tr - fr) * p
  return out.set(CX + Math.sin(angle) * r, y, CZ - Math.cos(angle) * r)
}
