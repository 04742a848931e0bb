import { describe, expect, it } from 'vitest'
import { eventCursor, readEvents } from '../../src/state/eventCursor.ts'
import type { NumberedEvent } from '../../src/state/gameSession.ts'

/** Events numbered `from` to `to`, inclusive. */
const stream = (from: number, to: number): NumberedEvent[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ n: from + i, action: 0, event: { type: 'turnEnded' } }) as never)

describe('readEvents', () => {
  it('takes the first stream it sees as a picture, then gives each later event once', () => {
    const cursor = eventCursor()
    expect(readEvents(cursor, stream(0, 4))).toEqual({ picture: true, fresh: [], newest: 4 })
    const read = readEvents(cursor, stream(0, 7))
    expect(read.picture).toBe(false)
    expect(read.fresh.map((e) => e.n)).toEqual([5, 6, 7])
    expect(read.newest).toBe(7)
    expect(readEvents(cursor, stream(0, 7))).toEqual({ picture: false, fresh: [], newest: 7 })
  })

  it('an empty stream first, then a game’s first events: news', () => {
    const cursor = eventCursor()
    expect(readEvents(cursor, []).picture).toBe(true)
    expect(readEvents(cursor, stream(0, 1)).fresh.map((e) => e.n)).toEqual([0, 1])
  })

  it('an undo (the newest number went back) and a stream renumbered whole are pictures', () => {
    const cursor = eventCursor()
    readEvents(cursor, stream(0, 9))
    expect(readEvents(cursor, stream(0, 6))).toEqual({ picture: true, fresh: [], newest: 6 })
    // The replay viewer's jump: the same length or longer, but from another first number.
    expect(readEvents(cursor, stream(20, 30))).toEqual({ picture: true, fresh: [], newest: 30 })
    expect(readEvents(cursor, stream(20, 31)).fresh.map((e) => e.n)).toEqual([31])
  })
})
