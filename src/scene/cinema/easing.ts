// The curves the cinema's camera moves along: every move starts and ends at rest, so nothing on screen jumps.

/** 0 at 0, 1 at 1, flat at both ends (clamped outside). */
export function smoothstep(x: number): number {
  const t = Math.min(1, Math.max(0, x))
  return t * t * (3 - 2 * t)
}

/**
 * Distance covered by something that speeds up from rest to unit speed over `rampSeconds` (the speed eased with
 * `smoothstep`), after `t` seconds: the integral of the speed, so position and speed are both continuous.
 */
export function easedDistance(t: number, rampSeconds: number): number {
  if (t <= 0) return 0
  if (rampSeconds <= 0) return t
  if (t >= rampSeconds) return rampSeconds / 2 + (t - rampSeconds)
  const x = t / rampSeconds
  return rampSeconds * (x * x * x - (x * x * x * x) / 2)
}

export function lerp(a: number, b: number, w: number): number {
  return a + (b - a) * w
}
