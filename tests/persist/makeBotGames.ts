// Writes tests/persist/fixtures/botGames.json: whole games the bot played (setup + actions), the "made by the game
// itself" records the persist tests and the bench round-trip. Run: npx tsx tests/persist/makeBotGames.ts
import { writeFileSync } from 'node:fs'
import { applyAction, createGame, type Action, type GameRecord, type GameSetup } from '../../src/engine/index.ts'
import { chooseAction } from '../../src/engine/bot/index.ts'

const SETUPS: readonly GameSetup[] = Array.from({ length: 12 }, (_, i) => ({
  seed: 9001 + i * 37,
  investigators: 1 + (i % 4),
  content: 'original',
}))

function playOut(setup: GameSetup, maxActions = 5_000): GameRecord {
  let state = createGame(setup)
  const actions: Action[] = []
  while (state.status === 'playing' && actions.length < maxActions) {
    const action = chooseAction(state)
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(`bot action refused at ${actions.length}: ${result.violation.message}`)
    actions.push(action)
    state = result.state
  }
  return { setup, actions }
}

const games = SETUPS.map((setup) => playOut(setup))
writeFileSync(new URL('./fixtures/botGames.json', import.meta.url), JSON.stringify(games) + '\n')
console.log(games.map((g) => g.actions.length).join(' '))
