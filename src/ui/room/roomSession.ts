// The page's one room client: made on first use (the room route is lazy, so solo play never makes it) and kept
// across routes, so the host's page and the table it opened are the same connection. Seat tokens live in
// localStorage, so a closed tab opened again by its link takes its seat back.
import { createRoomClient, type RoomClient } from '../../state/room/roomClient.ts'
import { memorySeatStorage, seatKey, type SeatStorage } from '../../state/room/seatStorage.ts'

let client: RoomClient | null = null

function pageStorage(): SeatStorage {
  try {
    return globalThis.localStorage ?? memorySeatStorage()
  } catch {
    return memorySeatStorage() // storage forbidden (private mode, a sandbox): the seat lasts as long as the page
  }
}

/** The room client of this page. */
export function theRoomClient(): RoomClient {
  client ??= createRoomClient({ storage: pageStorage() })
  return client
}

/** The save slot a room's game is kept in on every screen at its table. */
export const roomSaveId = (roomId: string): string => `room-${roomId}`

/** Whether this browser keeps a seat's token for room `roomId` (a tab that sat there before). */
export function hasSeatAt(roomId: string): boolean {
  try {
    return globalThis.localStorage?.getItem(seatKey(roomId)) != null
  } catch {
    return false
  }
}
