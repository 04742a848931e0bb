// A room's log, kept outside its process so the room outlives it: what opened it (the setup, the carried moves,
// the links), every seat taken (its token only as a SHA-256 hash), every investigator given, every seat expired and
// every accepted action, every throw the table rolls and where it came to rest, in order. One interface, two
// backends: Redis (a list per room, redisRoomLog.ts) when several processes share rooms, files (one per room,
// fileRoomLog.ts) otherwise. `readRoomLog` rebuilds a room.
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Action, GameSetup } from '../engine/index.ts'
import type { DiceThrow, ServerMessages } from '../protocol/protocol.ts'
import { logEvent } from './telemetry.ts'

/** One line of a room's log. */
export type LogEntry =
  | {
      readonly k: 'open'
      readonly setup: GameSetup
      /** Moves carried over at `create` (a record), applied before the first `act`. */
      readonly carried: readonly Action[]
      readonly invite: string
      readonly watch: string
    }
  | {
      readonly k: 'seat'
      readonly seatId: string
      readonly name: string
      readonly host: boolean
      /** The seat's token, hashed. */
      readonly token: string
      /** The host's seat: the room's links, sealed with its token (sealLinks), for the host alone to get back. */
      readonly links?: string
    }
  | { readonly k: 'assign'; readonly player: number; readonly seatId: string | null }
  | { readonly k: 'expire'; readonly seatIds: readonly string[] }
  | { readonly k: 'act'; readonly seq: number; readonly seatId: string; readonly action: Action }
  /** A throw the table rolls, written before any screen hears of it: a reopened room rolls it again if unlanded. */
  | { readonly k: 'throw'; readonly seatId: string; readonly flick: DiceThrow; readonly chance: number }
  /** Where the table's throw came to rest, written as it lands: a reopened room's next throw starts there. */
  | ({ readonly k: 'rest' } & ServerMessages['rest'])

export type RoomLogStore = {
  /** Which backend, for the log lines. */
  readonly kind: 'redis' | 'file'
  /**
   * Adds `entry` after every entry appended before it. A promise when the write is not yet durable (the room
   * sends nothing after it until it settles); nothing when it already is.
   */
  append(roomId: string, entry: LogEntry): Promise<void> | void
  /** The room's entries, or null when it has no log. A torn last line is left out (and logged once). */
  read(roomId: string): Promise<LogEntry[] | null>
  /** Whether the room has a log. */
  has(roomId: string): Promise<boolean>
  /** True for the one caller (of every process) that may rebuild `roomId` now; false while another does. */
  claim(roomId: string): Promise<boolean>
  /** Whether some other process holds `roomId` now (its room channel has a subscriber); false without Redis. */
  held(roomId: string): Promise<boolean>
  /** Lets the next caller claim `roomId` (the room is up, or its rebuilding failed). */
  release(roomId: string): Promise<void>
  /** Waits for every write; closes connections. */
  close(): Promise<void>
}

/** How long a room's log is kept after its last entry. */
export const LOG_TTL_SECONDS = 24 * 60 * 60

/** Room ids as randomToken makes them: anything else is no room (and never a path). */
export const ROOM_ID = /^[A-Za-z0-9_-]{8,64}$/

/** A secret as the log keeps it: its SHA-256, base64url. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}

/** Whether `received` hashes to `hash`, compared in constant time. */
export function matchesHash(received: string, hash: string): boolean {
  const a = Buffer.from(hashSecret(received))
  const b = Buffer.from(hash)
  return a.length === b.length && timingSafeEqual(a, b)
}

export type Links = { readonly invite: string; readonly watch: string }

const sealKey = (token: string) => createHash('sha256').update(`midnight-museum/links/${token}`).digest()

/** The room's links sealed (AES-256-GCM) with a key only the host's seat token gives. */
export function sealLinks(links: Links, token: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(links), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The links `sealed` holds, given the token they were sealed with; null for any other token. */
export function openLinks(sealed: string, token: string): Links | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
    return JSON.parse(text) as Links
  } catch {
    return null
  }
}

/** Parses one stored line; null when it is not a whole entry (a torn write). */
export function parseEntry(line: string): LogEntry | null {
  try {
    const entry = JSON.parse(line) as LogEntry | null
    return entry && typeof entry === 'object' && typeof entry.k === 'string' ? entry : null
  } catch {
    return null
  }
}

/** The entries of room `roomId`'s stored lines, up to a torn one (logged once, with what was kept). */
export function parseLines(roomId: string, lines: readonly string[]): LogEntry[] {
  const entries: LogEntry[] = []
  for (const [index, line] of lines.entries()) {
    const entry = parseEntry(line)
    if (!entry) {
      logEvent('log.torn', roomId, { line: index + 1, of: lines.length, kept: entries.length })
      break
    }
    entries.push(entry)
  }
  return entries
}

/** What a log rebuilds: the opening, then seats, assignments, expiries and actions in their order. */
export type StoredRoom = {
  readonly open: Extract<LogEntry, { k: 'open' }>
  readonly rest: readonly Exclude<LogEntry, { k: 'open' }>[]
}

/** Splits a log into its opening and the rest; null when it has no opening. */
export function readRoomLog(entries: readonly LogEntry[]): StoredRoom | null {
  const [open, ...rest] = entries
  if (open?.k !== 'open') return null
  return { open, rest: rest.filter((e): e is Exclude<LogEntry, { k: 'open' }> => e.k !== 'open') }
}
