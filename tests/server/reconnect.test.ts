// Issue #32: a socket cut mid-turn keeps its seat and resumes it (Colyseus's automatic reconnection, which it
// refuses to rooms younger than 5 s — hence the wait); a returning tab re-claims its seat with its seat token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stateHash } from '../../src/protocol/stateHash.ts'
import { fourSeats, nextMove, playMove } from './fourSeats.ts'
import { startServer, UNLIMITED, type Harness } from './serverHarness.ts'
import { TableClient } from './tableClient.ts'

let h: Harness
beforeAll(async () => {
  h = await startServer(UNLIMITED, 0)
})
afterAll(async () => {
  await h.server.close()
})

async function play(seats: readonly TableClient[], h: Harness, moves: number): Promise<void> {
  const room = h.room(seats[0]!.room.roomId)
  for (let i = 0; i < moves && room.current().status === 'playing'; i++) {
    const n = room.actions().length
    const { seat, action } = nextMove(seats, room.current())
    playMove(seat, action)
    await Promise.all(seats.map((s) => s.until(() => s.log.length === n + 1)))
  }
}

function cut(table: TableClient): void {
  ;(table.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate()
}

describe('dropped and returning players', () => {
  it('resumes a seat whose socket was cut mid-turn', async () => {
    const seats = await fourSeats(h.url, 9)
    const room = h.room(seats[0]!.room.roomId)
    await play(seats, h, 15)
    await new Promise((r) => setTimeout(r, 5_200))
    const { seat } = nextMove(seats, room.current())
    const others = seats.filter((s) => s !== seat)
    let reconnected = false
    seat.room.onReconnect(() => (reconnected = true))
    cut(seat)
    await others[0]!.until(() => others[0]!.seats.some((s) => s.seatId === seat.seatId && !s.connected))
    await seat.until(() => reconnected, 15_000)
    await others[0]!.until(() => others[0]!.seats.every((s) => s.connected))
    expect(seat.players.length).toBeGreaterThan(0)
    await play(seats, h, 30)
    for (const s of seats) expect(stateHash(s.state!)).toBe(stateHash(room.current()))
    expect(h.errors).toEqual([])
    await Promise.all(seats.map((s) => s.room.leave()))
  })

  it('gives a returning tab its seat back by its seat token', async () => {
    const seats = await fourSeats(h.url, 13)
    const room = h.room(seats[0]!.room.roomId)
    await play(seats, h, 10)
    const old = seats[2]!
    let displaced = 0
    old.room.onLeave((code) => (displaced = code))
    const back = await TableClient.join(h.url, room.roomId, { seatToken: old.seatToken })
    expect(back.seatId).toBe(old.seatId)
    expect(back.players).toEqual([2])
    await old.until(() => displaced !== 0)
    expect(displaced).toBe(4009)
    const table = [seats[0]!, seats[1]!, back, seats[3]!]
    await play(table, h, 60)
    expect(back.log).toEqual(room.actions())
    expect(h.errors).toEqual([])
    await Promise.all(table.map((s) => s.room.leave()))
  })

  it('refuses a wrong seat token, invite or watch link', async () => {
    const host = await TableClient.create(h.url, 'Host', { seed: 1, investigators: 2 })
    for (const options of [
      { seatToken: 'A'.repeat(24) },
      { name: 'x', invite: host.watch },
      { name: 'x', watch: 'B'.repeat(24) },
    ])
      await expect(TableClient.join(h.url, host.room.roomId, options)).rejects.toThrow()
    await expect(
      TableClient.join(h.url, host.room.roomId, { name: 'x', setup: { seed: 1, investigators: 2 } }),
    ).rejects.toThrow()
    await expect(TableClient.create(h.url, 'Host', { seed: 1, investigators: 99 })).rejects.toThrow(/investigators/)
    expect(h.errors).toEqual([])
    await host.room.leave()
  })
})
