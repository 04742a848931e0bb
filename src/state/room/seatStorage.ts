// Where a seat's token is kept between page loads, so a reloaded or reopened tab takes its seat back. The caller
// passes sessionStorage (one tab, one seat) or localStorage; the Web Storage API is the interface, so either fits
// as is, and tests use the in-memory one.

/** The part of the Web Storage API the room client uses. */
export type SeatStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The storage key of room `roomId`'s seat token. */
export function seatKey(roomId: string): string {
  return `midnight-museum/seat/${roomId}`
}

/** A storage that forgets everything when the page goes (the default, and the tests'). */
export function memorySeatStorage(): SeatStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** Reads, writes and forgets tokens without ever throwing (a full or forbidden storage only loses the token). */
export function seatTokens(storage: SeatStorage) {
  return {
    get(roomId: string): string | null {
      try {
        return storage.getItem(seatKey(roomId))
      } catch {
        return null
      }
    },
    set(roomId: string, token: string): void {
      try {
        storage.setItem(seatKey(roomId), token)
      } catch {
        // A private window or a full quota: the seat is kept only while this page lives.
      }
    },
    forget(roomId: string): void {
      try {
        storage.removeItem(seatKey(roomId))
      } catch {
        // As above.
      }
    },
  }
}
