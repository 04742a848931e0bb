// Colyseus's websocket transport with its heartbeat spread out. The stock one pings every socket of the process in
// one go every `pingInterval` (3 s): at 1,000 rooms of four seats that is some 4,000 pings, 30-47 ms in which the
// process answers nobody, every 3 s, and most of the human-pace bench's proposal→broadcast p99 (issue 43). Here the
// same sweep runs in slices PING_SLICE_MS apart: each socket is still pinged once an interval and one that owes
// `pingMaxRetries` pongs is still cut off, but no slice holds the loop for more than a few milliseconds.
import { WebSocketTransport } from '@colyseus/ws-transport'

/** How far apart the slices of one sweep run. */
export const PING_SLICE_MS = 100

/** What the sweep needs of a socket: the ws transport keeps `pingCount` (its pong handler sets it back to 0). */
export type PingedSocket = {
  readonly readyState: number
  pingCount: number
  ping(cb: (error?: Error) => void): void
  terminate(): void
}

const OPEN = 1
const noop = () => {}

/**
 * One slice of the sweep per call, `slices` calls a sweep: each sweep pings the sockets open as it begins (one that
 * opens during it waits for the next), and cuts off those that owe `maxRetries` pongs.
 */
export function createPingSweep(sockets: () => Iterable<PingedSocket>, slices: number, maxRetries: number): () => void {
  let sweep: PingedSocket[] = []
  let slice = 0
  return () => {
    if (slice === 0) sweep = [...sockets()]
    const from = Math.ceil((sweep.length * slice) / slices)
    const to = Math.ceil((sweep.length * (slice + 1)) / slices)
    for (let i = from; i < to; i++) {
      const socket = sweep[i]!
      if (socket.readyState !== OPEN) continue
      if (socket.pingCount >= maxRetries) {
        socket.terminate()
        continue
      }
      socket.pingCount++
      socket.ping(noop)
    }
    slice = (slice + 1) % slices
    if (slice === 0) sweep = []
  }
}

export class SpreadPingTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const slices = Math.max(1, Math.round(pingInterval / PING_SLICE_MS))
    const step = createPingSweep(() => this.wss.clients as Iterable<PingedSocket>, slices, pingMaxRetries)
    this.pingInterval = setInterval(step, pingInterval / slices)
  }
}
