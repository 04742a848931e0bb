// The odds solver in a Web Worker, so exact odds never stall a frame. Spawned by createOddsClient.
import '../../content/contentSets.ts'
import { setSolverByteBudget } from '../../engine/odds/index.ts'
import { handleOddsRequest, solverBytesFor, type OddsRequest } from './oddsProtocol.ts'

// The bound follows the device: Chrome's WorkerNavigator says its memory, other browsers do not.
setSolverByteBudget(solverBytesFor((self.navigator as Navigator & { deviceMemory?: number }).deviceMemory))

self.onmessage = (event: MessageEvent<OddsRequest>) => {
  self.postMessage(handleOddsRequest(event.data))
}
