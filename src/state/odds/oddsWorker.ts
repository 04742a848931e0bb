// The odds solver in a Web Worker, so exact odds never stall a frame. Spawned by createOddsClient.
import { setSolverByteBudget } from '../../engine/odds/index.ts'
import { handleOddsRequest, WORKER_SOLVER_BYTES, type OddsRequest } from './oddsProtocol.ts'

setSolverByteBudget(WORKER_SOLVER_BYTES)

self.onmessage = (event: MessageEvent<OddsRequest>) => {
  self.postMessage(handleOddsRequest(event.data))
}
