// The odds solver in a Web Worker, so exact odds never stall a frame. Spawned by createOddsClient.
import { handleOddsRequest, type OddsRequest } from './oddsProtocol.ts'

self.onmessage = (event: MessageEvent<OddsRequest>) => {
  self.postMessage(handleOddsRequest(event.data))
}
