// Who a joining client is, from its options: the host (the first to come with a setup), a new seat (the invite), a
// watcher (the watch link) or a seat coming back (its token). Anything else is refused with a ServerError, whose
// sentence the client shows.
import { ServerError } from '@colyseus/core'
import { createOptions, joinOptions } from '../protocol/protocol.ts'
import { isSameSecret } from './randomToken.ts'
import type { SeatTable } from './createSeatTable.ts'

/** How a client got in, decided in onAuth. */
export type Ticket =
  | { kind: 'host'; name: string }
  | { kind: 'invite'; name: string }
  | { kind: 'watch'; name: string }
  | { kind: 'reclaim'; seatId: string }

type Door = { readonly hostSeated: boolean; readonly invite: string; readonly watch: string; readonly seats: SeatTable }

export function ticketOf(options: unknown, door: Door): Ticket {
  if (!door.hostSeated) {
    const host = createOptions.safeParse(options)
    if (host.success) return { kind: 'host', name: host.data.name }
  }
  const parsed = joinOptions.safeParse(options)
  if (!parsed.success) throw new ServerError(400, 'Join with a name and an invite or watch link, or a seat token.')
  const o = parsed.data
  if ('seatToken' in o) {
    const seat = door.seats.byToken(o.seatToken)
    if (!seat) throw new ServerError(403, 'That seat token belongs to no seat at this table.')
    return { kind: 'reclaim', seatId: seat.seatId }
  }
  if ('invite' in o && isSameSecret(o.invite, door.invite)) return { kind: 'invite', name: o.name }
  if ('watch' in o && isSameSecret(o.watch, door.watch)) return { kind: 'watch', name: o.name }
  throw new ServerError(403, 'That link does not open this table.')
}
