// The room protocol: what a client may send (each parsed with zod at the door; anything else is refused, never
// thrown on) and what the server sends back. The action inside a proposal is the engine's to parse.
import { z } from 'zod'
import type { Action, GameSetup } from '../engine/index.ts'

/** Limits on what a client may send; the server's, never a client's. */
export type Limits = {
  /** Largest message accepted, in bytes; a larger one is refused and counts as abuse. */
  readonly maxMessageBytes: number
  /** Messages a client may send per second, on average… */
  readonly messagesPerSecond: number
  /** …and in a burst. */
  readonly burst: number
  /** Refusals for abuse (too large, too fast) after which the client is disconnected. */
  readonly maxStrikes: number
  /** Seconds without abuse after which a client's strikes are forgotten. */
  readonly strikeMemorySeconds: number
  /** Seconds a dropped connection keeps its seat for Colyseus's automatic reconnection. */
  readonly reconnectSeconds: number
}

export const DEFAULT_LIMITS: Limits = {
  maxMessageBytes: 64 * 1024,
  messagesPerSecond: 20,
  burst: 40,
  maxStrikes: 10,
  strikeMemorySeconds: 10,
  reconnectSeconds: 60,
}

/** The room type's name in Colyseus's matchmaker. */
export const ROOM_NAME = 'game'
/** Every this many actions, the broadcast carries the server's state hash. */
export const HASH_EVERY = 8

const name = z.string().trim().min(1).max(40)
const token = z.string().min(16).max(64)
const finite = z.number().min(-1000).max(1000)
const vec3 = z.tuple([finite, finite, finite])

/**
 * Options of `client.create(ROOM_NAME, …)`: the host's name and a new game's setup, or a game to carry over (the
 * engine checks the setup and each action; the server caps the record's size, length and replay time).
 */
export const createOptions = z.strictObject({
  name,
  setup: z.unknown().optional(),
  record: z.strictObject({ setup: z.unknown(), actions: z.array(z.unknown()) }).optional(),
})

/** Options of `client.joinById(roomId, …)`: an invite (a seat), a watch link, or a returning seat's token. */
export const joinOptions = z.union([
  z.strictObject({ name, invite: token }),
  z.strictObject({ name, watch: token }),
  z.strictObject({ seatToken: token }),
])

/**
 * A flick of the dice (a zero `impulse`: the roll's seeded throw). The table rolls it and sends it to every screen
 * with the game's `seed`: the two replay its tumble and its rest on any screen; the faces it settles on count.
 */
export const throwSchema = z.strictObject({
  rollId: z.int().min(0),
  seed: z.int().min(0).max(0xffffffff),
  impulse: vec3,
  spin: vec3,
  from: vec3,
})
export type DiceThrow = z.infer<typeof throwSchema>

/** A `rest` message as a screen checks it before laying its dice (ServerMessages['rest']). */
export const restSchema = z.strictObject({
  rollId: z.int().min(0),
  rest: z
    .array(
      z.strictObject({
        id: z.int().min(0).max(255),
        position: vec3,
        quaternion: z.tuple([finite, finite, finite, finite]),
      }),
    )
    .max(32),
})

