// Helpers of the room client's tests: waiting on a client's view, bot moves through the clients, cutting a socket,
// and an SDK client that loses or corrupts chosen broadcasts (to prove the resync).
import { Client, type Room } from '@colyseus/sdk'
import { expect } from 'vitest'
import { WebSocket } from 'ws'
import { chooseAction } from '../../../src/engine/bot/index.ts'
import { actorsFor } from '../../../src/protocol/actorsFor.ts'
import { stateHash } from '../../../src/protocol/stateHash.ts'
import type { RoomClient } from '../../../src/state/room/roomClient.ts'
import type { RoomView } from '../../../src/state/room/roomTypes.ts'
import type { Harness } from '../../server/serverHarness.ts'

// Node 20 has no global WebSocket.
;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket

/** Resolves once `done(view)` holds, checked on every change and every 25 ms; rejects after `ms`. */
export function until(client: RoomClient, done: (view: RoomView) => boolean, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!done(client.view())) return
      finish()
      resolve()
    }
    const timer = setTimeout(() => {
      finish()
      reject(new Error(`roomHelpers: timed out at ${JSON.stringify(client.view().connection)}`))
    }, ms)
    const poll = setInterval(check, 25)
    const off = client.subscribe(check)
    const finish = () => {
      clearTimeout(timer)
      clearInterval(poll)
      off()
    }
    check()
  })
}

/** Plays `moves` bot moves through whichever client holds the actor; every client must follow each one. */
export async function play(h: Harness, clients: readonly RoomClient[], moves: number): Promise<number> {
  const server = h.room(clients[0]!.view().roomId!)
  let throws = 0
  for (let i = 0; i < moves && server.current().status === 'playing'; i++) {
    const n = server.actions().length
    const action = chooseAction(server.current())
    const actor = actorsFor(server.current(), action)[0]!
    const seat = clients.find((c) => c.view().players.includes(actor))
    if (!seat) throw new Error(`roomHelpers: nobody holds investigator ${actor}`)
    if (action.type === 'reportRoll') {
      // No client sends faces: the seat throws, and the table rolls and reads the dice.
      seat.throwDice({ rollId: action.rollId, seed: n, impulse: [0, 2, -3], spin: [1, 0, 0], from: [0, 1, 0] })
      throws++
    } else expect(await seat.propose(action)).toEqual({ ok: true, value: n })
    await Promise.all(clients.map((c) => until(c, (v) => v.log.length === n + 1)))
  }
  return throws
}

/** Every client holds the server's log and state. */
export function expectInStep(h: Harness, clients: readonly RoomClient[]): void {
  const server = h.room(clients[0]!.view().roomId!)
  for (const c of clients) {
    expect(c.view().log).toEqual(server.actions())
    expect(stateHash(c.view().state!)).toBe(stateHash(server.current()))
  }
}

/** Cuts a client's socket without a goodbye, as a network drop does. */
export function cut(client: RoomClient): void {
  ;(client.room()!.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate()
}

type Handler = (message: { seq: number; hash?: string }) => void

/** An SDK client whose rooms lose the broadcast of action `drop` and carry a wrong hash on action `corrupt`. */
export function lossyClient(drop: number, corrupt: number) {
  const lossy = (room: Room): Room => {
    const on = room.onMessage.bind(room) as (type: string, handler: Handler) => () => void
    ;(room as { onMessage: unknown }).onMessage = (type: string, handler: Handler) =>
      on(type, (m) => {
        if (type !== 'action') return handler(m)
        if (m.seq === drop) return
        handler(m.seq === corrupt ? { ...m, hash: '0123456789abcdef' } : m)
      })
    return room
  }
  return class LossyClient extends Client {
    override async joinById(...args: Parameters<Client['joinById']>): Promise<Room> {
      return lossy(await super.joinById(...args))
    }
  }
}
