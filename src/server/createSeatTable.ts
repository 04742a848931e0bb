// Who sits where: seats (a name, a public id, a secret token, at most one live connection each), which seat acts
// for each investigator, and the watchers. A seat outlives its connections: a dropped or closed tab re-claims it
// with its token (its hash compared in constant time) until the seat expires; the host's seat never does. A table
// rebuilt from its log (roomLog.ts) knows each token by its hash alone until its seat comes back with it.
import { randomToken } from './randomToken.ts'
import { hashSecret, matchesHash } from './roomLog.ts'
import type { PublicSeat } from '../protocol/protocol.ts'

export type Seat = {
  readonly seatId: string
  /** The seat's token; empty in a rebuilt table until the seat comes back with it. */
  token: string
  readonly tokenHash: string
  readonly name: string
  host: boolean
  /** The Colyseus session bound to this seat now; null while nobody holds it. */
  sessionId: string | null
  connected: boolean
  /** When its last session went for good (ms since the epoch); null while a session holds it. */
  departedAt: number | null
}

export type SeatTable = ReturnType<typeof createSeatTable>

/** A table for `players` investigators, all held by the host until given away. */
export function createSeatTable(players: number) {
  const seats = new Map<string, Seat>()
  const owners: (string | null)[] = Array.from({ length: players }, () => null)
  const bySession = new Map<string, string>()

  const table = {
    /** A new seat; `stored`: one the log knows (its id and its token's hash), as the table is rebuilt. */
    add(name: string, host: boolean, stored?: { seatId: string; tokenHash: string }, now = Date.now()): Seat {
      const token = stored ? '' : randomToken()
      const seat: Seat = {
        seatId: stored?.seatId ?? randomToken(),
        token,
        tokenHash: stored?.tokenHash ?? hashSecret(token),
        name,
        host,
        sessionId: null,
        connected: false,
        departedAt: stored ? now : null,
      }
      seats.set(seat.seatId, seat)
      if (host) owners.fill(seat.seatId)
      return seat
    },
    get: (seatId: string): Seat | undefined => seats.get(seatId),
    byToken(token: string): Seat | undefined {
      let found: Seat | undefined
      for (const seat of seats.values()) if (matchesHash(token, seat.tokenHash)) found = seat
      if (found) found.token = token
      return found
    },
    bySession(sessionId: string): Seat | undefined {
      const id = bySession.get(sessionId)
      return id === undefined ? undefined : seats.get(id)
    },
    /** Binds a session to a seat; returns the session it displaces, if any. */
    bind(seat: Seat, sessionId: string): string | null {
      const previous = seat.sessionId
      if (previous !== null) bySession.delete(previous)
      seat.sessionId = sessionId
      seat.connected = true
      seat.departedAt = null
      bySession.set(sessionId, seat.seatId)
      return previous !== sessionId ? previous : null
    },
    /** The session has gone for good; the seat stays, free to be re-claimed with its token. */
    release(sessionId: string, now = Date.now()): Seat | undefined {
      const seat = table.bySession(sessionId)
      bySession.delete(sessionId)
      if (seat && seat.sessionId === sessionId) {
        seat.sessionId = null
        seat.connected = false
        seat.departedAt = now
      }
      return seat
    },
    /** Removes seats departed for `afterMs` or more (never the host's); returns their ids. */
    expire(now: number, afterMs: number): string[] {
      const gone = [...seats.values()].filter((s) => !s.host && s.departedAt !== null && now - s.departedAt >= afterMs)
      for (const seat of gone) table.remove(seat.seatId)
      return gone.map((s) => s.seatId)
    },
    /** Removes a seat; its investigators go back to the host. */
    remove(seatId: string): void {
      seats.delete(seatId)
      owners.forEach((o, i) => void (o === seatId && (owners[i] = table.host()?.seatId ?? null)))
    },
    count: (): number => seats.size,
    host: (): Seat | undefined => [...seats.values()].find((s) => s.host),
    assign(player: number, seatId: string | null): boolean {
      if (player >= owners.length || (seatId !== null && !seats.has(seatId))) return false
      owners[player] = seatId ?? table.host()?.seatId ?? null
      return true
    },
    /** True when the seat acts for at least one of `players`. */
    actsFor: (seatId: string, players: readonly number[]): boolean => players.some((p) => owners[p] === seatId),
    list(): PublicSeat[] {
      return [...seats.values()].map((s) => ({
        seatId: s.seatId,
        name: s.name,
        host: s.host,
        connected: s.connected,
        players: owners.flatMap((o, i) => (o === s.seatId ? [i] : [])),
      }))
    },
  }
  return table
}
