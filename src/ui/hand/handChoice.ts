// Which view an invite link opens on this screen: a phone or tablet (a coarse pointer, no hover) opens the hand
// view, its player's dice in hand with the table on the big screen; anything else the whole table. A player who
// asks for the table on their phone keeps it for that room (this tab).
const KEY = 'midnight-museum.table-on-this-screen'

function seatParams(query: string): { id: string | null; invite: boolean } {
  const params = new URLSearchParams(query)
  return { id: params.get('id'), invite: params.has('invite') && !params.has('watch') }
}

/** Whether this screen is a hand: touch first, without hover. */
export function isHandScreen(): boolean {
  return globalThis.matchMedia?.('(pointer: coarse) and (hover: none)').matches ?? false
}

/** Whether `#/room?<query>` opens the hand view here. */
export function opensHand(query: string, hand = isHandScreen()): boolean {
  const { id, invite } = seatParams(query)
  if (!hand || !invite || id === null) return false
  try {
    return globalThis.sessionStorage?.getItem(KEY) !== id
  } catch {
    return true
  }
}

/** Shows the whole table for room `roomId` on this screen from now on (this tab). */
export function preferTable(roomId: string): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, roomId)
  } catch {
    // storage forbidden: the table shows until the page is reloaded
  }
}
