import { describe, expect, it } from 'vitest'
import {
  DEFAULT_IDLE_SECONDS,
  createIdleClock,
  idleIn,
  isIdle,
  setIdleSeconds,
  touch,
} from '../../../src/scene/cinema/idleClock.ts'

describe('idle clock', () => {
  it('counts as idle once the idle time has passed with no input', () => {
    const clock = createIdleClock(100)
    expect(clock.idleSeconds).toBe(DEFAULT_IDLE_SECONDS)
    expect(isIdle(clock, 100 + DEFAULT_IDLE_SECONDS - 0.1)).toBe(false)
    expect(idleIn(clock, 120)).toBeCloseTo(DEFAULT_IDLE_SECONDS - 20, 9)
    expect(isIdle(clock, 100 + DEFAULT_IDLE_SECONDS)).toBe(true)
    expect(idleIn(clock, 1000)).toBe(0)
  })

  it('starts the idle time again on each input, and an input from the past changes nothing', () => {
    const clock = createIdleClock(0, 10)
    touch(clock, 8)
    expect(isIdle(clock, 12)).toBe(false)
    expect(isIdle(clock, 18)).toBe(true)
    touch(clock, 3)
    expect(clock.lastInput).toBe(8)
  })

  it('takes a new idle time, and refuses one that is not a positive number of seconds', () => {
    const clock = createIdleClock(0)
    setIdleSeconds(clock, 1.5)
    expect(isIdle(clock, 1.5)).toBe(true)
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => setIdleSeconds(clock, bad)).toThrow(/^cinema: the idle time must be a positive number/)
    expect(clock.idleSeconds).toBe(1.5)
  })
})
