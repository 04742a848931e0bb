// Every frame a client sends, whatever its kind, passes here before Colyseus decodes it: it takes a token of the
// client's flood limit; one too large or too fast is refused and struck (too many strikes disconnect); one that
// does not decode as a client's frame closes the socket with one short log line (Colyseus would print a stack
// trace for each and, for a room request, keep the socket).
import type { Client, Room } from '@colyseus/core'
import { decode } from '@colyseus/schema'
import { unpack } from 'msgpackr'
import type { Limits, RoomCode } from '../protocol/protocol.ts'
import { createAbuseGuard, type AbuseGuard } from './createAbuseGuard.ts'
import { randomToken } from './randomToken.ts'
import { logEvent } from './telemetry.ts'

/** What the gate keeps on each connection (GameRoom's connection state extends it). */
export type Guarded = { guard: AbuseGuard; closed?: boolean; handshaken?: boolean }

/**
 * Sets `fields` on a connection's state; one that comes back (a reconnection) keeps its flood guard. Called in
 * onJoin and onReconnect, before Colyseus sends the client its reconnection token: that token (which can take over
 * the seat) is drawn here with 144 bits like every other capability, not Colyseus's 54.
 */
export function track<T extends object>(client: Client, fields: T, limits: Limits): void {
  const previous = client.userData as Guarded | undefined
  client.userData = {
    ...(previous ?? { guard: createAbuseGuard(limits, Date.now()) }),
    ...fields,
    handshaken: false,
  }
  ;(client as { reconnectionToken?: string }).reconnectionToken = randomToken()
}

export type FrameGateHooks = {
  readonly limits: () => Limits
  readonly refuse: (client: Client, code: RoomCode, message: string) => void
}

export const CLOSE_ABUSE = 4008
// 4010 is Colyseus's MAY_TRY_RECONNECT.
export const CLOSE_MALFORMED = 4011

// Colyseus's protocol codes (@colyseus/shared-types) a client sends; the low five bits of a frame's first byte.
const JOIN_ROOM = 10
const LEAVE_ROOM = 12
const ROOM_DATA = 13
const PING = 18
const ROOM_REQUEST = 21
const CODE_MASK = 31

/** Why `frame` is not a frame a client of this game sends, decoded as Colyseus will; null when it is one. */
export function frameFault(frame: Uint8Array): string | null {
  if (frame.byteLength === 0) return 'empty frame'
  const code = frame[0]! & CODE_MASK
  if (code === JOIN_ROOM || code === LEAVE_ROOM || code === PING) return null
  if (code !== ROOM_DATA && code !== ROOM_REQUEST) return `frame code ${code}`
  try {
    const buffer = Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength)
    const it = { offset: 1 }
    if (code === ROOM_REQUEST) decode.number(buffer, it)
    if (decode.stringCheck(buffer, it)) decode.string(buffer, it)
    else decode.number(buffer, it)
    if (it.offset > buffer.byteLength) return 'truncated header'
    if (buffer.byteLength > it.offset) unpack(buffer.subarray(it.offset))
    return null
  } catch (error) {
    return `undecodable payload (${error instanceof Error ? error.name : 'error'})`
  }
}

/** Puts the gate in front of `room`'s frame decoder (Colyseus binds `_onMessage` to each socket after onJoin). */
export function gateFrames(room: Room, hooks: FrameGateHooks): void {
  const target = room as unknown as { _onMessage(client: Client, frame: Buffer): void }
  const decodeFrame = target._onMessage.bind(room)
  target._onMessage = (client, frame) => {
    const conn = client.userData as Guarded | undefined
    if (!conn || conn.closed) return
    if (pass(client, conn, frame, hooks, close)) decodeFrame(client, frame)
  }
  /** The client goes, with one short log line: abuse (`CLOSE_ABUSE`) or a malformed frame (`CLOSE_MALFORMED`). */
  const close = (client: Client, code: number, reason: string, why: string) => {
    ;(client.userData as Guarded).closed = true
    logEvent('client.closed', room.roomId, { sessionId: client.sessionId, code, why })
    client.leave(code, reason)
  }
}

function pass(
  client: Client,
  conn: Guarded,
  frame: Buffer,
  hooks: FrameGateHooks,
  close: (client: Client, code: number, reason: string, why: string) => void,
): boolean {
  const limits = hooks.limits()
  const now = Date.now()
  const strike = (code: RoomCode, message: string) => {
    hooks.refuse(client, code, message)
    if (conn.guard.strike(now)) close(client, CLOSE_ABUSE, 'Disconnected for flooding the table.', code)
    return false
  }
  // A socket's one JOIN_ROOM answer belongs to its join, not to the client's messages; any other frame counts.
  if (!conn.handshaken && frame.byteLength === 1 && (frame[0]! & CODE_MASK) === JOIN_ROOM)
    return (conn.handshaken = true)
  if (!conn.guard.take(now)) return strike('TOO_FAST', 'Too many messages: slow down or be disconnected.')
  if (frame.byteLength > limits.maxMessageBytes)
    return strike('TOO_LARGE', `Messages may be at most ${limits.maxMessageBytes} bytes.`)
  const fault = frameFault(frame)
  if (fault === null) return true
  close(client, CLOSE_MALFORMED, 'The table could not read a message.', fault)
  return false
}
