// The `#/room?…` address: `host` (open a room for the game on the table), or an invite or watch link. Anything
// else is refused with the link parser's sentence, and nothing changes.
import { parseRoomLink, ROOM_ROUTE, type RoomLink } from '../../state/room/roomLinks.ts'

export type RoomQuery = { readonly kind: 'host' } | { readonly kind: 'link'; readonly link: RoomLink }

/** `#/room?host`: the address of "Play together". */
export const HOST_HASH = `${ROOM_ROUTE}?host`

export function parseRoomQuery(query: string): { ok: true; value: RoomQuery } | { ok: false; error: string } {
  if (query === 'host') return { ok: true, value: { kind: 'host' } }
  const parsed = parseRoomLink(`${ROOM_ROUTE}?${query}`)
  return parsed.ok ? { ok: true, value: { kind: 'link', link: parsed.value } } : { ok: false, error: parsed.error }
}
