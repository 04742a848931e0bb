// The room the game page plays in, as the store sees it: who this screen acts for, the seats' names, and where
// a proposal or a throw goes. Null in solo play. dispatchAtom reads it to send an action to the table instead of
// applying it here; the accepted action comes back from the server and is applied like any other (ui/room binds
// the client). Whether a seat may act is actorsFor's answer, the same function the server refuses by.
import { atom } from 'jotai'
import { catalogFor, checkAction, type Action, type GameState } from '../../engine/index.ts'
import { actorsFor } from '../../protocol/actorsFor.ts'
import type { PublicSeat, ServerMessages } from '../../protocol/protocol.ts'
import type { ThrowSpec } from '../../physics/throwSpec.ts'
import type { Refusal } from './roomTypes.ts'

export type TableRoom = {
  /** The investigators (player indices) this screen acts for; none when watching. */
  readonly players: readonly number[]
  readonly seats: readonly PublicSeat[]
  readonly watching: boolean
  /**
   * Sends an action to the table; resolves true once the table has accepted it (and this store applied it). A
   * `reportRoll` goes as the roll's seeded throw (no screen sends faces): true once the table's report is in.
   */
  readonly propose: (action: Action) => Promise<boolean>
  /**
   * Sends this screen's throw of roll `rollId` (null: the seeded throw of the Roll control) to the table, which
   * rolls it as it rolls a phone's (starting the roll first if none waits): every screen tumbles the one throw the
   * table sends back (`remoteThrowAtom`) and the table reads its faces, so every screen rests the same.
   */
  readonly throwAtTable: (rollId: number, spec: ThrowSpec | null) => void
}

export const tableRoomAtom = atom<TableRoom | null>(null)

/** The name of the seat holding investigator `player` (the host's when none was given out). */
export function seatNameOf(seats: readonly PublicSeat[], player: number): string | null {
  return (seats.find((s) => s.players.includes(player)) ?? seats.find((s) => s.host))?.name ?? null
}

/** By player index, the name of the person who plays that investigator; empty in solo play. */
export const seatNamesAtom = atom<ReadonlyMap<number, string>>((get) => {
  const room = get(tableRoomAtom)
  const names = new Map<number, string>()
  for (const seat of room?.seats ?? []) for (const p of seat.players) names.set(p, seat.name)
  return names
})

/**
 * Why this screen may not propose `action` now (null when it may): watching, or the action is another seat's.
 * The engine's own refusal comes first, so a seat hears the same sentence as in solo play.
 */
export function roomRefusal(room: TableRoom, state: GameState, action: Action): Refusal | null {
  const engine = checkAction(state, action)
  if (engine) return engine
  if (room.watching) return { code: 'WATCHING', message: 'You are watching this table: only its seats play.' }
  const actors = actorsFor(state, action)
  if (actors.some((p) => room.players.includes(p))) return null
  return { code: 'NOT_YOUR_TURN', message: waitingSentence(room, state, actors, action) }
}

/** Another screen's dice settling here (or any on a watcher's) are that screen's to report: not worth a line. */
export const quietRefusal = (action: Action, refusal: Refusal): boolean =>
  action.type === 'reportRoll' && (refusal.code === 'NOT_YOUR_TURN' || refusal.code === 'WATCHING')

/**
 * "Waiting for Ada, who plays Mandy Thompson." — whose move it is, by name; "Waiting for Ada to roll." while the move
 * is a roll (`action`: the move in question), or the dice of one are in the air.
 */
export function waitingSentence(
  room: TableRoom,
  state: GameState,
  actors: readonly number[],
  action: Action | null = null,
): string {
  const player = actors[0] ?? state.turn.player
  const who = seatNameOf(room.seats, player)
  if (!who) return 'Waiting for another seat.'
  const phase = state.phase
  const inAir = (phase.kind === 'resolution' || phase.kind === 'entrance') && phase.stage === 'rolling'
  const rolling = action?.type === 'rollDice' || action?.type === 'reportRoll' || inAir
  return rolling ? `Waiting for ${who} to roll.` : `Waiting for ${who}, who plays ${investigatorName(state, player)}.`
}

/** Investigator `player`'s name from the game's own card set. */
export function investigatorName(state: GameState, player: number): string {
  const id = state.players[player]?.investigatorId
  return id ? catalogFor(state.content).investigator(id).name : `Investigator ${player + 1}`
}

/**
 * Why this screen cannot act now, or null when it can (and always in solo play): the sentence beside the HUD's
 * disabled controls. The probe is the first action the engine offers; who may propose it is actorsFor's to say.
 */
export function outOfTurnReason(room: TableRoom | null, state: GameState | null, probe: Action | null): string | null {
  if (!room || !state || state.status !== 'playing') return null
  if (room.watching) return 'You are watching this table: only its seats play.'
  const actors = actorsFor(state, probe ?? { type: 'rollDice' })
  return actors.some((p) => room.players.includes(p)) ? null : waitingSentence(room, state, actors, probe)
}

/**
 * A throw the table rolls (any screen's, this one's too), to tumble here the same way: its flick (null: seeded), the
 * table's chance for it (the tray's `throwDice`); `receivedAt`: when its message arrived (page clock plus the time
 * origin).
 */
export type RemoteThrow = {
  readonly rollId: number
  readonly spec: ThrowSpec | null
  readonly chance: number
  readonly receivedAt: number
}
export const remoteThrowAtom = atom<RemoteThrow | null>(null)

/**
 * Where the table's last throw came to rest (every die in the tray): this screen's tray lays its dice there as its
 * own tumble settles, or at once if it has settled already, so every screen shows them at the same places.
 */
export const tableRestAtom = atom<ServerMessages['rest'] | null>(null)
