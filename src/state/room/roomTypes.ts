// The room client's public types: what a page reads (RoomView, replaced whole on every change so React and jotai can
// compare it by identity), the events the scene listens to, and the answers of the calls that can fail.
import type { Action, GameEvent, GameRecord, GameSetup, GameState } from '../../engine/index.ts'
import type { Client as SdkClient } from '@colyseus/sdk'
import type { DiceThrow, PublicSeat, You } from '../../protocol/protocol.ts'
import type { SeatStorage } from './seatStorage.ts'

export type { DiceThrow, PublicSeat, You }

/**
 * The socket: `idle` before entering a room, `connecting` while entering, `connected`, `reconnecting` while the
 * SDK retries a dropped socket (the seat is kept), `lost` when the table is gone or the retries ran out, `left`
 * after `leave()`.
 */
export type RoomConnection = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'lost' | 'left'

/** Why something changed nothing: a room or engine code (protocol.ts ROOM_CODES, VIOLATION_CODES) and a sentence. */
export type Refusal = { readonly code: string; readonly message: string }

/** Codes of the client itself, for what never reached the table. */
export const CLIENT_CODES = [
  'BAD_NAME',
  'BAD_LINK',
  'NO_SEAT_TOKEN',
  'REFUSED',
  'BUSY',
  'UNREACHABLE',
  'NOT_CONNECTED',
  'WATCHING',
  'SUPERSEDED',
] as const

export type RoomView = {
  readonly connection: RoomConnection
  readonly roomId: string | null
  /** Who this client is at the table (null before the first snapshot). */
  readonly you: You | null
  readonly seats: readonly PublicSeat[]
  /** The investigators this client acts for (none when watching). */
  readonly players: readonly number[]
  readonly setup: GameSetup | null
  /** The accepted actions, in order; `state` is what they replay to. */
  readonly log: readonly Action[]
  readonly state: GameState | null
  /** The host's capabilities, for the invite and watch links (null for everyone else). */
  readonly invite: string | null
  readonly watch: string | null
  /** The latest refusal of one of this client's messages. */
  readonly refusal: Refusal | null
  /** Why the connection was lost, when it was. */
  readonly lostReason: string | null
  /** Times the server's state hash disagreed with ours; each one was followed by a resync. */
  readonly mismatches: number
}

/** The events of a room, by type. */
export type RoomEvents = {
  /** The view changed (any field). */
  change: RoomView
  /** An accepted action was applied: animate `events`. `mine` when this client proposed it. */
  action: {
    readonly seq: number
    readonly action: Action
    readonly seatId: string
    readonly mine: boolean
    readonly state: GameState
    readonly events: readonly GameEvent[]
  }
  /** The game was rebuilt from a snapshot (joined, reconnected, resynchronised): jump to it, do not animate. */
  snapshot: RoomView
  /** One of this client's messages was refused. */
  refused: Refusal
  /** The active seat threw dice: every screen plays the same tumble (only the reported faces count). */
  throw: { readonly seatId: string; readonly mine: boolean; readonly throw: DiceThrow; readonly chance: number }
  /** Another screen's active seat staged dice on task rows. */
  stage: { readonly seatId: string; readonly staged: Readonly<Record<string, readonly number[]>> }
  /** The client asked the server for a snapshot: a gap in the numbers, an action it could not apply, a hash. */
  resync: { readonly reason: 'gap' | 'rejected' | 'mismatch' }
}

export type RoomListener<K extends keyof RoomEvents> = (event: RoomEvents[K]) => void

/** What a room is started from: a new game's setup, or a game in progress whose log carries over. */
export type RoomStart = { readonly setup: GameSetup } | { readonly record: GameRecord }

/** The answer to entering a room or proposing an action. */
export type RoomResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Refusal }

/** A tiny typed event emitter; a listener that throws is reported and never stops the others. */
export function createEmitter() {
  const listeners = new Map<keyof RoomEvents, Set<(event: never) => void>>()
  return {
    on<K extends keyof RoomEvents>(type: K, listener: RoomListener<K>): () => void {
      const set = listeners.get(type) ?? new Set()
      listeners.set(type, set)
      set.add(listener as (event: never) => void)
      return () => void set.delete(listener as (event: never) => void)
    },
    emit<K extends keyof RoomEvents>(type: K, event: RoomEvents[K]): void {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          ;(listener as RoomListener<K>)(event)
        } catch (error) {
          console.error('room: a listener threw', error)
        }
      }
    },
  }
}

/** The SDK's Client, or a stand-in with the same two calls. */
export type ClientConstructor = new (endpoint: string) => Pick<SdkClient, 'create' | 'joinById'>

export type RoomClientOptions = {
  /** The game server's http(s) address. @defaultValue the page's origin (the server, or the dev proxy) */
  readonly endpoint?: string
  /** Where seat tokens are kept (sessionStorage, localStorage). @defaultValue in memory */
  readonly storage?: SeatStorage
  /** The SDK's Client constructor. @defaultValue `(await import('@colyseus/sdk')).Client` */
  readonly Client?: ClientConstructor
  /** How long entering waits for the table's first snapshot. @defaultValue 10 000 ms */
  readonly joinTimeoutMs?: number
}
