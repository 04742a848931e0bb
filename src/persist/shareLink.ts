// A shared game is a link whose fragment holds the game file, compressed (lz-string, URL-safe alphabet). The
// fragment never leaves the browser: nothing is sent to a server. Reading a link is the same door as a file.
import lz from 'lz-string'
import type { GameRecord, Result } from '../engine/index.ts'
import { MAX_FILE_CHARS, decodeGameFile, encodeGameFile, formatSize } from './gameFile.ts'

/** The route a shared game opens at (the replay viewer). */
export const SHARE_ROUTE = '#/replay'
/** The query key holding the compressed game. */
export const SHARE_KEY = 'g'

/**
 * The longest link made or read: 32,000 characters. Chromium takes 2 MB and Firefox 1 MB in the address bar, but
 * Safari starts failing past ~80,000, chat and mail clients cut or refuse links well before that, and Chromium
 * stops displaying (and some versions stop syncing) URLs over 32,768 characters. Below that a link survives being
 * pasted anywhere we know of; a longer game goes as a file instead.
 */
export const MAX_LINK_CHARS = 32_000

/**
 * The link for a game: `base` (the page's address without its fragment) + `#/replay?g=…`. Refused, with the
 * advice to save a file, when it would be longer than MAX_LINK_CHARS.
 */
export function encodeShareLink(record: GameRecord, base = ''): Result<string, string> {
  const payload = lz.compressToEncodedURIComponent(encodeGameFile(record))
  const link = `${base}${SHARE_ROUTE}?${SHARE_KEY}=${payload}`
  if (link.length > MAX_LINK_CHARS)
    return {
      ok: false,
      error: `This game is too long to share as a link (${link.length.toLocaleString('en')} characters; links over ${MAX_LINK_CHARS.toLocaleString('en')} break in some browsers and apps). Export it as a file instead.`,
    }
  return { ok: true, value: link }
}

/** The compressed payload in a link, the fragment or the query (`…#/replay?g=…`, `g=…`), or null. */
function payloadOf(text: string): string | null {
  const hash = text.indexOf('#')
  const fragment = hash < 0 ? text : text.slice(hash + 1)
  const query = fragment.includes('?') ? fragment.slice(fragment.indexOf('?') + 1) : fragment
  for (const part of query.split('&')) if (part.startsWith(`${SHARE_KEY}=`)) return part.slice(SHARE_KEY.length + 1)
  return null
}

/**
 * Reads a shared link (the whole address, its fragment or its query): the game record, or a sentence saying what
 * is wrong — the same checks as a game file, after the link's own (length, compression).
 */
export function decodeShareLink(text: string): Result<GameRecord, string> {
  if (text.length > MAX_LINK_CHARS)
    return {
      ok: false,
      error: `The link is too long (${text.length.toLocaleString('en')} characters; at most ${MAX_LINK_CHARS.toLocaleString('en')}).`,
    }
  const payload = payloadOf(text)
  if (payload === null || payload === '')
    return { ok: false, error: `The link holds no game (no "${SHARE_KEY}=" part).` }
  if (!/^[A-Za-z0-9+\-$ ]*$/.test(payload))
    return { ok: false, error: 'The link is damaged: it holds characters a shared game never has.' }
  let json: string | null
  try {
    json = lz.decompressFromEncodedURIComponent(payload)
  } catch {
    json = null
  }
  if (json === null || json === '')
    return { ok: false, error: 'The link is damaged: its game does not decompress (cut short or changed?).' }
  if (json.length > MAX_FILE_CHARS)
    return { ok: false, error: `The link's game is too large (${formatSize(json.length)} unpacked).` }
  const file = decodeGameFile(json)
  return file.ok ? file : { ok: false, error: file.error }
}
