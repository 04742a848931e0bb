// Where a token laid into its space by an event stands on a frame: the doom tokens and the Elder Signs share it.
import { progress, type Timeline } from '../game/sceneTimeline.ts'

/** How far above its rest a token is drawn and at what scale (0: not there yet). */
export type DropPose = { lift: number; scale: number }

const pose: DropPose = { lift: 0, scale: 0 }

/**
 * The pose at `at` of a token that drops `height` over `seconds` from `start` (undefined: at rest); `shown` false
 * hides it. Reduced motion: no drop, a short grow. Returns one reused object, so a frame allocates nothing.
 */
export function dropPose(
  timeline: Pick<Timeline, 'reduced'>,
  start: number | undefined,
  seconds: number,
  height: number,
  shown: boolean,
  at: number,
): Readonly<DropPose> {
  const p = start === undefined ? 1 : progress(start, timeline.reduced ? 0.2 : seconds, at)
  pose.lift = timeline.reduced ? 0 : (1 - p) * height
  pose.scale = shown ? (timeline.reduced ? p : p > 0 ? 1 : 0) : 0
  return pose
}
