// A room outlives its process: a join by id for a room no process holds (its process was killed, drained or
// restarted) first rebuilds it here from its log (roomLog.ts), under the same id, links and seats. One process
// rebuilds it (the store's claim), the others wait until it is open. A room is open where its IPC channel has a
// subscriber: a killed process's channels go with its Redis connection, at once.
import { matchMaker } from '@colyseus/core'
import { ROOM_NAME } from '../protocol/protocol.ts'
import { readRoomLog, ROOM_ID, type RoomLogStore, type StoredRoom } from './roomLog.ts'
import { logEvent, telemetry } from './telemetry.ts'

/** How long a join waits for another process to rebuild the room. */
const WAIT_MS = 8_000

/** Logs read for rooms being rebuilt here, taken by GameRoom.onCreate under the room's id. */
const rebuilding = new Map<string, StoredRoom>()
/** This process's rebuild of each room, shared by the joins that arrive together. */
const inFlight = new Map<string, Promise<void>>()

/** The log GameRoom.onCreate rebuilds room `roomId` from; none for a new room. */
export function takeRebuild(roomId: string): StoredRoom | undefined {
  const stored = rebuilding.get(roomId)
  rebuilding.delete(roomId)
  return stored
}

/** Resolves once room `roomId` is open somewhere, rebuilt here if need be; at once when it has no log. */
export function reopenRoom(store: RoomLogStore, roomId: string): Promise<void> {
  let pending = inFlight.get(roomId)
  if (!pending) {
    pending = reopen(store, roomId).finally(() => inFlight.delete(roomId))
    inFlight.set(roomId, pending)
  }
  return pending
}

async function reopen(store: RoomLogStore, roomId: string): Promise<void> {
  const isOpen = async () => matchMaker.getLocalRoomById(roomId) !== undefined || (await store.held(roomId))
  if (!ROOM_ID.test(roomId) || matchMaker.getLocalRoomById(roomId) || !(await store.has(roomId)) || (await isOpen()))
    return
  const deadline = Date.now() + WAIT_MS
  while (!(await store.claim(roomId))) {
    if ((await isOpen()) || Date.now() > deadline) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const started = performance.now()
  try {
    if (await isOpen()) return
    const entries = await store.read(roomId)
    const stored = entries && readRoomLog(entries)
    if (!stored) return
    // The listing a killed process left behind goes; Colyseus's health check sweeps that process's others.
    const left = (await matchMaker.driver.findOne({ roomId })) as { processId?: string } | undefined
    if (left?.processId && left.processId !== matchMaker.processId) void matchMaker.healthCheckProcessId(left.processId)
    await matchMaker.driver.remove(roomId)
    rebuilding.set(roomId, stored)
    try {
      await matchMaker.handleCreateRoom(ROOM_NAME, {}, undefined, roomId)
    } finally {
      rebuilding.delete(roomId)
    }
    telemetry.rebuilt()
    const actions = (matchMaker.getLocalRoomById(roomId) as { actions?: () => readonly unknown[] } | undefined)?.actions
    logEvent('room.reopened', roomId, {
      entries: entries.length,
      actions: actions?.().length ?? null,
      ms: Math.round(performance.now() - started),
    })
  } catch (error) {
    logEvent('room.reopenFailed', roomId, { message: String((error as Error | undefined)?.message ?? error) })
  } finally {
    await store.release(roomId)
  }
}
