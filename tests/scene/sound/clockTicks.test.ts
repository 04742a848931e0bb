import { describe, expect, it } from 'vitest'
import { tickTimes, sweepHours } from '../../../src/scene/sound/clockTicks.ts'
import { playDueCues, TICK_SPACING } from '../../../src/scene/sound/playCues.ts'
import { animateEvent } from '../../../src/scene/game/animateEvent.ts'
import { createTimeline, handHour, type SoundCue } from '../../../src/scene/game/sceneTimeline.ts'

describe('tickTimes', () => {
  it.each([
    [9, 0, 3],
    [0, 3, 3],
    [3, 6, 3],
    [11, 2, 3],
    [6, 7, 1],
    [4, 4, 0],
  ])('ticks once per hour the hand passes from %i to %i (%i ticks)', (from, to, count) => {
    const sweep = { from, to, start: 5, duration: 1.1 }
    const times = tickTimes(sweep)
    expect(times).toHaveLength(count)
    expect(sweepHours(sweep)).toBe(count)
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!)
  })

  it('ticks just as the drawn hand reaches each hour mark, the last as the sweep ends', () => {
    const t = createTimeline(9)
    t.hand = { from: 9, to: 0, start: 2, duration: 1.1 }
    const times = tickTimes(t.hand)
    expect(times.map((at) => handHour(t, at))).toEqual([
      expect.closeTo(10, 6),
      expect.closeTo(11, 6),
      expect.closeTo(0, 6),
    ])
    expect(times[2]).toBeCloseTo(3.1, 9)
  })

  it('ticks every hour at once for a sweep that takes no time', () => {
    expect(tickTimes({ from: 0, to: 3, start: 4, duration: 0 })).toEqual([4, 4, 4])
  })
})

describe('sound cues from the engine events', () => {
  it('books three ticks for a turn of the clock and a drone as midnight darkens the room', () => {
    const t = createTimeline(9)
    animateEvent(t, { type: 'clockAdvanced', clock: 0 })
    animateEvent(t, { type: 'midnightStruck', day: 2 })
    expect(t.cues.map((c) => c.kind)).toEqual(['tick', 'tick', 'tick', 'drone'])
    expect(t.cues[3]?.at).toBe(t.darken.start)
    for (const cue of t.cues) expect(cue.at).toBeLessThanOrEqual(t.busyUntil)
  })

  it('books no sound for events without one', () => {
    const t = createTimeline(0)
    animateEvent(t, { type: 'doomAdded', total: 1 })
    animateEvent(t, { type: 'investigatorMoved', player: 0, to: { kind: 'entrance' } })
    expect(t.cues).toEqual([])
  })
})

describe('playDueCues', () => {
  it('plays only the cues that have come, spaces ticks due together, and keeps the rest in order', () => {
    const cues: SoundCue[] = [
      { kind: 'tick', at: 1 },
      { kind: 'tick', at: 1 },
      { kind: 'drone', at: 2 },
      { kind: 'tick', at: 3 },
    ]
    const played: string[] = []
    const sound = {
      playTick: (delay = 0) => void played.push(`tick+${delay}`),
      playDrone: () => void played.push('drone'),
    }
    expect(playDueCues(cues, 2, sound)).toBe(1)
    expect(played).toEqual(['tick+0', `tick+${TICK_SPACING}`, 'drone'])
    expect(cues).toEqual([{ kind: 'tick', at: 3 }])
    expect(playDueCues(cues, 3, sound)).toBe(0)
    expect(cues).toEqual([])
  })
})
