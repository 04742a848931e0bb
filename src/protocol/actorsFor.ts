// Revised rulebook, "A Player's Turn", "Requesting Assistance": who may propose an action now, read from the engine's
// own state — the player a pending choice waits for, otherwise the player whose turn it is (and, for assistance,
// the helper too: both investigators are party to it). Whether the action is legal is the engine's to say.
import type { Action, GameState } from '../engine/index.ts'

/** The investigators (player indices) on whose behalf `action` may be proposed in `state`. */
export function actorsFor(state: GameState, action: Action): readonly number[] {
  if (state.status !== 'playing') return []
  const choice = state.pendingChoices[0]
  if (choice) return [choice.player]
  if (action.type === 'assist' && action.helper !== state.turn.player) return [state.turn.player, action.helper]
  return [state.turn.player]
}
