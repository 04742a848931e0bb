// How the table tells news from history in the numbered event stream (gameAtoms.ts `eventsAtom`): the animations
// (scene/game/EventDirector.tsx) and the staged moments (scene/cinema/useStageBooking.ts) read it the same way, by
// running numbers, never by diffing state.
import type { NumberedEvent } from './gameSession.ts'

/** Where a reader of the stream stands: the newest number it has read and the oldest it saw (null: nothing yet). */
export type EventCursor = { last: number | null; oldest: number | null }

export function eventCursor(): EventCursor {
  return { last: null, oldest: null }
}

/** What a read found: the newest number now, and the events after the last read (none when it is a picture). */
export type EventRead = {
  /** A picture, not news: the first read, an undo (the newest number went back) or a stream renumbered whole. */
  readonly picture: boolean
  readonly fresh: readonly NumberedEvent[]
  readonly newest: number
}

/** Reads `events` past `cursor` and moves the cursor to the newest. */
export function readEvents(cursor: EventCursor, events: readonly NumberedEvent[]): EventRead {
  const newest = events[events.length - 1]?.n ?? -1
  const first = events[0]?.n ?? null
  // A stream whose oldest number changed was renumbered whole (the replay viewer's jump, a new game).
  const renumbered = first !== null && cursor.oldest !== null && first !== cursor.oldest
  cursor.oldest = first
  const last = cursor.last
  cursor.last = newest
  if (last === null || newest < last || renumbered) return { picture: true, fresh: [], newest }
  return { picture: false, fresh: events.filter((e) => e.n > last), newest }
}
