// The moves of the rooms bench's tables, on a thread of their own (humanPace.ts): the engine's legal actions for a
// state take under a millisecond as a rule and tens of them at worst, time in which the generator's loop would hold
// every message it is timing. The move is plain play (plainMove.ts), not the engine bot's look-ahead.
import { parentPort } from 'node:worker_threads'
import '../../src/content/contentSets.ts'
import type { GameState } from '../../src/engine/index.ts'
import { createRandom } from '../../src/physics/createRandom.ts'
import { plainMove } from './plainMove.ts'

const port = parentPort
if (!port) throw new Error('moveWorker.ts runs as a worker thread (humanPace.ts starts it)')
port.on('message', ({ id, state, seed }: { id: number; state: GameState; seed: number }) =>
  port.postMessage({ id, action: plainMove(state, createRandom(seed)) }),
)
