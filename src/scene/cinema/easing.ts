// The curves the cinema's camera moves along: every move starts and ends at rest, so nothing on screen jumps.

import { MathUtils } from 'three'

/** 0 at 0, 1 at 1, flat at both ends (clamped outside): three's smoothstep over [0, 1]. */
export const smoothstep = (x: number): number => MathUtils.smoothstep(x, 0, 1)

/** three's linear interpolation. */
export const lerp = MathUtils.lerp

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
