// The shapes the store keeps a game in: the session (setup + accepted actions) and the numbered event stream. A leaf:
// the store's atoms (gameAtoms.ts), the undo trail (undoTrail.ts) and undo/redo (undoAtoms.ts) all import it.
import type { Action, GameEvent, GameSetup, GameState } from '../engine/index.ts'

/** A game in progress: its setup and the actions the engine accepted, so setup + actions replays it exactly. */
export type GameSession = {
  /** This game's save slot: given when the game starts, kept when it is continued, never part of the rules. */
  readonly id: string
  readonly setup: GameSetup
  readonly state: GameState
  readonly actions: readonly Action[]
}

/** One engine event with a running number, so an animation can tell a new event from one it has already played. */
export type NumberedEvent = { readonly n: number; readonly event: GameEvent; readonly action: number }
