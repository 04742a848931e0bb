// The room client's small pure helpers: the idle view, whose investigators a seat holds, and the sentences of what
// went wrong (a refusal, an entry the server turned down, a socket that closed).
import type { PublicSeat, Refusal, RoomView, You } from './roomTypes.ts'

/** The view before entering any room. */
export const IDLE_VIEW: RoomView = {
  connection: 'idle',
  roomId: null,
  you: null,
  seats: [],
  players: [],
  setup: null,
  log: [],
  state: null,
  invite: null,
  watch: null,
  refusal: null,
  lostReason: null,
  mismatches: 0,
  rest: null,
}

/** Refusals that answer a throw or an assignment, never a proposal. */
export const NOT_PROPOSAL_CODES: ReadonlySet<string> = new Set([
  'NOT_YOUR_ROLL',
  'DICE_ROLLING',
  'NOT_HOST',
  'UNKNOWN_SEAT',
])
/** The server's close codes (GameRoom.ts). */
const CLOSE_ABUSE = 4008
const CLOSE_REPLACED = 4009

export const fail = (code: string, message: string): { ok: false; error: Refusal } => ({
  ok: false,
  error: { code, message },
})

/** A player's name as the server accepts it: 1 to 40 characters once trimmed. */
export const validName = (name: string): boolean => name.trim().length > 0 && name.trim().length <= 40

/** The investigators the seat of `you` holds (none for a watcher). */
export function playersOf(seats: readonly PublicSeat[], you: You | null): readonly number[] {
  return you?.role === 'player' ? (seats.find((s) => s.seatId === you.seatId)?.players ?? []) : []
}

/** The statuses of a door that is good but full or busy (a full table, too many new tables, a full server). */
const BUSY_STATUSES: ReadonlySet<unknown> = new Set([409, 429, 503])

/**
 * What the SDK threw on entering: the server's answer — `BUSY` (the link is good: its sentence says to wait) or
 * `REFUSED` (a wrong link, a bad setup) — or no answer at all.
 */
export function entryRefusal(error: unknown): Refusal {
  const e = error as { name?: unknown; message?: unknown; code?: unknown } | null
  if (e && (e.name === 'ServerError' || e.name === 'MatchMakeError') && typeof e.message === 'string')
    return { code: BUSY_STATUSES.has(e.code) ? 'BUSY' : 'REFUSED', message: e.message }
  return { code: 'UNREACHABLE', message: 'The game server could not be reached.' }
}

/** Why a socket closed for good, as a sentence. */
export function lostSentence(code: number, reason: string | undefined): string {
  if (code === CLOSE_REPLACED) return 'This seat was taken up in another tab.'
  if (code === CLOSE_ABUSE) return 'Disconnected for flooding the table.'
  return reason ? `The connection to the table was lost: ${reason}` : 'The connection to the table was lost.'
}
