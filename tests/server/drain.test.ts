// Issue 43: a draining process (SIGTERM: Colyseus's graceful shutdown) takes no new tables. While a room still
// flushes its log — held open here by a log whose write waits for the test — a create is refused with DRAINING and
// its sentence, /health says not ready, and the room's screen hears the held move before it is let go.
import { afterAll, describe, expect, it } from 'vitest'
import { chooseAction } from '../../src/engine/bot/index.ts'
import { ENTRY_REFUSALS } from '../../src/server/caps.ts'
import { GameRoom } from '../../src/server/GameRoom.ts'
import type { LogEntry, RoomLogStore } from '../../src/server/roomLog.ts'
import { playMove } from './fourSeats.ts'
import { startServer } from './serverHarness.ts'
import { TableClient } from './tableClient.ts'

/** A room log in memory whose writes wait while `held` is set, until `release()`. */
function heldLog() {
  const entries = new Map<string, LogEntry[]>()
  let gate: { promise: Promise<void>; open: () => void } | null = null
  const store: RoomLogStore = {
    kind: 'file',
    append(roomId, entry) {
      entries.set(roomId, [...(entries.get(roomId) ?? []), entry])
      return gate?.promise
    },
    read: async (roomId) => entries.get(roomId) ?? null,
    has: async (roomId) => entries.has(roomId),
    claim: async () => true,
    held: async () => false,
    release: async () => undefined,
    close: async () => undefined,
  }
  return {
    store,
    entries,
    hold() {
      let open = () => undefined as void
      const promise = new Promise<void>((resolve) => (open = resolve))
      gate = { promise, open }
    },
    release() {
      gate?.open()
      gate = null
    },
  }
}

const started = await startServer()
afterAll(async () => {
  await started.server.close().catch(() => undefined)
})

describe('a draining process', () => {
  it('refuses new tables while its rooms still flush, and sends the held move before the screen goes', async () => {
    const log = heldLog()
    GameRoom.config = { ...GameRoom.config, store: log.store }
    const host = await TableClient.create(started.url, 'Host', { seed: 3, investigators: 1 })
    const roomId = host.room.roomId
    // The length of the screen's log as the room let it go.
    const closed = new Promise<number>((resolve) => host.room.onLeave(() => resolve(host.log.length)))
    host.closed = true // no coming back: this process is the only one

    // A move whose log write is held: the room sends nothing after it until the write is durable.
    log.hold()
    const before = host.log.length
    const written = log.entries.get(roomId)!.length
    playMove(host, chooseAction(started.room(roomId).current()))
    await expect.poll(() => log.entries.get(roomId)!.length).toBe(written + 1)
    expect(host.log.length).toBe(before)

    const draining = started.server.close()
    // Not ready as soon as the drain begins (a balancer sends no new tables here)…
    const health = async () => {
      const res = await fetch(`${started.url}/health`)
      return { status: res.status, ...((await res.json()) as { live: boolean; ready: boolean }) }
    }
    await expect.poll(health).toMatchObject({ status: 503, live: true, ready: false })
    // …and a create that comes anyway is refused with its sentence.
    const create = await fetch(`${started.url}/matchmake/create/game`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Late' }),
    })
    const [status, sentence] = ENTRY_REFUSALS.DRAINING
    expect(create.status).toBe(status)
    expect(await create.json()).toEqual({ code: status, error: sentence, refusal: 'DRAINING' })
    // The room is still open, its screen still there, the move still held.
    expect(host.log.length).toBe(before)

    log.release()
    expect(await closed).toBe(before + 1)
    await draining
  })
})
