// STYLE.md, "Engine": a seed and the list of actions replay a game exactly; dice results are in the log.
import type { Action } from './actions.ts'
import { applyAction } from './applyAction.ts'
import { createGame, type GameSetup } from './createGame.ts'
import type { GameState } from './state.ts'

export type GameRecord = { readonly setup: GameSetup; readonly actions: readonly Action[] }

/** Replays a record; an action the rules reject is a corrupt record and throws (`engine:`). */
export function replay(record: GameRecord): GameState {
  let state = createGame(record.setup)
  record.actions.forEach((action, i) => {
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(`engine: replay action ${i} (${action.type}) rejected: ${result.violation.code}`)
    state = result.state
  })
  return state
}
