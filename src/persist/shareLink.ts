// A shared game is a link whose fragment holds the game file, compressed (zlib by fflate, then base64url). The
// fragment never leaves the browser: nothing is sent to a server. Reading a link is the same door as a file.
// Unpacking is streamed and stops as soon as the output passes the file limit, so a crafted link (a
// "decompression bomb") costs at most the limit plus one chunk's output, never hundreds of megabytes.
import { Unzlib, strFromU8, strToU8, zlibSync } from 'fflate'
import type { GameRecord, Result } from '../engine/index.ts'
import { MAX_FILE_CHARS, decodeGameFile, encodeGameFile, formatSize } from './gameFile.ts'

/** The route a shared game opens at (the replay viewer). */
const SHARE_ROUTE = '#/replay'
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
  const payload = packPayload(encodeGameFile(record))
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
  if (!/^[A-Za-z0-9_-]*$/.test(payload))
    return { ok: false, error: 'The link is damaged: it holds characters a shared game never has.' }
  const json = unpackPayload(payload)
  if (!json.ok) return json
  const file = decodeGameFile(json.value)
  return file.ok ? file : { ok: false, error: file.error }
}

/** Packs a text for a link: zlib at the highest level, then base64url (no padding). */
export function packPayload(text: string): string {
  const bytes = zlibSync(strToU8(text), { level: 9 })
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** How much packed input is unpacked at a time: one chunk's output is at most ~1,032 times its size. */
const UNPACK_CHUNK = 512

/**
 * Unpacks a link's payload, or says why not: not base64url, damaged or cut short, or unpacking past
 * MAX_FILE_CHARS (stopped there: the bytes beyond are never produced).
 */
export function unpackPayload(payload: string): Result<string, string> {
  const damaged = {
    ok: false,
    error: 'The link is damaged: its game does not decompress (cut short or changed?).',
  } as const
  let bytes: Uint8Array
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return damaged
  }
  const chunks: Uint8Array[] = []
  let size = 0
  let tooLarge = false
  let ended = false
  const unzlib = new Unzlib((chunk, final) => {
    size += chunk.length
    if (size > MAX_FILE_CHARS) {
      tooLarge = true
      throw new RangeError('too large') // stops the inflater at once
    }
    chunks.push(chunk)
    if (final) ended = true
  })
  try {
    for (let at = 0; at < bytes.length; at += UNPACK_CHUNK)
      unzlib.push(bytes.subarray(at, at + UNPACK_CHUNK), at + UNPACK_CHUNK >= bytes.length)
  } catch {
    if (tooLarge)
      return { ok: false, error: `The link's game is too large (over ${formatSize(MAX_FILE_CHARS)} unpacked).` }
    return damaged
  }
  if (!ended || size === 0) return damaged
  const all = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    all.set(chunk, offset)
    offset += chunk.length
  }
  try {
    return { ok: true, value: strFromU8(all) }
  } catch {
    return damaged
  }
}
