// When the clock ticks: at each whole hour the drawn hand passes during its eased sweep (src/scene/game/
// sceneTimeline.ts draws the hand with the same easing), so the sound lands as the hand crosses each mark.
import { progress } from '../game/sceneTimeline.ts'

/** A sweep of the hand as the timeline books it: from hour `from` forward to `to` (wrapping past XII). */
export type HandSweep = {
  readonly from: number
  readonly to: number
  readonly start: number
  readonly duration: number
}

/** The hours the sweep moves forward (0 when it stands still; a sweep never runs backwards). */
export function sweepHours(sweep: HandSweep): number {
  return (((sweep.to - sweep.from) % 12) + 12) % 12
}

/**
 * The moments (same clock as `start`) at which the drawn hand reaches each whole hour after `from`, up to and
 * including `to`: one tick per hour passed, in order. A sweep of no time ticks every hour at its start.
 */
export function tickTimes(sweep: HandSweep): number[] {
  const span = sweepHours(sweep)
  const times: number[] = []
  const first = Math.floor(sweep.from) + 1
  for (let hour = first; hour <= sweep.from + span + 1e-9; hour++) {
    const share = (hour - sweep.from) / span
    times.push(sweep.duration > 0 ? sweep.start + sweep.duration * inverseProgress(share) : sweep.start)
  }
  return times
}

/** The share of the duration at which the eased progress reaches `p` (bisection: the easing only rises). */
function inverseProgress(p: number): number {
  if (p >= 1) return 1
  if (p <= 0) return 0
  let lo = 0
  let hi = 1
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2
    if (progress(0, 1, mid) < p) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}
