// Issue #33: a phone has no physics, so the table rolls its flick. Every screen is told to tumble it at once
// (`byTable`), the server plays the same throw out in the tray a screen builds and, when the dice have had the
// time to settle, takes the faces for the thrower. Only the active seat throws, once; nobody else reports that roll.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseAction } from '../../src/engine/bot/index.ts'
import { applyAction, type GameState } from '../../src/engine/index.ts'
import { pendingRoll, throwOnTable } from '../../src/physics/tableRoll.ts'
import { throwSpecOf } from '../../src/physics/throwSpec.ts'
import type { DiceThrow } from '../../src/protocol/protocol.ts'
import { startServer, UNLIMITED, type Harness } from './serverHarness.ts'
import { TableClient } from './tableClient.ts'

let h: Harness
beforeAll(async () => {
  h = await startServer(UNLIMITED)
})
afterAll(async () => {
  await h.server.close()
})

/**
 * The host, a phone holding the one investigator, and a watcher, with the bot playing until a roll is pending (or,
 * `ready`, until a roll may be started).
 */
async function tableAtRoll(seed: number, ready = false) {
  const host = await TableClient.create(h.url, 'Host', { seed, investigators: 1 })
  const roomId = host.room.roomId
  const phone = await TableClient.join(h.url, roomId, { name: 'Ada', invite: host.invite })
  const watcher = await TableClient.join(h.url, roomId, { name: 'TV', watch: host.watch })
  host.room.send('assign', { player: 0, seatId: phone.seatId })
  await phone.until(() => phone.players.join() === '0')
  const room = h.room(roomId)
  while (pendingRoll(room.current()) === null) {
    const n = room.actions().length
    const action = chooseAction(room.current())
    if (ready && action.type === 'rollDice') break
    if (action.type === 'rollDice' || action.type === 'moveTo' || n < 40) phone.propose(action)
    await phone.until(() => phone.log.length === n + 1)
  }
  return { host, phone, watcher, room }
}

const flickOf = (rollId: number): DiceThrow => ({
  rollId,
  seed: 0,
  impulse: [6, -10, -38],
  spin: [0, 0, 0],
  from: [-2, 0, 6],
})

