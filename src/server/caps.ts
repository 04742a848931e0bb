// What one process lets strangers take, and the sentence each refusal says. A refusal at the door (HTTP) answers with
// its status and sentence; its code goes to /metrics and the log, never to a player's screen.
import { ServerError } from '@colyseus/core'
import { DEFAULT_LIMITS, type Limits } from '../protocol/protocol.ts'
import type { RoomLogStore } from './roomLog.ts'

export type Caps = {
  /** Rooms one process holds; `create` past it is refused. */
  readonly maxRooms: number
  /** Rooms one client address may create per minute. */
  readonly createsPerMinute: number
  /** Seats a table takes (the host's included; a departed seat counts until it expires). */
  readonly maxSeats: number
  /** Watch screens a table takes. */
  readonly maxWatchers: number
  /** Largest request body, in bytes, refused before it is read… */
  readonly maxBodyBytes: number
  /** …and a `create`'s, which may carry a game record. */
  readonly maxCreateBytes: number
  /** Bytes (as JSON) a carried record may take. */
  readonly maxRecordBytes: number
  /** Actions a carried record may hold. */
  readonly maxRecordActions: number
  /** Milliseconds of CPU a carried record may take to replay. */
  readonly replayBudgetMs: number
  /** Seconds a departed seat (not the host's) keeps its token before it is removed. */
  readonly seatExpirySeconds: number
}

export const DEFAULT_CAPS: Caps = {
  maxRooms: 2000,
  createsPerMinute: 60,
  maxSeats: 16,
  maxWatchers: 32,
  maxBodyBytes: 64 * 1024,
  maxCreateBytes: 512 * 1024,
  maxRecordBytes: 256 * 1024,
  maxRecordActions: 5000,
  replayBudgetMs: 250,
  seatExpirySeconds: 30 * 60,
}

/**
 * Server-wide settings of every room (set by createGameServer, never by a client). `rollPace`: createTableRoller's
 * pace (1 when absent: faces land as the screens' dice settle; tests' bots take them at once, 0). `rollChance`: the
 * table's part of each throw's seed (32 random bits from the system's generator when absent; a test's own sequence).
 */
export type RoomConfig = {
  limits: Limits
  caps: Caps
  onError: (error: unknown) => void
  rollPace?: number
  rollChance?: () => number
  /** Where rooms write their logs (roomLog.ts); none: a room lives only in its process. */
  store?: RoomLogStore | null
}

export const defaultRoomConfig = (): RoomConfig => ({
  limits: DEFAULT_LIMITS,
  caps: DEFAULT_CAPS,
  onError: (e) => console.error('server:', e),
})

/** Every refusal at the door: its HTTP status and the sentence a player reads. */
export const ENTRY_REFUSALS = {
  BODY_TOO_LARGE: [413, 'That request is too large for the game server.'],
  CREATE_RATE: [429, 'Too many tables were opened from here in the last minute: wait a little and try again.'],
  ROOMS_FULL: [503, 'This game server holds all the tables it can: try again later.'],
  ROOM_FULL: [409, 'This table has no free seat.'],
  WATCHERS_FULL: [409, 'This table has all the watch screens it takes.'],
  BAD_LINK: [403, 'That link does not open this table.'],
  BAD_SEAT: [403, 'That seat token belongs to no seat at this table.'],
  BAD_JOIN: [400, 'Join with a name and an invite or watch link, or a seat token.'],
  BAD_CREATE: [400, 'A room needs a name and a setup or a game record.'],
  BAD_REQUEST: [404, 'Tables are opened with create and joined by id.'],
  RECORD_TOO_LARGE: [413, 'That game record is too large to carry to a table.'],
  RECORD_TOO_LONG: [413, 'That game record holds too many moves to carry to a table.'],
  REPLAY_TOO_SLOW: [422, 'That game record takes too long to replay on the server.'],
  DRAINING: [503, 'This game server is closing: your table moves to another one in a moment.'],
} as const satisfies Record<string, readonly [number, string]>
export type EntryCode = keyof typeof ENTRY_REFUSALS

/** A refusal at the door as Colyseus carries it to the client (status and sentence); `entryCode` names it here. */
export class EntryRefusal extends ServerError {
  constructor(
    readonly entryCode: EntryCode,
    sentence: string = ENTRY_REFUSALS[entryCode][1],
  ) {
    super(ENTRY_REFUSALS[entryCode][0], sentence)
  }
}
