// One process: Colyseus with the websocket transport, the game room, and (optionally) the built game served on the
// same origin through Colyseus's own `express` option — a second 'request' listener would answer Colyseus's
// requests too. Local presence and driver by default; with a Redis URL, processes share one matchmaker. Every HTTP
// request passes the gate first (httpGate.ts: body caps, create rate, /health, /metrics). Rooms write their logs to
// Redis with a Redis URL, to files under `dataDir` without one (roomLog.ts), and come back from them (reopenRoom.ts).
import { createServer } from 'node:http'
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { Server, type ServerOptions } from '@colyseus/core'
import express from 'express'
import '../content/contentSets.ts'
import { GameRoom } from './GameRoom.ts'
import { DEFAULT_CAPS, type Caps } from './caps.ts'
import { gateHttp } from './httpGate.ts'
import { createFileRoomLog } from './fileRoomLog.ts'
import { createRedisRoomLog } from './redisRoomLog.ts'
import { reopenRoom } from './reopenRoom.ts'
import type { RoomLogStore } from './roomLog.ts'
import { setLogWriter } from './telemetry.ts'
import { SpreadPingTransport } from './spreadPingTransport.ts'
import { DEFAULT_LIMITS, ROOM_NAME, type Limits } from '../protocol/protocol.ts'
import { WebSocket } from 'ws'

// Colyseus's room reads the global `WebSocket` as a seat reconnects (its OPEN state), which Node 20 does not have:
// without it every reconnection failed (tests/server/reconnectProcess.test.ts).
;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket

export type GameServerOptions = {
  /** @defaultValue 0 (a free port) */
  readonly port?: number
  /** @defaultValue '127.0.0.1' */
  readonly host?: string
  /** The built game (dist/) to serve at `/`; nothing is served when absent. */
  readonly distDir?: string
  /** Redis for presence and matchmaking shared by several processes. */
  readonly redisUrl?: string
  /**
   * Where rooms keep their logs without Redis (a file per room), so a restarted process reopens them; with a Redis
   * URL the logs are kept in Redis. Neither: a room lives only in its process.
   */
  readonly dataDir?: string
  /** host:port clients reach this process at (needed behind Redis so a room's seat points at its process). */
  readonly publicAddress?: string
  readonly limits?: Partial<Limits>
  /** What strangers may take (caps.ts). */
  readonly caps?: Partial<Caps>
  /** Client addresses from X-Forwarded-For (only behind a proxy that sets it). */
  readonly trustProxy?: boolean
  /** Where the JSON log lines of room events go (stdout by default). */
  readonly log?: (line: string) => void
  /** Called with anything a handler threw (the client got SERVER_ERROR). */
  readonly onError?: (error: unknown) => void
  /** createTableRoller's pace (caps.ts RoomConfig): 0 lands a roll's faces at once (bots, tests). */
  readonly rollPace?: number
  /** Let Colyseus install its SIGINT/SIGTERM handlers (the process entry point only). */
  readonly handleSignals?: boolean
}

export type GameServer = {
  readonly port: number
  readonly url: string
  readonly colyseus: Server
  /** Where rooms keep their logs, if anywhere. */
  readonly store: RoomLogStore | null
  close(): Promise<void>
}

/** Most bytes a websocket frame may carry before the socket is closed outright; the polite limit is Limits'. */
const HARD_FRAME_BYTES = 1024 * 1024

export async function createGameServer(options: GameServerOptions = {}): Promise<GameServer> {
  const host = options.host ?? '127.0.0.1'
  setLogWriter(options.log ?? ((line) => console.log(line)))
  const store = options.redisUrl
    ? createRedisRoomLog(options.redisUrl)
    : options.dataDir
      ? createFileRoomLog(options.dataDir)
      : null
  GameRoom.config = {
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    caps: { ...DEFAULT_CAPS, ...options.caps },
    onError: options.onError ?? ((e) => console.error('server:', e)),
    store,
    ...(options.rollPace !== undefined ? { rollPace: options.rollPace } : {}),
  }
  const http = createServer()
  const serverOptions: ServerOptions = {
    transport: new SpreadPingTransport({ server: http, maxPayload: HARD_FRAME_BYTES }),
    greet: false,
    gracefullyShutdown: options.handleSignals ?? false,
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
    ...(await scaleOut(options.redisUrl)),
  }
  const dist = options.distDir
  if (dist && existsSync(dist)) serverOptions.express = (app) => void app.use(express.static(dist))
  const colyseus = new Server(serverOptions)
  colyseus.define(ROOM_NAME, GameRoom)
  colyseus.onShutdown(async () => await store?.close())
  await colyseus.listen(options.port ?? 0, host)
  gateHttp(http, {
    caps: () => GameRoom.config.caps,
    trustProxy: options.trustProxy ?? false,
    ...(store ? { beforeJoin: (roomId: string) => reopenRoom(store, roomId) } : {}),
  })
  const port = (http.address() as AddressInfo).port
  return {
    port,
    url: `http://${host}:${port}`,
    colyseus,
    store,
    close: () => colyseus.gracefullyShutdown(false),
  }
}

/** Redis presence and driver when a URL is given; Colyseus's in-memory ones otherwise. */
async function scaleOut(redisUrl: string | undefined): Promise<Pick<ServerOptions, 'presence' | 'driver'>> {
  if (!redisUrl) return {}
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([
    import('@colyseus/redis-presence'),
    import('@colyseus/redis-driver'),
  ])
  return { presence: new RedisPresence(redisUrl), driver: new RedisDriver(redisUrl) }
}
