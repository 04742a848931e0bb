import { afterEach, describe, expect, it, vi } from 'vitest'
import { INSTANT_RATE, animationNow, rateOf, setAnimationSpeed } from '../../src/state/animationClock.ts'
import { createTimeline, progress, schedule } from '../../src/scene/game/sceneTimeline.ts'
import { animateEvent } from '../../src/scene/game/animateEvent.ts'
import { readSettings, SETTINGS_KEY } from '../../src/state/settingsAtoms.ts'

function storageWith(value: unknown): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === SETTINGS_KEY ? JSON.stringify(value) : null) }
}

describe('animation speed', () => {
  afterEach(() => {
    setAnimationSpeed(1)
    vi.restoreAllMocks()
  })

  it('reads slow, normal, fast and instant back from storage, and falls back to normal for anything else', () => {
    for (const speed of [0.5, 1, 2, 0] as const)
      expect(readSettings(storageWith({ animationSpeed: speed })).animationSpeed).toBe(speed)
    expect(readSettings(storageWith({ animationSpeed: 3 })).animationSpeed).toBe(1)
    expect(readSettings(storageWith({ animationSpeed: '2' })).animationSpeed).toBe(1)
  })

  it('runs the table clock at the chosen rate, instant far beyond any animation', () => {
    expect([rateOf(0.5), rateOf(1), rateOf(2), rateOf(0)]).toEqual([0.5, 1, 2, INSTANT_RATE])
  })

  it.each([
    [0.5, 0.5],
    [1, 1],
    [2, 2],
  ] as const)('at speed %s one real second moves the table clock %s seconds', (speed, seconds) => {
    let real = 1000
    vi.spyOn(performance, 'now').mockImplementation(() => real)
    setAnimationSpeed(speed)
    const before = animationNow()
    real += 1000
    expect(animationNow() - before).toBeCloseTo(seconds, 9)
  })

  it('instant: a midnight booked now (several seconds of animation) is over a millisecond later', () => {
    let real = 5000
    vi.spyOn(performance, 'now').mockImplementation(() => real)
    setAnimationSpeed(0)
    const start = animationNow()
    real += 1
    expect(progress(start, 4, animationNow())).toBe(1)
  })

  it('never goes back when the speed changes', () => {
    let real = 0
    vi.spyOn(performance, 'now').mockImplementation(() => real)
    setAnimationSpeed(2)
    real += 500
    const fast = animationNow()
    setAnimationSpeed(0.5)
    expect(animationNow()).toBeCloseTo(fast, 9)
    real += 500
    expect(animationNow()).toBeGreaterThan(fast)
  })

  it.each([
    [0.5, 2.2, 2.1],
    [1, 1.1, 1.0],
    [2, 0.55, 0.5],
  ] as const)(
    'at speed %s the clock hand’s booked sweep ends after %s real seconds (not yet at %s)',
    (speed, endsAt, notYet) => {
      let real = 10_000
      vi.spyOn(performance, 'now').mockImplementation(() => real)
      setAnimationSpeed(speed)
      const t = createTimeline(0)
      animateEvent(t, { type: 'clockAdvanced', clock: 3 })
      const { start, duration } = t.hand
      real += notYet * 1000
      expect(progress(start, duration, animationNow())).toBeLessThan(1)
      real += (endsAt - notYet) * 1000
      expect(progress(start, duration, animationNow())).toBe(1)
    },
  )

  it('instant: a whole midnight (sweep, darkness, Mythos card, doom) is over a millisecond after it is booked', () => {
    let real = 20_000
    vi.spyOn(performance, 'now').mockImplementation(() => real)
    setAnimationSpeed(0)
    const t = createTimeline(9)
    for (const event of [
      { type: 'clockAdvanced', clock: 0 },
      { type: 'midnightStruck', day: 2 },
      { type: 'mythosDrawn', cardId: 'm' },
      { type: 'doomAdded', total: 1 },
    ] as const)
      animateEvent(t, event)
    schedule(t, 0.6)
    real += 1
    expect(t.busyUntil).toBeLessThanOrEqual(animationNow())
  })
})
