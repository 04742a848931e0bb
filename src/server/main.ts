// `npm start`'s server: the built game and the rooms in one process on one origin. PORT (default 4173), HOST
// (default 127.0.0.1), DIST (default dist), REDIS_URL (share rooms with other processes), PUBLIC_ADDRESS
// (host:port clients reach this process at; defaults to HOST:PORT when REDIS_URL is set), TRUST_PROXY=1 (client
// addresses from X-Forwarded-For), MAX_ROOMS and CREATES_PER_MINUTE (caps.ts), DATA_DIR (default .data/rooms: the
// room logs without Redis), ROLL_PACE (0: a roll's faces land at once, for bots). SIGTERM drains: no new rooms,
// logs flushed, every screen told to reconnect, exit within 10 s.
import { createGameServer } from './createGameServer.ts'
import type { Caps } from './caps.ts'

const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)
const redisUrl = process.env.REDIS_URL || undefined
const publicAddress = process.env.PUBLIC_ADDRESS || (redisUrl ? `${host}:${port}` : undefined)
const caps: Partial<Caps> = {
  ...(process.env.MAX_ROOMS ? { maxRooms: Number(process.env.MAX_ROOMS) } : {}),
  ...(process.env.CREATES_PER_MINUTE ? { createsPerMinute: Number(process.env.CREATES_PER_MINUTE) } : {}),
}

/** The most a drain may take before the process exits anyway. */
const DRAIN_MS = 9_000
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    console.log(JSON.stringify({ t: new Date().toISOString(), event: 'server.draining', roomId: '', signal }))
    setTimeout(() => process.exit(0), DRAIN_MS).unref()
  })

const server = await createGameServer({
  host,
  port,
  distDir: process.env.DIST ?? 'dist',
  dataDir: process.env.DATA_DIR || '.data/rooms',
  ...(process.env.ROLL_PACE ? { rollPace: Number(process.env.ROLL_PACE) } : {}),
  handleSignals: true,
  caps,
  trustProxy: process.env.TRUST_PROXY === '1',
  ...(redisUrl ? { redisUrl } : {}),
  ...(publicAddress ? { publicAddress } : {}),
})
console.log(
  `Midnight Museum is open at ${server.url}/  (Ctrl+C to stop)${redisUrl ? ' — rooms shared through Redis' : ''}`,
)

// A parent process (the rooms bench) may ask for this process's memory over IPC.
process.on('message', (message: unknown) => {
  if (message !== 'memory') return
  ;(globalThis as { gc?: () => void }).gc?.()
  process.send?.({ memory: process.memoryUsage() })
})
