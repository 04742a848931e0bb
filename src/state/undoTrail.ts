// The trail behind each session the store makes: every state the game passed through and the undo barrier each
// action raised (docs/rules.md#randomness), so undo is a lookup, not a replay; and the redo stack.
import { atom } from 'jotai'
import {
  applyAction,
  barrier,
  createGame,
  revealedBy,
  type Action,
  type GameState,
  type UndoBarrier,
} from '../engine/index.ts'
import type { GameSession } from './gameSession.ts'

/** Every state a game passed through (index k: after k actions) and the barrier each action raised. */
export type Trail = { readonly states: GameState[]; readonly barriers: (UndoBarrier | null)[] }

/**
 * The trail of each session object the store has made. A session put in sessionAtom from outside (a save restored by
 * other code) gets its trail rebuilt once, on first use.
 */
const TRAILS = new WeakMap<GameSession, Trail>()

/** Remembers the trail of a session the store has just made. */
export function keepTrail(session: GameSession, trail: Trail): void {
  TRAILS.set(session, trail)
}

/** The trail of a session: the one kept with it, else rebuilt by replaying its actions from the setup. */
export function trailOf(session: GameSession): Trail {
  const known = TRAILS.get(session)
  if (known) return known
  let state = createGame(session.setup)
  const trail: Trail = { states: [state], barriers: [] }
  for (const action of session.actions) {
    const result = applyAction(state, action)
    // Not a game the engine can replay from its setup: none of it can be taken back.
    if (!result.ok) {
      const none: Trail = { states: [], barriers: session.actions.map(() => barrier('chance')) }
      TRAILS.set(session, none)
      return none
    }
    trail.barriers.push(revealedBy(state, result.state, result.events))
    state = result.state
    trail.states.push(state)
  }
  TRAILS.set(session, trail)
  return trail
}

/** The actions undone, newest last, and the session they were undone to (a stack for another session is stale). */
export const redoStackAtom = atom<{ readonly after: GameSession; readonly actions: readonly Action[] } | null>(null)
