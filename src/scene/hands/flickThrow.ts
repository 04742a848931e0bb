// A drag turned into a throw: the release point and the hand's speed over the last moments of the drag. Pure, so
// the gesture's arithmetic is unit-tested without a browser.
import { capVelocity } from '../../physics/capVelocity.ts'
import type { ThrowSpec } from '../../physics/throwSpec.ts'

/** One pointer sample on the tray's felt: time in ms, tray coordinates in cm. */
export type FlickSample = { readonly t: number; readonly x: number; readonly z: number }

/** How far back the release velocity is measured: the flick, not the whole drag. */
export const FLICK_WINDOW_MS = 90
/** Below this hand speed (cm/s) a release is a drop: the dice get a gentle toss toward the far wall. */
export const MIN_FLICK_SPEED = 20
/** The gentle toss of a drop, and the downward speed every release adds. */
export const DROP_TOSS = { x: 0, z: -40 } as const
export const RELEASE_DROP = -30

/** The throw a drag makes when it is let go; null without samples. */
export function flickThrow(samples: readonly FlickSample[]): ThrowSpec | null {
  const last = samples[samples.length - 1]
  if (!last) return null
  const first = samples.find((s) => last.t - s.t <= FLICK_WINDOW_MS) ?? last
  const dt = Math.max(0.016, (last.t - first.t) / 1000)
  let vx = (last.x - first.x) / dt
  let vz = (last.z - first.z) / dt
  if (Math.hypot(vx, vz) < MIN_FLICK_SPEED) {
    vx = DROP_TOSS.x
    vz = DROP_TOSS.z
  }
  return { origin: { x: last.x, z: last.z }, velocity: capVelocity({ x: vx, y: RELEASE_DROP, z: vz }) }
}
