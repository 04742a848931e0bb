// A socket cut mid-game comes back by Colyseus's own reconnection on `npm start`'s server too: a process of its own,
// where (Node 20) no WebSocket global exists unless the server sets one. Colyseus's room reads it as a seat returns;
// without it every reconnection failed (and clients fell back to rejoining with their seat token).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fourSeats } from './fourSeats.ts'
import { freePort, startGameServer, stop, type Child } from './processes.ts'

const data = mkdtempSync(join(tmpdir(), 'midnight-reconnect-'))
let server: Child
let url: string
beforeAll(async () => {
  const port = await freePort()
  server = await startGameServer(port, { DATA_DIR: data })
  url = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await stop(server)
  rmSync(data, { recursive: true, force: true })
})

describe("npm start's server", () => {
  it('takes a cut socket back by reconnection, the same session', async () => {
    const seats = await fourSeats(url, 9)
    // Colyseus refuses reconnection to a room younger than 5 s.
    await new Promise((r) => setTimeout(r, 5_200))
    const seat = seats[1]!
    const session = seat.room.sessionId
    let reconnected = false
    seat.room.onReconnect(() => (reconnected = true))
    ;(seat.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate()
    await seat.until(() => reconnected, 15_000)
    expect(seat.room.sessionId).toBe(session)
    await seats[0]!.until(() => seats[0]!.seats.every((s) => s.connected))
    expect(server.output).not.toMatch(/WebSocket is not defined/)
    await Promise.all(seats.map((s) => s.room.leave()))
  })
})
