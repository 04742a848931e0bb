// Issue #32: four seats play seeded bot games to their ends through a real server; after every action each
// client's state, replayed from the broadcasts, equals the server's. A late joiner and a watcher catch up.
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

describe('play together', () => {
  it.each([7, 11])(
    'plays seed %i to its end with every client equal to the server after every action',
    async (seed) => {
      const seats = await fourSeats(h.url, seed)
      const [host] = seats as [TableClient]
      const room = h.room(host.room.roomId)
      let rolls = 0
      while (room.current().status === 'playing') {
        const n = room.actions().length
        const { seat, action } = nextMove(seats, room.current())
        if (action.type === 'reportRoll') {
          // A seat throws; the table rolls the flick, sends it to every screen and takes the faces it settles on.
          const flick = { rollId: action.rollId, seed: n, impulse: [0, 2, -3], spin: [1, 0, 0], from: [0, 1, 0] }
          seat.room.send('throw', flick)
          rolls++
        } else seat.propose(action)
        await Promise.all(seats.map((s) => s.until(() => s.log.length === n + 1)))
        for (const s of seats) expect(s.throws).toHaveLength(rolls)
        const server = stateHash(room.current())
        for (const s of seats) expect(stateHash(s.state!)).toBe(server)
        expect(seat.refusals).toEqual([])
      }
      expect(room.actions().length).toBeGreaterThan(50)
      expect(rolls).toBeGreaterThan(10)
      for (const s of seats) {
        expect(JSON.stringify(s.state)).toBe(JSON.stringify(room.current()))
        expect(s.mismatches).toBe(0)
      }
      const late = await TableClient.join(h.url, host.room.roomId, { name: 'Late', watch: host.watch })
      expect(late.you).toEqual({ role: 'watcher' })
      expect(JSON.stringify(late.state)).toBe(JSON.stringify(room.current()))
      expect(h.errors).toEqual([])
      await Promise.all([...seats, late].map((s) => s.room.leave()))
    },
  )

  it('lets a late joiner in mid-game who then plays on, equal to everyone', async () => {
    const seats = await fourSeats(h.url, 3)
    const [host] = seats as [TableClient]
    const room = h.room(host.room.roomId)
    const playTo = async (target: number, table: TableClient[]) => {
      while (room.actions().length < target && room.current().status === 'playing') {
        const n = room.actions().length
        const { seat, action } = nextMove(table, room.current())
        playMove(seat, action)
        await Promise.all(table.map((s) => s.until(() => s.log.length === n + 1)))
      }
    }
    await playTo(40, seats)
    const late = await TableClient.join(h.url, host.room.roomId, { name: 'Dee', invite: host.invite })
    expect(late.log).toEqual(room.actions())
    expect(stateHash(late.state!)).toBe(stateHash(room.current()))
    host.room.send('assign', { player: 3, seatId: late.seatId })
    await late.until(() => late.players.join() === '3')
    const table = [host, seats[1]!, seats[2]!, late]
    await Promise.all(table.map((s) => s.until(() => s.seats.length === 5)))
    await playTo(120, [...table, seats[3]!])
    expect(JSON.stringify(late.state)).toBe(JSON.stringify(room.current()))
    expect(late.mismatches).toBe(0)
    await Promise.all([...seats, late].map((s) => s.room.leave()))
  })
})
