// A room's side of its log (roomLog.ts): it appends what it accepts and sends nothing before what it appended
// before it is written (a Redis append in flight), so no screen sees a move a rebuilt room would not have. With no
// write pending a send goes out at once. A failed append is counted and logged; the room plays on.
import type { Secret } from './admission.ts'
import type { Seat, SeatTable } from './createSeatTable.ts'
import { sealLinks, type LogEntry, type RoomLogStore, type StoredRoom } from './roomLog.ts'
import { logEvent, telemetry } from './telemetry.ts'

export type TableLog = {
  /** Appends `entry` (when the server keeps logs); what is sent after this waits for it. */
  record(entry: LogEntry): void
  /** Sends now when nothing is pending, else after every append (and send) before it. */
  send(deliver: () => void): void
  /** Settles once everything queued has gone. */
  idle(): Promise<void>
}

export function createTableLog(store: () => RoomLogStore | null | undefined, roomId: () => string): TableLog {
  let tail: Promise<void> | null = null
  let queued = 0
  const failed = (error: unknown) => {
    telemetry.logFailed()
    logEvent('log.appendFailed', roomId(), { message: String((error as Error | undefined)?.message ?? error) })
  }
  const push = (step: () => unknown, onError: (error: unknown) => void): void => {
    queued++
    tail = (tail ?? Promise.resolve())
      .then(step)
      .then(() => undefined, onError)
      .finally(() => {
        if (--queued === 0) tail = null
      })
  }
  return {
    record(entry) {
      const logs = store()
      if (!logs) return
      try {
        const written = logs.append(roomId(), entry)
        telemetry.logAppended()
        if (written) push(() => written, failed)
      } catch (error) {
        failed(error)
      }
    },
    send(deliver) {
      if (tail === null) deliver()
      else push(deliver, () => undefined)
    },
    idle: () => tail ?? Promise.resolve(),
  }
}

/** A new seat's entry; the host's carries the room's links sealed with its token (only that token opens them). */
export function seatEntry(seat: Seat, door: { readonly invite: Secret; readonly watch: Secret }): LogEntry {
  const { seatId, name, host, token, tokenHash } = seat
  const [invite, watch] = [door.invite.known, door.watch.known]
  const links = host && invite && watch ? sealLinks({ invite, watch }, token) : null
  return { k: 'seat', seatId, name, host, token: tokenHash, ...(links ? { links } : {}) }
}

/**
 * The seats and their investigators as the log left them (every seat away until it comes back with its token);
 * returns the links sealed with the host's token, if the log has them.
 */
export function reseat(seats: SeatTable, { rest }: StoredRoom): string | null {
  let sealed: string | null = null
  for (const entry of rest) {
    if (entry.k === 'seat') seats.add(entry.name, entry.host, { seatId: entry.seatId, tokenHash: entry.token })
    if (entry.k === 'seat' && entry.host && entry.links) sealed = entry.links
    else if (entry.k === 'assign') seats.assign(entry.player, entry.seatId)
    else if (entry.k === 'expire') for (const id of entry.seatIds) seats.remove(id)
  }
  return sealed
}
