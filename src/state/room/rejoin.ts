// Coming back to a room gone from under the client (its server process killed, drained or restarted): the SDK's
// own reconnection (to the same process) is tried for a moment; then the room is joined again by id with the
// seat's token or the watch link, with backoff, until a server has reopened it from its log.
import type { Room } from '@colyseus/sdk'

/** Close codes of a room gone from under the client: the socket dropped and the SDK's reconnection failed. */
export const GONE_CODES: ReadonlySet<number> = new Set([1001, 1005, 1006, 4003, 4010])
/** Entry statuses no retry will change: a wrong token or link, a bad request. */
const FINAL_STATUSES: ReadonlySet<unknown> = new Set([400, 403, 413])
/** How long a client keeps trying to come back to its room. */
const REJOIN_MS = 60_000

/** The SDK's reconnection, short: a few tries over about 1.5 s before `rejoin` takes over. */
export function shortenReconnection(room: Room): void {
  room.reconnection.maxRetries = 3
  room.reconnection.maxDelay = 1_000
}

/**
 * Calls `join` with backoff (250 ms doubling to 2 s) until it gives a room, a refusal says no retry will help, or
 * REJOIN_MS pass: the room, or null. Stops (null) once `wanted()` is false; a room joined too late is left.
 */
export async function rejoin(join: () => Promise<Room>, wanted: () => boolean): Promise<Room | null> {
  const since = Date.now()
  for (let wait = 250; Date.now() - since < REJOIN_MS; wait = Math.min(wait * 2, 2_000)) {
    try {
      const room = await join()
      if (wanted()) return room
      void room.leave()
      return null
    } catch (error) {
      if (!wanted() || FINAL_STATUSES.has((error as { code?: unknown } | null)?.code)) return null
    }
    await new Promise((resolve) => setTimeout(resolve, wait))
    if (!wanted()) return null
  }
  return null
}
