import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createFrameRateWatch, type FrameRateWatchOptions } from '../../../src/scene/quality/frameRateWatch.ts'

const OPTIONS: FrameRateWatchOptions = {
  window: 10,
  windowMs: 10_000,
  minIntervals: 5,
  minFps: 50,
  slowWindows: 2,
  quickFps: 10,
  quickIntervals: 4,
  maxIntervalMs: 1000,
}

/** Feeds `count` chained frames `interval` ms apart from `start`; returns the verdicts that were not null. */
function feed(watch: ReturnType<typeof createFrameRateWatch>, start: number, interval: number, count: number) {
  const verdicts: number[] = []
  for (let i = 0; i < count; i++) {
    const fps = watch.frame(start + i * interval, i > 0)
    if (fps !== null) verdicts.push(fps)
  }
  return verdicts
}

describe('frame rate watch', () => {
  it('says nothing while frames come at 60 a second', () => {
    const watch = createFrameRateWatch(OPTIONS)
    expect(feed(watch, 0, 1000 / 60, 500)).toEqual([])
    expect(watch.lastFps()).toBeCloseTo(60)
  })

  it('steps down after two slow windows in a row, not after one', () => {
    const watch = createFrameRateWatch(OPTIONS)
    expect(feed(watch, 0, 30, 11)).toEqual([]) // one window at 33 fps
    const verdicts = feed(watch, 1000, 30, 11)
    expect(verdicts).toHaveLength(1)
    expect(verdicts[0]).toBeCloseTo(1000 / 30)
  })

  it('a fast window between two slow ones resets the count (hysteresis)', () => {
    const watch = createFrameRateWatch(OPTIONS)
    expect(feed(watch, 0, 30, 11)).toEqual([])
    expect(feed(watch, 1000, 10, 11)).toEqual([])
    expect(feed(watch, 2000, 30, 11)).toEqual([])
  })

  it('ignores the pause before a frame no frame asked for: an idle table is not a slow one', () => {
    const watch = createFrameRateWatch(OPTIONS)
    // Frames 16 ms apart in short bursts, with 2 s idle pauses between them (unchained first frames).
    let t = 0
    for (let burst = 0; burst < 40; burst++) {
      for (let i = 0; i < 4; i++) expect(watch.frame(t + i * 16, i > 0)).toBeNull()
      t += 2000
    }
    expect(watch.lastFps()).toBeCloseTo(1000 / 16)
  })

  it('ignores intervals longer than a second (a hidden tab), even when chained', () => {
    const watch = createFrameRateWatch(OPTIONS)
    let t = 0
    for (let i = 0; i < 100; i++) {
      expect(watch.frame(t, true)).toBeNull()
      t += i % 2 === 0 ? 5000 : 16
    }
  })

  it('a lone slow frame (a shader compiling) does not tip a window: the median decides', () => {
    const watch = createFrameRateWatch(OPTIONS)
    let t = 0
    for (let i = 0; i < 200; i++) {
      t += i % 10 === 5 ? 600 : 16
      expect(watch.frame(t, i > 0)).toBeNull()
    }
  })

  it('after a verdict it starts afresh: two more slow windows are needed', () => {
    const watch = createFrameRateWatch(OPTIONS)
    expect(feed(watch, 0, 30, 21)).toHaveLength(1)
    expect(feed(watch, 10_000, 30, 11)).toEqual([])
  })

  it('reset forgets a slow window', () => {
    const watch = createFrameRateWatch(OPTIONS)
    feed(watch, 0, 30, 11)
    watch.reset()
    expect(feed(watch, 1000, 30, 11)).toEqual([])
  })

  it('on a very slow machine a window closes after a second of frames, not after the full count', () => {
    const watch = createFrameRateWatch({ ...OPTIONS, window: 60, windowMs: 1000, minIntervals: 5, quickFps: 0 })
    // 4 fps: five intervals of 250 ms make a window; two windows step down after 11 frames, not 121.
    const verdicts = feed(watch, 0, 250, 11)
    expect(verdicts).toEqual([4])
  })

  it('below quickFps, four intervals are a verdict at once (issue 41: a software renderer need not stutter 6 s)', () => {
    const watch = createFrameRateWatch(OPTIONS)
    // A frame every 300 ms: the fifth frame closes a window of four intervals and steps down.
    expect(feed(watch, 0, 300, 4)).toEqual([])
    expect(watch.frame(4 * 300, true)).toBeCloseTo(1000 / 300)
    // Afterwards it starts afresh: the next tier is measured on frames of its own.
    expect(feed(watch, 10_000, 50, 4)).toEqual([])
  })

  it('a quick verdict needs the median below minFps too: at a floor of 4, frames at 6 a second are no verdict', () => {
    const watch = createFrameRateWatch({ ...OPTIONS, minFps: 4 })
    expect(feed(watch, 0, 1000 / 6, 40)).toEqual([])
    watch.reset()
    expect(feed(watch, 100_000, 400, 5)).toEqual([2.5])
  })

  it('a quick verdict needs the median below quickFps, not one slow frame among fast ones', () => {
    const watch = createFrameRateWatch(OPTIONS)
    let t = 0
    for (let i = 0; i < 40; i++) {
      t += i % 4 === 1 ? 900 : 16
      expect(watch.frame(t, i > 0)).toBeNull()
    }
  })

  it('never steps down while frames keep at or above the threshold, whatever their jitter', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1, max: 19.9, noNaN: true }), { minLength: 1, maxLength: 400 }), (gaps) => {
        const watch = createFrameRateWatch(OPTIONS)
        let t = 0
        return gaps.every((gap, i) => {
          t += gap
          return watch.frame(t, i > 0) === null
        })
      }),
    )
  })
})
