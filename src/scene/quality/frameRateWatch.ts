// Auto quality's frame-rate watch. The table draws on demand: an idle table draws nothing, so the time between two
// frames means something only when the first frame asked for the second (an animation keeps frames coming). Only
// those intervals are measured; a median over a window of them shrugs off a lone slow frame (a shader compiling).
// Pure: fed frame times, unit-tested without a browser.

export type FrameRateWatchOptions = {
  /** Intervals per window at most. */
  readonly window: number
  /** A window also closes once its intervals add up to this many ms (a slow machine need not wait 60 frames)… */
  readonly windowMs: number
  /** …provided it holds at least this many intervals. */
  readonly minIntervals: number
  /** A window is slow when its median interval means fewer frames a second than this. */
  readonly minFps: number
  /** Slow windows in a row before the watch says "step down" (hysteresis: one slow moment is not enough). */
  readonly slowWindows: number
  /**
   * Frames a second below which (and below minFps) `quickIntervals` intervals are a verdict at once: a machine
   * drawing a frame every 0.3 s need not wait six seconds of stutter for two full windows before it steps down.
   */
  readonly quickFps: number
  readonly quickIntervals: number
  /** An interval longer than this (ms) is never a frame time (the machine slept); a hidden tab resets the watch. */
  readonly maxIntervalMs: number
}

export const FRAME_RATE_WATCH: FrameRateWatchOptions = {
  window: 60,
  windowMs: 1000,
  minIntervals: 10,
  minFps: 50,
  slowWindows: 2,
  quickFps: 10,
  quickIntervals: 4,
  maxIntervalMs: 4000,
}

export type FrameRateWatch = {
  /**
   * One drawn frame at `at` (ms); `chained`: the frame before it asked for this one (so the gap is a frame time,
   * not an idle pause). Returns the frames a second of the window that tipped it when the watch says "step down";
   * null otherwise. After a verdict the watch starts afresh.
   */
  readonly frame: (at: number, chained: boolean) => number | null
  /** Forgets everything measured (the tier changed: what follows is a new picture). */
  readonly reset: () => void
  /** The frames a second of the last full window, or null before one. */
  readonly lastFps: () => number | null
}

export function createFrameRateWatch(options: FrameRateWatchOptions = FRAME_RATE_WATCH): FrameRateWatch {
  const intervals: number[] = []
  let last: number | null = null
  let span = 0
  let slow = 0
  let lastFps: number | null = null
  const reset = () => {
    intervals.length = 0
    span = 0
    last = null
    slow = 0
  }
  return {
    frame(at, chained) {
      const previous = last
      last = at
      if (!chained || previous === null) return null
      const interval = at - previous
      if (interval <= 0 || interval > options.maxIntervalMs) return null
      intervals.push(interval)
      span += interval
      const median = () => 1000 / ([...intervals].sort((a, b) => a - b)[intervals.length >> 1] ?? 1)
      const quick = intervals.length >= options.quickIntervals && median() < Math.min(options.quickFps, options.minFps)
      const full =
        intervals.length >= options.window || (intervals.length >= options.minIntervals && span >= options.windowMs)
      if (!full && !quick) return null
      const fps = median()
      intervals.length = 0
      span = 0
      lastFps = fps
      slow = quick ? options.slowWindows : fps < options.minFps ? slow + 1 : 0
      if (slow < options.slowWindows) return null
      reset()
      return fps
    },
    reset,
    lastFps: () => lastFps,
  }
}
