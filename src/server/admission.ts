// Who comes in, decided before Colyseus reserves anything: `onAuth` runs on the matchmaking request, so a join
// with a forged link is refused there and never holds a seat, and a flood of them cannot fill or lock a table.
// `create` alone makes a host (no race for host), and the seat it reserves is held under a 144-bit session id, the
// creator's host token. A join asks the room itself (`admit`, on whichever process holds it) for its ticket.
import { matchMaker, type AuthContext } from '@colyseus/core'
import { createOptions, joinOptions } from '../protocol/protocol.ts'
import { ENTRY_REFUSALS, EntryRefusal, type Caps, type EntryCode } from './caps.ts'
import type { Seat, SeatTable } from './createSeatTable.ts'
import { randomToken } from './randomToken.ts'
import { hashSecret, matchesHash, openLinks } from './roomLog.ts'
import { logEvent, telemetry } from './telemetry.ts'

/** How a client gets in. */
export type Ticket =
  | { kind: 'host'; name: string }
  | { kind: 'invite'; name: string }
  | { kind: 'watch'; name: string }
  | { kind: 'reclaim'; seatId: string }

/** What onAuth gives Colyseus: the session id to reserve the seat under, and the ticket it was reserved for. */
export type Pass = { readonly sessionId: string; readonly ticket: Ticket }

/** The room's answer to a join (plain data: it may cross processes). */
export type Admission = { readonly ticket: Ticket } | { readonly refused: EntryCode }

/**
 * A link's secret: its hash, and the secret itself while this process knows it (always in the room that made it;
 * in a room rebuilt from its log, once someone has come in by it).
 */
export type Secret = { readonly hash: string; known: string | null }

/** A new link's secret, or (given its hash) a rebuilt room's. */
export function linkSecret(hash?: string): Secret {
  if (hash) return { hash, known: null }
  const secret = randomToken()
  return { hash: hashSecret(secret), known: secret }
}

/** What a room's door knows. `expected`: tickets handed out whose client has not come in yet, by session id. */
export type Door = {
  readonly invite: Secret
  readonly watch: Secret
  readonly seats: SeatTable
  readonly caps: Caps
  readonly watchers: () => number
  readonly expected: Map<string, { readonly kind: Ticket['kind']; readonly until: number }>
  /** A rebuilt room's links, sealed with the host's token (roomLog.ts): opened when the host comes back. */
  sealed: string | null
  readonly reservationMs: number
}

/** A room's door: new links, or a rebuilt room's (their hashes from its log); no ticket out yet. */
export function openDoor(
  seats: SeatTable,
  caps: Caps,
  watchers: () => number,
  reservationMs: number,
  stored?: { readonly invite: string; readonly watch: string },
): Door {
  const [invite, watch] = [linkSecret(stored?.invite), linkSecret(stored?.watch)]
  return { invite, watch, seats, caps, watchers, expected: new Map(), sealed: null, reservationMs }
}

/** Counts and logs a refusal at the door and makes the error Colyseus answers the request with. */
export function refuseEntry(code: EntryCode, roomId = ''): EntryRefusal {
  telemetry.refused(code)
  logEvent('entry.refused', roomId, { code, status: ENTRY_REFUSALS[code][0] })
  return new EntryRefusal(code)
}

/** GameRoom's static onAuth: the pass for a matchmaking request, or its refusal. */
export async function passFor(options: unknown, context: AuthContext): Promise<Pass> {
  const url = (context.req as { url?: unknown } | undefined)?.url
  const [, , method, target] = new URL(typeof url === 'string' ? url : '/', 'http://door').pathname.split('/')
  const sessionId = randomToken()
  if (method === 'create') {
    const parsed = createOptions.safeParse(options)
    if (!parsed.success) throw refuseEntry('BAD_CREATE')
    return { sessionId, ticket: { kind: 'host', name: parsed.data.name } }
  }
  if (method !== 'joinById' || !target) throw refuseEntry('BAD_REQUEST')
  const roomId = decodeURIComponent(target)
  const answer = (await matchMaker.remoteRoomCall(roomId, 'admit', [sessionId, options])) as Admission
  if ('refused' in answer) throw refuseEntry(answer.refused, roomId)
  return { sessionId, ticket: answer.ticket }
}

/** The room's side of a join: the ticket its link or token is worth, if the table has room for it. */
export function admit(door: Door, sessionId: string, options: unknown, now: number): Admission {
  for (const [id, e] of door.expected) if (e.until <= now) door.expected.delete(id)
  const waiting = (kind: Ticket['kind']) => [...door.expected.values()].filter((e) => e.kind === kind).length
  const parsed = joinOptions.safeParse(options)
  if (!parsed.success) return { refused: 'BAD_JOIN' }
  const o = parsed.data
  let ticket: Ticket
  if ('seatToken' in o) {
    const seat = door.seats.byToken(o.seatToken)
    if (!seat) return { refused: 'BAD_SEAT' }
    const links = seat.host && door.sealed ? openLinks(door.sealed, o.seatToken) : null
    if (links) [door.invite.known, door.watch.known] = [links.invite, links.watch]
    ticket = { kind: 'reclaim', seatId: seat.seatId }
  } else if ('invite' in o && matchesHash(o.invite, door.invite.hash)) {
    door.invite.known = o.invite
    if (door.seats.count() + waiting('invite') >= door.caps.maxSeats) return { refused: 'ROOM_FULL' }
    ticket = { kind: 'invite', name: o.name }
  } else if ('watch' in o && matchesHash(o.watch, door.watch.hash)) {
    door.watch.known = o.watch
    if (door.watchers() + waiting('watch') >= door.caps.maxWatchers) return { refused: 'WATCHERS_FULL' }
    ticket = { kind: 'watch', name: o.name }
  } else return { refused: 'BAD_LINK' }
  door.expected.set(sessionId, { kind: ticket.kind, until: now + door.reservationMs })
  return { ticket }
}

/** The seat a joining client's ticket gives it (none for a watcher); a ticket the table cannot honour is refused. */
export function seatFor(ticket: Ticket | undefined, seats: SeatTable, roomId: string): Seat | undefined {
  if (!ticket || (ticket.kind === 'host' && seats.host())) throw refuseEntry('BAD_JOIN', roomId)
  if (ticket.kind === 'watch') return undefined
  if (ticket.kind !== 'reclaim') return seats.add(ticket.name, ticket.kind === 'host')
  const seat = seats.get(ticket.seatId)
  if (!seat) throw refuseEntry('BAD_SEAT', roomId)
  return seat
}
