// Issue 43: the heartbeat is spread over its interval in slices (src/server/spreadPingTransport.ts), so that no slice
// holds the process long; each socket is still pinged once a sweep, and one that stopped answering is still cut off.
import { WebSocketTransport } from '@colyseus/ws-transport'
import { describe, expect, it } from 'vitest'
import { createPingSweep, SpreadPingTransport, type PingedSocket } from '../../src/server/spreadPingTransport.ts'

type Fake = PingedSocket & { pings: number; terminated: boolean; answers: boolean; readyState: number }

function socket(answers = true): Fake {
  const s: Fake = {
    readyState: 1,
    pingCount: 0,
    pings: 0,
    terminated: false,
    answers,
    ping() {
      s.pings++
      if (s.answers) s.pingCount = 0 // the transport's pong handler
    },
    terminate() {
      s.terminated = true
      s.readyState = 3
    },
  }
  return s
}

describe('the spread heartbeat', () => {
  it('pings each open socket once a sweep, a slice at a time', () => {
    const sockets = Array.from({ length: 10 }, () => socket())
    const step = createPingSweep(() => sockets, 3, 2)
    const pinged: number[] = []
    for (let i = 0; i < 3; i++) {
      step()
      pinged.push(sockets.filter((s) => s.pings > 0).length)
    }
    expect(pinged).toEqual([4, 7, 10]) // every slice takes its share, none all of them
    expect(sockets.map((s) => s.pings)).toEqual(Array(10).fill(1))
    for (let i = 0; i < 3; i++) step()
    expect(sockets.map((s) => s.pings)).toEqual(Array(10).fill(2))
  })

  it('cuts off a socket that owes as many pongs as allowed, and only that one', () => {
    const sockets = [socket(), socket(false), socket()]
    const step = createPingSweep(() => sockets, 2, 2)
    for (let sweep = 0; sweep < 2; sweep++) for (let i = 0; i < 2; i++) step()
    expect(sockets[1]!.terminated).toBe(false) // two pings owed: cut off at the next one
    for (let i = 0; i < 2; i++) step()
    expect(sockets.map((s) => s.terminated)).toEqual([false, true, false])
    expect(sockets.map((s) => s.pings)).toEqual([3, 2, 3])
  })

  it('leaves a socket that is no longer open alone, and pings one opened mid-sweep from the next sweep on', () => {
    const sockets = [socket(), socket()]
    sockets[0]!.readyState = 2 // closing
    const step = createPingSweep(() => sockets, 2, 2)
    step()
    const late = socket()
    sockets.push(late)
    step()
    expect([sockets[0]!.pings, sockets[1]!.pings, late.pings]).toEqual([0, 1, 0])
    step()
    step()
    expect(late.pings).toBe(1)
  })

  it('replaces the stock transport’s sweep (a renamed method upstream would bring the burst back)', () => {
    const stock = WebSocketTransport.prototype as unknown as Record<string, unknown>
    const ours = SpreadPingTransport.prototype as unknown as Record<string, unknown>
    expect(typeof stock.autoTerminateUnresponsiveClients).toBe('function')
    expect(ours.autoTerminateUnresponsiveClients).not.toBe(stock.autoTerminateUnresponsiveClients)
  })
})
