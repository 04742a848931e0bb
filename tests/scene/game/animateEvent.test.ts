import { describe, expect, it } from 'vitest'
import { animateEvent } from '../../../src/scene/game/animateEvent.ts'
import { createTimeline, handHour, now, progress } from '../../../src/scene/game/sceneTimeline.ts'

describe('animateEvent', () => {
  it('sweeps the hand forward three hours from the clock event, through the hours between', () => {
    const t = createTimeline(9)
    animateEvent(t, { type: 'clockAdvanced', clock: 0 })
    const { start, duration } = t.hand
    expect(handHour(t, start)).toBeCloseTo(9, 9)
    expect(handHour(t, start + duration / 2)).toBeCloseTo(10.5, 9) // forward past X, not back through VI
    expect(handHour(t, start + duration)).toBeCloseTo(0, 9)
  })

  it('tells midnight in order: sweep, darkness, the Mythos card dealt, then its doom drops', () => {
    const t = createTimeline(9)
    animateEvent(t, { type: 'clockAdvanced', clock: 0 })
    animateEvent(t, { type: 'midnightStruck', day: 2 })
    animateEvent(t, { type: 'mythosDrawn', cardId: 'm' })
    animateEvent(t, { type: 'doomAdded', total: 3 })
    const deal = t.deals.get('m') ?? NaN
    const drop = t.doomDrops.get(2) ?? NaN
    expect(t.darken.start).toBeGreaterThan(t.hand.start)
    expect(deal).toBeGreaterThan(t.darken.start)
    expect(drop).toBeGreaterThan(deal)
    expect(t.doomDrops.has(0)).toBe(false) // only the new token (the third space) drops
    expect(t.busyUntil).toBeGreaterThan(drop)
  })

  it('shortens every animation to a brief fade with reduced motion', () => {
    const t = createTimeline(0)
    t.reduced = true
    animateEvent(t, { type: 'clockAdvanced', clock: 3 })
    expect(t.hand.duration).toBeLessThanOrEqual(0.25)
    animateEvent(t, { type: 'investigatorDevoured', player: 1, investigatorId: 'x' })
    expect(t.busyUntil - now()).toBeLessThan(0.6)
  })

  it('keeps the close-up a moment once an adventure ends, past the card leaving for the trophies', () => {
    const t = createTimeline(0)
    const before = now()
    animateEvent(t, { type: 'adventureResolved', cardId: 'a', player: 0 })
    animateEvent(t, { type: 'cardDealt', cardId: 'b', otherWorld: false })
    const leaving = t.replaces.get('b')
    expect(leaving).toBeDefined()
    expect(t.closeUpUntil).toBeGreaterThanOrEqual(leaving!.start + 0.6)
    expect(t.closeUpUntil - before).toBeLessThan(3)
    expect(t.busyUntil).toBeGreaterThanOrEqual(t.closeUpUntil)
    const failed = createTimeline(0)
    animateEvent(failed, { type: 'adventureFailed', cardId: 'a', player: 0 })
    expect(failed.closeUpUntil).toBeGreaterThan(now())
    // Reduced motion: the card leaves at once and the view with it.
    const reduced = createTimeline(0)
    reduced.reduced = true
    animateEvent(reduced, { type: 'adventureResolved', cardId: 'a', player: 0 })
    expect(reduced.closeUpUntil).toBeLessThan(now())
  })

  it('lifts a resolved card off its place before the card dealt into that place lands', () => {
    const t = createTimeline(0)
    animateEvent(t, { type: 'adventureResolved', cardId: 'old', player: 0 })
    animateEvent(t, { type: 'cardDealt', cardId: 'new', otherWorld: false })
    const leave = t.replaces.get('new')
    expect(leave?.gone).toBe('old')
    expect(t.deals.get('new')).toBeGreaterThan(leave?.start ?? Infinity)
    animateEvent(t, { type: 'cardDealt', cardId: 'gate', otherWorld: true })
    expect(t.replaces.has('gate')).toBe(false)
  })

  it('ignores events with nothing to show', () => {
    const t = createTimeline(3)
    animateEvent(t, { type: 'clueSpent', player: 0 })
    expect(t.busyUntil).toBe(0)
    expect(progress(0, 1, 2)).toBe(1)
  })
})
