// The room client's public types: what a page reads (RoomView, replaced whole on every change so React and jotai can
// compare it by identity), the events the scene listens to, and the answers of the calls that can fail.
import type { Action, GameEvent, GameRecord, GameSetup, GameState } from '../../engine/index.ts'
import type { Client as SdkClient, Room } from '@colyseus/sdk'
import type { DiceThrow, PublicSeat, ServerMessages, You } from '../../protocol/protocol.ts'
import type { RoomLink } from './roomLinks.ts'
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
  /** Where the table's last throw came to rest (its `rest`, or a snapshot's): a screen lays its dice there. */
  readonly rest: ServerMessages['rest'] | null
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
  /** Where the table's throw came to rest (just before its report): every screen lays its dice there. */
  rest: ServerMessages['rest']
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

/** The SDK's client (`given`, or @colyseus/sdk loaded on first use; a chunk that failed to load loads on next try). */
export function sdkLoader(given?: ClientConstructor): () => Promise<ClientConstructor> {
  let sdk: Promise<ClientConstructor> | null = null
  return () =>
    (sdk ??= given
      ? Promise.resolve(given)
      : import('@colyseus/sdk').then(
          (m) => m.Client as ClientConstructor,
          (error: unknown) => {
            sdk = null
            throw error
          },
        ))
}

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

export type RoomClient = {
  /** What the page shows now; a new object after every change. */
  view(): RoomView
  /** Calls `listener` with the view after every change; returns the unsubscribe. */
  subscribe(listener: (view: RoomView) => void): () => void
  on<K extends keyof RoomEvents>(type: K, listener: RoomListener<K>): () => void
  /** Opens a room for a new game (`setup`) or one in progress (`record`, whose log carries over) and sits its host. */
  host(name: string, start: RoomStart): Promise<RoomResult<RoomView>>
  /** Joins by an invite (a seat; the seat kept in storage for that room first) or a watch link, or its text. */
  join(link: RoomLink | string, name: string): Promise<RoomResult<RoomView>>
  /** Takes a seat back with its token (from storage when not given). */
  returnToSeat(roomId: string, seatToken?: string): Promise<RoomResult<RoomView>>
  /** Proposes an action for the next log position: its number once the table accepts it, or the refusal. */
  propose(action: Action): Promise<RoomResult<number>>
  /** Relays this seat's throw (a hand's, with no tray, the server rolls) and its staged dice to every screen. */
  throwDice(flick: DiceThrow, fromHand?: boolean): void
  stage(staged: Readonly<Record<string, readonly number[]>>): void
  /** Host only: gives investigator `player` to seat `seatId` (null: back to the host). */
  assign(player: number, seatId: string | null): void
  /** Leaves the table; the seat's token is kept (to come back) unless `forgetSeat`. */
  leave(forgetSeat?: boolean): Promise<void>
  /** The SDK's room, for tests and tools. */
  room(): Room | null
}
