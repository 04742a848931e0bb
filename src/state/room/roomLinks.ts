// Invite, watch and big-screen links: the capability URLs the host's page shows (`#/room?id=…&invite=…`,
// `#/room?id=…&watch=…`, and `#/room?id=…&watch=…&invite=…` for the television, which watches and shows the invite
// as a QR code) on the page's own address, and their parser. A link comes from outside (pasted, typed, clicked), so it is parsed
// with zod and a bad one is refused with a sentence, never thrown on.
import { z } from 'zod'
import { err, ok, type Result } from '../../engine/index.ts'

/**
 * What a room link grants: a seat at the table (invite) or a view of it (watch). A big screen's watch link also
 * carries the invite it shows for phones to scan (`shownInvite`): the screen itself only watches.
 */
export type RoomLink =
  | { readonly roomId: string; readonly invite: string }
  | { readonly roomId: string; readonly watch: string; readonly shownInvite?: string }

/** The hash route of a room. */
export const ROOM_ROUTE = '#/room'

/** Room ids and capabilities are base64url tokens (the server's are 24 characters). */
const token = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)
const linkSchema = z.union([
  z.strictObject({ id: token, invite: token }),
  z.strictObject({ id: token, watch: token }),
  z.strictObject({ id: token, watch: token, invite: token }),
])

const BAD_LINK = 'That is not a table link: ask the host for a fresh invite, watch or big screen link.'

/** The page's address without its hash (where the game is served), or '' outside a browser. */
export function pageBase(): string {
  const here = globalThis.location as Location | undefined
  return here ? `${here.origin}${here.pathname}` : ''
}

function build(base: string, params: Record<string, string>): string {
  return `${base.replace(/#.*$/, '')}${ROOM_ROUTE}?${new URLSearchParams(params).toString()}`
}

/** The link that gives its holder a seat at room `roomId`. */
export function inviteLink(roomId: string, invite: string, base = pageBase()): string {
  return build(base, { id: roomId, invite })
}

/** The link that lets its holder watch room `roomId`. */
export function watchLink(roomId: string, watch: string, base = pageBase()): string {
  return build(base, { id: roomId, watch })
}

/** The link for a big screen: it watches room `roomId` and shows `invite` as a QR code for phones to join. */
export function bigScreenLink(roomId: string, watch: string, invite: string, base = pageBase()): string {
  return build(base, { id: roomId, watch, invite })
}

/** The link a RoomLink came from. */
export function linkFor(link: RoomLink, base = pageBase()): string {
  if ('invite' in link) return inviteLink(link.roomId, link.invite, base)
  return link.shownInvite
    ? bigScreenLink(link.roomId, link.watch, link.shownInvite, base)
    : watchLink(link.roomId, link.watch, base)
}

/**
 * Reads an invite, watch or big-screen link: a whole URL, or just its hash (`#/room?…`). Anything else (another
 * route, a missing, repeated or extra parameter, a token of the wrong shape) is refused with a sentence.
 */
export function parseRoomLink(text: unknown): Result<RoomLink, string> {
  if (typeof text !== 'string' || text.length > 2048) return err(BAD_LINK)
  const at = text.indexOf('#')
  const hash = at >= 0 ? text.slice(at) : text
  const [route, query = '', ...rest] = hash.split('?')
  if (route !== ROOM_ROUTE || rest.length > 0) return err(BAD_LINK)
  let params: Record<string, string>
  try {
    const search = new URLSearchParams(query)
    if (new Set(search.keys()).size !== [...search.keys()].length) return err(BAD_LINK)
    params = Object.fromEntries(search)
  } catch {
    return err(BAD_LINK)
  }
  const parsed = linkSchema.safeParse(params)
  if (!parsed.success) return err(BAD_LINK)
  const p = parsed.data
  if (!('watch' in p)) return ok({ roomId: p.id, invite: p.invite })
  return ok('invite' in p ? { roomId: p.id, watch: p.watch, shownInvite: p.invite } : { roomId: p.id, watch: p.watch })
}