/** Client → server messages, by type. */
export const clientMessages = {
  /** An action for the log position `seq` (the number of actions the client has applied). */
  propose: z.strictObject({ seq: z.int().min(0), action: z.unknown() }),
  /** The same as `handThrow` (the name older screens used). */
  throw: throwSchema,
  /**
   * Any throw in a room (a screen's mouse flick, Space or Roll control, a phone's flick or shake): the table rolls
   * it. With no roll waiting, the server starts one first (`rollId` is then the id the roll will have). It plays the
   * flick out in the tray every screen builds, sends it to every screen, and takes the faces for the thrower when
   * the dice have settled. A proposed `reportRoll` is refused (`TABLE_ROLLS`): no client sends faces.
   */
  handThrow: throwSchema,
  /**
   * The active seat's dice lying on task rows before a task is completed (the table's hands, a phone's card): every
   * screen shows them there. Each screen keeps only what the engine could still take (`canAssign`).
   */
  stage: z.strictObject({
    staged: z
      .record(z.string().max(64), z.array(z.int().min(0).max(15)).max(16))
      .refine((r) => Object.keys(r).length <= 16),
  }),
  /** Host only: give investigator `player` to the seat `seatId` (null: back to the host). */
  assign: z.strictObject({ player: z.int().min(0).max(7), seatId: token.nullable() }),
  /** Send me the setup and the whole log again (after a hash mismatch). */
  resync: z.strictObject({}).optional(),
} as const
export type ClientMessageType = keyof typeof clientMessages

/** A seat as everyone sees it (never its token). */
export type PublicSeat = {
  readonly seatId: string
  readonly name: string
  readonly host: boolean
  readonly connected: boolean
  /** The investigators (player indices) this seat acts for. */
  readonly players: readonly number[]
}

/** Who the receiving client is. Capabilities go to the host only; the seat token to its own seat only. */
export type You =
  | { readonly role: 'player'; readonly seatId: string; readonly seatToken: string; readonly host: boolean }
  | { readonly role: 'watcher' }

/** Server → client messages, by type. */
export type ServerMessages = {
  /** On joining, reconnecting or asking: everything needed to rebuild the game by replaying the log. */
  snapshot: {
    readonly roomId: string
    readonly setup: GameSetup
    readonly log: readonly Action[]
    readonly hash: string
    readonly seats: readonly PublicSeat[]
    readonly you: You
    readonly invite?: string
    readonly watch?: string
    /** Where the table's last throw came to rest: a screen that joins lays its dice there (as `rest`). */
    readonly rest?: ServerMessages['rest']
  }
  /** An accepted action, number `seq` of the log; `hash` is the state after it, every HASH_EVERY actions. */
  action: { readonly seq: number; readonly action: Action; readonly seatId: string; readonly hash?: string }
  /** To the sender alone: why its message changed nothing (an engine violation code, or a room code). */
  refused: { readonly code: string; readonly message: string }
  seats: { readonly seats: readonly PublicSeat[] }
  /**
   * A throw the table rolls, to tumble on every screen (`byTable`: always now; the table reads its faces). `chance`:
   * the table's own part of the throw's seed, drawn as the flick arrived, so no screen knew the faces beforehand.
   */
  throw: { readonly seatId: string; readonly throw: DiceThrow; readonly chance: number; readonly byTable?: true }
  /**
   * Where the table's throw of roll `rollId` came to rest, every die in the tray (tray coordinates, a quaternion for
   * its turn): sent as the table takes the faces, just before the report. Each screen lays its dice there as its own
   * tumble settles, so every screen shows them at the same places, bit for bit.
   */
  rest: {
    readonly rollId: number
    readonly rest: readonly {
      readonly id: number
      readonly position: readonly [number, number, number]
      readonly quaternion: readonly [number, number, number, number]
    }[]
  }
  /** The active seat's staged dice, to every other screen. */
  stage: { readonly seatId: string; readonly staged: Readonly<Record<string, readonly number[]>> }
}

/** Refusal codes of the room itself (the engine's are VIOLATION_CODES). */
export const ROOM_CODES = [
  'MALFORMED_MESSAGE',
  'UNKNOWN_MESSAGE',
  'TOO_LARGE',
  'TOO_FAST',
  'WATCHING',
  'NOT_YOUR_TURN',
  'STALE_SEQUENCE',
  'NOT_HOST',
  'UNKNOWN_SEAT',
  'NOT_YOUR_ROLL',
  'DICE_ROLLING',
  'TABLE_ROLLS',
  'SERVER_ERROR',
] as const
export type RoomCode = (typeof ROOM_CODES)[number]
