// What autosave keeps of a game: enough to replay it (setup + actions) and enough to list it without replaying
// (who plays, against whom, the turn, the hour, how it stands, when it was last played).
import { z } from 'zod'
import type { Action, GameSetup, GameState } from '../engine/index.ts'

/** A saved game as the Continue list shows it (no actions: listing stays cheap however long the games are). */
export type SaveSummary = {
  readonly id: string
  readonly setup: GameSetup
  /** The investigators at the table (ids), in seat order — a setup may only give their number. */
  readonly investigators: readonly string[]
  readonly ancientOne: string
  readonly turn: number
  readonly clock: number
  readonly status: GameState['status']
  readonly actionCount: number
  /** When the last action was saved (ms since 1970). */
  readonly updatedAt: number
}

/** A saved game: its summary and the actions that replay it. */
export type SavedGame = SaveSummary & { readonly actions: readonly Action[] }

/** A save id: what the play address carries (`&game=…`); crypto.randomUUID's form or the fallback's. */
export const SAVE_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/

/** The save of a game now: its summary taken from the state. */
export function createSavedGame(
  session: {
    readonly id: string
    readonly setup: GameSetup
    readonly state: GameState
    readonly actions: readonly Action[]
  },
  updatedAt: number,
): SavedGame {
  const { state } = session
  return {
    id: session.id,
    setup: session.setup,
    investigators: state.players.flatMap((p) => (p.investigatorId === null ? [] : [p.investigatorId])),
    ancientOne: state.ancientOne,
    turn: state.turn.number,
    clock: state.clock,
    status: state.status,
    actionCount: session.actions.length,
    updatedAt,
    actions: session.actions,
  }
}

/** The summary part of a save. */
export function summaryOf(game: SavedGame): SaveSummary {
  const { actions: _actions, ...summary } = game
  return summary
}

/**
 * What storage gives back is checked before it is shown: a save written by an older build, or edited by hand,
 * is skipped in the list rather than breaking it. (The actions are checked by the engine when the game is resumed.)
 */
export const summarySchema = z.looseObject({
  id: z.string().regex(SAVE_ID_PATTERN),
  setup: z.looseObject({ seed: z.number() }),
  investigators: z.array(z.string()),
  ancientOne: z.string(),
  turn: z.number(),
  clock: z.number(),
  status: z.enum(['playing', 'won', 'lost']),
  actionCount: z.number(),
  updatedAt: z.number(),
})
