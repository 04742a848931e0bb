// The process's one HTTP door, in front of Colyseus's matchmaker and the static game: `GET /health` and
// `GET /metrics` are answered here; a matchmaking body is capped before it is read (a declared length over the cap
// is refused at once, a streamed one when it passes the cap) and handed on already read; `create` is limited per
// client address per minute. A join by id first has its room reopened when no process holds it (`beforeJoin`,
// reopenRoom.ts); a draining process takes no matchmaking at all. Refusals say their sentence, status and code.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { matchMaker } from '@colyseus/core'
import { ENTRY_REFUSALS, type Caps, type EntryCode } from './caps.ts'
import { logEvent, telemetry } from './telemetry.ts'

export type HttpGateOptions = {
  readonly caps: () => Caps
  /** Take the client address from X-Forwarded-For's last hop, the one our proxy added (behind a proxy only). */
  readonly trustProxy: boolean
  /** Runs before a join by id reaches the matchmaker (reopens a room from its log). */
  readonly beforeJoin?: (roomId: string) => Promise<void>
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void

const MINUTE_MS = 60_000

/** Wraps every 'request' listener `http` has now (Colyseus's and the game's) behind the gate. */
export function gateHttp(http: Server, options: HttpGateOptions): void {
  const inner = http.listeners('request') as Handler[]
  http.removeAllListeners('request')
  const pass: Handler = (req, res) => inner.forEach((listener) => listener.call(http, req, res))
  const creates = new Map<string, number[]>()
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!
    if (req.method === 'GET' && path === '/health') return health(res)
    if (req.method === 'GET' && path === '/metrics') return void metrics(res)
    if (req.method !== 'POST' || !path.startsWith('/matchmake/')) return pass(req, res)
    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) return refuse(req, res, 'DRAINING')
    const caps = options.caps()
    const creating = path.startsWith('/matchmake/create/')
    if (creating && !allowCreate(creates, addressOf(req, options.trustProxy), caps.createsPerMinute, Date.now()))
      return refuse(req, res, 'CREATE_RATE')
    readCapped(req, creating ? caps.maxCreateBytes : caps.maxBodyBytes).then(
      async (body) => {
        ;(req as { body?: string }).body = body
        const [, , method, target] = path.split('/')
        if (method === 'joinById' && target && options.beforeJoin)
          await options.beforeJoin(decodeURIComponent(target)).catch(() => undefined)
        pass(req, res)
      },
      () => refuse(req, res, 'BODY_TOO_LARGE'),
    )
  })
}

/** Liveness (any answer) and readiness (200: taking new tables; 503: shutting down or full). */
function health(res: ServerResponse): void {
  const ready = matchMaker.state === matchMaker.MatchMakerState.READY
  const body = JSON.stringify({ live: true, ready, rooms: telemetry.rooms(), clients: telemetry.clients() })
  res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(body)
}

async function metrics(res: ServerResponse): Promise<void> {
  const { body, contentType } = await telemetry.scrape()
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
  res.end(body)
}

function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  const hops = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',') : []
  const forwarded = hops.at(-1)?.trim()
  return forwarded || req.socket.remoteAddress || 'unknown'
}

/** True when `address` may create one more room now (a sliding minute). */
function allowCreate(creates: Map<string, number[]>, address: string, perMinute: number, now: number): boolean {
  for (const [key, times] of creates) if (times[times.length - 1]! <= now - MINUTE_MS) creates.delete(key)
  const recent = (creates.get(address) ?? []).filter((t) => t > now - MINUTE_MS)
  if (recent.length >= perMinute) return false
  recent.push(now)
  creates.set(address, recent)
  return true
}

/** The body as text, or a rejection as soon as it is longer than `cap` (a declared length is judged unread). */
function readCapped(req: IncomingMessage, cap: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > cap) return reject(new Error('too large'))
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= cap) return void chunks.push(chunk)
      req.off('data', onData)
      req.pause()
      reject(new Error('too large'))
    }
    req.on('data', onData)
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Answers a refusal and ends the connection; what is left of the body is never kept (nor read past a moment). */
function refuse(req: IncomingMessage, res: ServerResponse, code: EntryCode): void {
  const [status, sentence] = ENTRY_REFUSALS[code]
  telemetry.refused(code)
  logEvent('entry.refused', '', { code, status })
  const body = JSON.stringify({ code: status, error: sentence, refusal: code })
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', connection: 'close' })
  res.end(body, () => {
    req.socket.end()
    setTimeout(() => req.socket.destroy(), 1000).unref()
  })
}
