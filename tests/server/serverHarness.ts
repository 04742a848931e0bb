// Starts a real game server on a free port of 127.0.0.1 inside the test process, and reaches its rooms.
import { matchMaker } from '@colyseus/core'
import { createGameServer, type GameServer } from '../../src/server/createGameServer.ts'
import { GameRoom } from '../../src/server/GameRoom.ts'
import type { Limits } from '../../src/protocol/protocol.ts'

export type Harness = { server: GameServer; url: string; errors: unknown[]; room(id: string): GameRoom }

/**
 * `rollPace`: the share of a roll's settle time the table waits before taking its faces (1, as a screen's dice
 * settle; 0, at once: bots playing whole games).
 */
export async function startServer(limits: Partial<Limits> = {}, rollPace = 1): Promise<Harness> {
  const errors: unknown[] = []
  const server = await createGameServer({ limits, onError: (e) => errors.push(e) })
  GameRoom.config = { ...GameRoom.config, rollPace }
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
