// A seeded game played by the engine's bot, every state kept: the states the protocol's tests read.
import { chooseAction } from '../../src/engine/bot/index.ts'
import { applyAction, createGame, type Action, type GameSetup, type GameState } from '../../src/engine/index.ts'

export type Played = { readonly setup: GameSetup; readonly states: GameState[]; readonly actions: Action[] }

/** `setup` played by the bot for at most `moves` actions (fewer where the game ends first). */
export function playSeeded(setup: GameSetup, moves: number): Played {
  const states = [createGame(setup)]
  const actions: Action[] = []
  for (let s = states[0]!; s.status === 'playing' && actions.length < moves;) {
    const action = chooseAction(s)
    const r = applyAction(s, action)
    if (!r.ok) throw new Error(`seededGame: the bot's ${action.type} was refused: ${r.violation.message}`)
    actions.push(action)
    states.push((s = r.state))
  }
  return { setup, states, actions }
}
