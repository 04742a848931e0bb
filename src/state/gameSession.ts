// The shapes the store keeps a game in: the session (setup + accepted actions), the numbered event stream and the
// answer of a dispatch. A leaf: the store's atoms (gameAtoms.ts), the undo trail (undoTrail.ts) and undo/redo
// (undoAtoms.ts) all import it.
import type { Action, GameEvent, GameSetup, GameState, Violation } from '../engine/index.ts'

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

/** Why an action changed nothing: the engine's violation, or in a room the table's refusal (code and sentence). */
export type Refusal = { readonly code: Violation['code'] | (string & {}); readonly message: string }

/** The answer of the last dispatch: accepted with its events, or refused with the engine's reason. */
export type DispatchOutcome =
  | {
      readonly ok: true
      readonly events: readonly GameEvent[]
      /** In a room: resolves true once the table accepted the action and it was applied here. */
      readonly accepted?: Promise<boolean>
    }
  | { readonly ok: false; readonly violation: Refusal; readonly action: unknown }

/**
 * The last action the engine accepted through dispatch: the state it was chosen in, the session it made and the
 * number of its first event (null when it caused none). Written only by dispatch (lastAcceptedAtom), so a reader
 * (the odds driver's note on a worse choice) is told of a choice as it is made, never by comparing sessions.
 */
export type AcceptedAction = {
  readonly action: Action
  readonly before: GameState
  readonly after: GameSession
  readonly firstEvent: number | null
}
