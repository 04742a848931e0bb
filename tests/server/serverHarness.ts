// Starts a real game server on a free port of 127.0.0.1 inside the test process, and reaches its rooms.
import { matchMaker } from '@colyseus/core'
import { createGameServer, type GameServer } from '../../src/server/createGameServer.ts'
import type { GameRoom } from '../../src/server/GameRoom.ts'
import type { Limits } from '../../src/protocol/protocol.ts'

export type Harness = { server: GameServer; url: string; errors: unknown[]; room(id: string): GameRoom }

export async function startServer(limits: Partial<Limits> = {}): Promise<Harness> {
  const errors: unknown[] = []
  const server = await createGameServer({ limits, onError: (e) => errors.push(e) })
  return {
    server,
    url: server.url,
    errors,
    room: (id) => {
      const room = matchMaker.getLocalRoomById(id) as GameRoom | undefined
      if (!room) throw new Error(`harness: no room ${id}`)
      return room
    },
  }
}

/** Limits high enough for bots playing flat out (the limits have their own test). */
export const UNLIMITED: Partial<Limits> = { messagesPerSecond: 1e6, burst: 1e6 }