describe('a throw from a hand (the table rolls it)', () => {
  it('tumbles on every screen at once and takes the faces the same throw settles on, after it settles', async () => {
    const { host, phone, watcher, room } = await tableAtRoll(31)
    const before: GameState = room.current()
    const roll = pendingRoll(before)!
    const flick = flickOf(roll.rollId)
    const n = room.actions().length
    const sent = Date.now()
    phone.room.send('handThrow', flick)
    await Promise.all([host, phone, watcher].map((c) => c.until(() => c.throws.length === 1)))
    // The table's chance for this throw, drawn as the flick came: known to every screen from now on, to none before.
    const chance = host.throws[0]!.chance
    for (const c of [host, phone, watcher])
      expect(c.throws[0]).toEqual({ seatId: phone.seatId, throw: { ...flick, seed: 31 }, chance, byTable: true })
    const expected = await throwOnTable(before, host.setup!.seed, throwSpecOf(flick.impulse, flick.from), chance)
    const tumbling = Date.now() - sent
    // Meanwhile the roll is the table's: a second throw is refused, and a report (as ever in a room).
    phone.room.send('handThrow', flick)
    phone.propose({ type: 'reportRoll', rollId: roll.rollId, faces: expected!.faces })
    await phone.until(() => phone.refusals.length === 2)
    expect(phone.refusals.map((r) => r.code)).toEqual(['DICE_ROLLING', 'TABLE_ROLLS'])
    // The throw thread may be starting (tsx, Rapier's WASM): seconds on a loaded machine.
    await Promise.all([host, phone, watcher].map((c) => c.until(() => c.log.length === n + 1, 30_000)))
    const landed = Date.now() - sent
    expect(room.actions()[n]).toEqual({ type: 'reportRoll', rollId: roll.rollId, faces: expected!.faces })
    expect(expected!.seconds).toBeGreaterThan(0.5)
    // The faces come when the screens' dice have settled, not as soon as the server knows them.
    expect(landed).toBeGreaterThanOrEqual(expected!.seconds * 1000 - 50)
    expect(tumbling).toBeLessThan(landed)
    for (const c of [host, phone, watcher]) expect(JSON.stringify(c.state)).toBe(JSON.stringify(room.current()))
    expect(h.errors).toEqual([])
    await Promise.all([host, phone, watcher].map((c) => c.room.leave()))
  })

  it('starts the roll for a hand that throws with none waiting: one message, one trip', async () => {
    const { host, phone, watcher, room } = await tableAtRoll(31, true)
    const n = room.actions().length
    const started = applyAction(room.current(), { type: 'rollDice' })
    const rollId = started.ok ? pendingRoll(started.state)!.rollId : -1
    phone.room.send('handThrow', flickOf(rollId))
    await Promise.all([host, phone, watcher].map((c) => c.until(() => c.log.length === n + 2)))
    expect(
      room
        .actions()
        .slice(n)
        .map((a) => a.type),
    ).toEqual(['rollDice', 'reportRoll'])
    expect(phone.throws).toHaveLength(1)
    expect(phone.refusals).toEqual([])
    await Promise.all([host, phone, watcher].map((c) => c.room.leave()))
  })

  it('shows the active seat’s staged dice on every other screen, and nobody else’s', async () => {
    const { host, phone, watcher } = await tableAtRoll(12)
    const seen = (c: TableClient) => {
      const got: unknown[] = []
      c.room.onMessage('stage', (m: unknown) => got.push(m))
      return got
    }
    const [atHost, atPhone, atWatcher] = [seen(host), seen(phone), seen(watcher)]
    host.room.send('stage', { staged: { 'row:1': [0] } }) // not the active seat: dropped
    watcher.room.send('stage', { staged: { 'row:1': [0] } })
    phone.room.send('stage', { staged: { 'row:0': [2, 3] } })
    await watcher.until(() => atWatcher.length > 0)
    await host.until(() => atHost.length > 0)
    expect(atWatcher).toEqual([{ seatId: phone.seatId, staged: { 'row:0': [2, 3] } }])
    expect(atHost).toEqual(atWatcher)
    expect(atPhone).toEqual([])
    phone.room.send('stage', { staged: { 'row:0': [99] } })
    await phone.until(() => phone.refusals.length === 1)
    expect(phone.refusals[0]?.code).toBe('MALFORMED_MESSAGE')
    await Promise.all([host, phone, watcher].map((c) => c.room.leave()))
  })

  it('refuses a watcher, another seat and a roll that is not pending, changing nothing', async () => {
    const { host, phone, watcher, room } = await tableAtRoll(12)
    const roll = pendingRoll(room.current())!
    const n = room.actions().length
    watcher.room.send('handThrow', flickOf(roll.rollId))
    host.room.send('handThrow', flickOf(roll.rollId))
    phone.room.send('handThrow', flickOf(roll.rollId + 1))
    phone.room.send('handThrow', { ...flickOf(roll.rollId), impulse: [1e9, 0, 0] })
    await watcher.until(() => watcher.refusals.length === 1)
    await host.until(() => host.refusals.length === 1)
    await phone.until(() => phone.refusals.length === 2)
    expect(watcher.refusals[0]?.code).toBe('WATCHING')
    expect(host.refusals[0]).toEqual({ code: 'NOT_YOUR_ROLL', message: 'Only the active investigator throws.' })
    expect(phone.refusals.map((r) => r.code)).toEqual(['NOT_YOUR_ROLL', 'MALFORMED_MESSAGE'])
    expect(phone.throws).toEqual([])
    expect(room.actions()).toHaveLength(n)
    await Promise.all([host, phone, watcher].map((c) => c.room.leave()))
  })
})
