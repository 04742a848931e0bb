// `npm start`'s server: the built game and the rooms in one process on one origin. PORT (default 4173), HOST
// (default 127.0.0.1), DIST (default dist), REDIS_URL (share rooms with other processes), PUBLIC_ADDRESS
// (host:port clients reach this process at; defaults to HOST:PORT when REDIS_URL is set).
import { createGameServer } from './createGameServer.ts'

const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)
const redisUrl = process.env.REDIS_URL || undefined
const publicAddress = process.env.PUBLIC_ADDRESS || (redisUrl ? `${host}:${port}` : undefined)

const server = await createGameServer({
  host,
  port,
  distDir: process.env.DIST ?? 'dist',
  handleSignals: true,
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
