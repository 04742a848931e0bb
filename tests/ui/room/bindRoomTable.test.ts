// Issue 43: at a room's table no screen sends faces. A report of the dice (reduced motion, no physics: the store's
// dispatch of reportRoll) goes to the table as the roll's seeded throw, and answers once the table's report is in.
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import type { Action } from '../../../src/engine/index.ts'
import type { DiceThrow } from '../../../src/protocol/protocol.ts'
import type { RoomClient } from '../../../src/state/room/roomClient.ts'
import { IDLE_VIEW } from '../../../src/state/room/refusals.ts'
import { tableRoomAtom } from '../../../src/state/room/tableRoom.ts'
import { createEmitter, type RoomView } from '../../../src/state/room/roomTypes.ts'
import { bindRoomTable } from '../../../src/ui/room/bindRoomTable.ts'

function fakeClient() {
  const events = createEmitter()
  let view: RoomView = { ...IDLE_VIEW, setup: null, roomId: null }
  const thrown: { flick: DiceThrow; fromHand: boolean | undefined }[] = []
  const proposed: Action[] = []
  const client = {
    view: () => view,
    subscribe: (listener: (v: RoomView) => void) => events.on('change', listener),
    on: events.on,
    propose: (action: Action) => {
      proposed.push(action)
      return Promise.resolve({ ok: true as const, value: 0 })
    },
    throwDice: (flick: DiceThrow, fromHand?: boolean) => void thrown.push({ flick, fromHand }),
    stage: () => undefined,
  } as unknown as RoomClient
  const change = (patch: Partial<RoomView>) => {
    view = { ...view, ...patch }
    events.emit('change', view)
  }
  return { client, thrown, proposed, change, emit: events.emit }
}

describe('bindRoomTable', () => {
  it('sends a report of the dice as the roll’s seeded throw, never as faces', async () => {
    const store = createStore()
    const fake = fakeClient()
    const unbind = bindRoomTable(store, fake.client)
    const room = store.get(tableRoomAtom)!
    let answer: boolean | null = null
    void room.propose({ type: 'reportRoll', rollId: 4, faces: ['I2'] }).then((ok) => (answer = ok))
    expect(fake.proposed).toEqual([])
    expect(fake.thrown).toEqual([
      { flick: { rollId: 4, seed: 0, impulse: [0, 0, 0], spin: [0, 0, 0], from: [0, 0, 0] }, fromHand: true },
    ])
    // Another roll's report does not answer it; the table's report of roll 4 does.
    fake.change({ log: [{ type: 'reportRoll', rollId: 3, faces: ['I2'] }] })
    await Promise.resolve()
    expect(answer).toBeNull()
    fake.change({ log: [{ type: 'reportRoll', rollId: 4, faces: ['L'] }] })
    await Promise.resolve()
    expect(answer).toBe(true)
    // Any other action is proposed as before.
    await room.propose({ type: 'rollDice' })
    expect(fake.proposed).toEqual([{ type: 'rollDice' }])
    unbind()
  })

  it('answers false when the table refuses the throw', async () => {
    const store = createStore()
    const fake = fakeClient()
    const unbind = bindRoomTable(store, fake.client)
    const answer = store.get(tableRoomAtom)!.propose({ type: 'reportRoll', rollId: 2, faces: [] })
    fake.emit('refused', { code: 'NOT_YOUR_ROLL', message: 'Only the active investigator throws.' })
    expect(await answer).toBe(false)
    unbind()
  })
})
