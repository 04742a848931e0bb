// Read-only questions the scene asks about a game, using the game's catalog.
import { catalog } from './catalog.ts'
import { cardTasks as tasksOf, openTasks as openOf, type ActiveTask } from './core/cardTasks.ts'
import type { GameState } from './state.ts'

/** The tasks a card in play asks for now (monsters applied), top to bottom. */
export function cardTasks(state: GameState, cardId: string): ActiveTask[] {
  return tasksOf(state, catalog(state), cardId)
}

/** The tasks still open in the current Resolution phase, and whether the order arrow applies. */
export function openTasks(state: GameState): { tasks: ActiveTask[]; ordered: boolean } {
  return openOf(state, catalog(state))
}
