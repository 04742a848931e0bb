// The bot's whole games (tests/persist/fixtures/botGames.json, written by makeBotGames.ts): records the game made.
import type { GameRecord } from '../../src/engine/index.ts'
import games from './fixtures/botGames.json' with { type: 'json' }

export const BOT_GAMES = games as unknown as readonly GameRecord[]
