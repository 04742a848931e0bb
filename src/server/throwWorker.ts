// The thread the game server plays hands' throws out on (throwThread.ts): a request in, the throw's faces and settle
// time out. The physics is the tray every screen builds (physics/tableRoll).
import { parentPort } from 'node:worker_threads'
import { throwOnTable } from '../physics/tableRoll.ts'
import type { ThrowRequest, ThrowResponse } from './throwThread.ts'

const port = parentPort
if (!port) throw new Error('throwWorker.ts runs as a worker thread (throwThread.ts starts it)')
port.on('message', (request: ThrowRequest) => {
  throwOnTable(request.state, request.seed, request.spec, request.chance, request.lie).then(
    (result) => port.postMessage({ id: request.id, result } satisfies ThrowResponse),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies ThrowResponse),
  )
})
