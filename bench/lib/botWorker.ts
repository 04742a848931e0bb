// The engine bot for the rooms bench's tables, on its own thread (humanPace.ts): a bot's move takes up to a few
// hundred ms (p99 some 40 ms), time in which the generator's loop would hold every message it is timing.
import { parentPort } from 'node:worker_threads'
import '../../src/content/contentSets.ts'
import { chooseAction } from '../../src/engine/bot/index.ts'
import type { GameState } from '../../src/engine/index.ts'

const port = parentPort
if (!port) throw new Error('botWorker.ts runs as a worker thread (humanPace.ts starts it)')
port.on('message', ({ id, state }: { id: number; state: GameState }) =>
  port.postMessage({ id, action: chooseAction(state) }),
)
