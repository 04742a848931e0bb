// The browser's room client against a real game server: a host, a guest (invite link) and a watcher (watch link)
// follow seeded bot moves and stay equal to the server; refusals reach the proposer alone; bad links are refused;
// a cut socket reconnects and keeps its seat; a returning tab takes its seat back by its token; a lost broadcast
// and a wrong hash are repaired from a snapshot; a game in progress carries over into a new room.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseAction } from '../../../src/engine/bot/index.ts'
import { actorsFor } from '../../../src/protocol/actorsFor.ts'
import { createRoomClient, type RoomClient } from '../../../src/state/room/roomClient.ts'
import { inviteLink, watchLink } from '../../../src/state/room/roomLinks.ts'
import type { RoomConnection, RoomEvents } from '../../../src/state/room/roomTypes.ts'
import { memorySeatStorage } from '../../../src/state/room/seatStorage.ts'
import { startServer, UNLIMITED, type Harness } from '../../server/serverHarness.ts'
import { cut, expectInStep, lossyClient, play, until } from './roomHelpers.ts'

const PAGE = 'https://museum.example/'
let h: Harness
let host: RoomClient
let guest: RoomClient
let watcher: RoomClient
let opened = 0
const guestStorage = memorySeatStorage()
const refused: Record<string, RoomEvents['refused'][]> = { host: [], guest: [], watcher: [] }
const thrown: RoomEvents['throw'][] = []
const rested: RoomEvents['rest'][] = []

beforeAll(async () => {
  h = await startServer(UNLIMITED, 0)
})
afterAll(async () => {
  await Promise.all([host, guest, watcher].map((c) => c?.leave()))
  await h.server.close()
})

describe('room client', () => {
  it('hosts, joins by invite, watches by link, and every client follows the server', async () => {
    host = createRoomClient({ endpoint: h.url })
    const hosted = await host.host('Host', { setup: { seed: 7, investigators: 2 } })
    opened = Date.now()
    expect(hosted.ok).toBe(true)
    const { roomId, invite, watch, you } = host.view()
    expect(you).toMatchObject({ role: 'player', host: true })
    guest = createRoomClient({ endpoint: h.url, storage: guestStorage })
    watcher = createRoomClient({ endpoint: h.url })
    expect((await guest.join(inviteLink(roomId!, invite!, PAGE), 'Guest')).ok).toBe(true)
    expect((await watcher.join(watchLink(roomId!, watch!, PAGE), 'Watcher')).ok).toBe(true)
    expect(watcher.view().you).toEqual({ role: 'watcher' })
    expect(guest.view().invite).toBeNull()
    const guestSeat = guest.view().you
    host.assign(1, guestSeat?.role === 'player' ? guestSeat.seatId : null)
    await until(guest, (v) => v.players.join() === '1')
    await until(host, (v) => v.players.join() === '0' && v.seats.length === 2)
    for (const [name, c] of Object.entries({ host, guest, watcher })) c.on('refused', (r) => refused[name]!.push(r))
    watcher.on('throw', (t) => thrown.push(t))
    watcher.on('rest', (r) => rested.push(r))
    const throws = await play(h, [host, guest, watcher], 40)
    expectInStep(h, [host, guest, watcher])
    expect(thrown).toHaveLength(throws)
    // Where each throw came to rest, before its report: every die of the roll among them.
    expect(rested.map((r) => r.rollId)).toEqual(thrown.map((t) => t.throw.rollId))
    for (const r of rested) expect(r.rest.length).toBeGreaterThan(0)
    expect(Object.values(refused).flat()).toEqual([])
  })

  it('gives a screen that joins where the last throw came to rest, in its snapshot', async () => {
    expect(rested.length).toBeGreaterThan(0)
    const late = createRoomClient({ endpoint: h.url })
    const heard: RoomEvents['rest'][] = []
    late.on('rest', (r) => heard.push(r))
    const { roomId, watch } = host.view()
    expect((await late.join(watchLink(roomId!, watch!, PAGE), 'Late')).ok).toBe(true)
    expect(heard).toEqual([rested.at(-1)])
    await late.leave()
  })

  it('drops a rest message a tray could not lay its dice by', async () => {
    const server = h.room(host.view().roomId!)
    const die = { id: 0, position: [1, 1.2, -3], quaternion: [0, 0, 0, 1] }
    const n = rested.length
    const heard = new Promise<void>((resolve) => {
      const off = watcher.on('rest', () => (off(), resolve()))
    })
    for (const bad of [
      { rollId: 99, rest: [{ ...die, position: [1e9, 0, 0] }] },
      { rollId: 99, rest: [{ ...die, quaternion: [0, 0, 1] }] },
      { rollId: -1, rest: [die] },
      { rollId: 99, rest: 'everywhere' },
      { rollId: 99, rest: [die], extra: true },
    ])
      server.broadcast('rest', bad)
    server.broadcast('rest', { rollId: 99, rest: [die] })
    await heard
    expect(rested.slice(n)).toEqual([{ rollId: 99, rest: [die] }])
  })

  it('sends a refusal to its proposer alone', async () => {
    const server = h.room(host.view().roomId!)
    const action = chooseAction(server.current())
    const actors = actorsFor(server.current(), action)
    const idle = [host, guest].find((c) => !c.view().players.some((p) => actors.includes(p)))!
    const answer = await idle.propose(action)
    expect(answer).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } })
    expect(idle.view().refusal?.code).toBe('NOT_YOUR_TURN')
    expect(await watcher.propose(action)).toMatchObject({ ok: false, error: { code: 'WATCHING' } })
    await new Promise((r) => setTimeout(r, 100))
    expect(refused[idle === host ? 'host' : 'guest']).toHaveLength(1)
    expect(refused[idle === host ? 'guest' : 'host']).toEqual([])
    expect(refused.watcher).toEqual([])
  })

  it('refuses a malformed or wrong link with a sentence', async () => {
    const stranger = createRoomClient({ endpoint: h.url })
    const roomId = host.view().roomId!
    expect(await stranger.join('https://museum.example/#/room?id=nope', 'X')).toMatchObject({
      ok: false,
      error: { code: 'BAD_LINK', message: expect.stringMatching(/table link/) },
    })
    expect(await stranger.join(inviteLink(roomId, 'A'.repeat(24), PAGE), 'X')).toMatchObject({
      ok: false,
      error: { code: 'REFUSED', message: expect.stringMatching(/link/) },
    })
    expect(await stranger.join(inviteLink(roomId, host.view().invite!, PAGE), ' ')).toMatchObject({
      error: { code: 'BAD_NAME' },
    })
    expect(await stranger.returnToSeat(roomId)).toMatchObject({ error: { code: 'NO_SEAT_TOKEN' } })
    expect(stranger.view().connection).toBe('idle')
  })

  it('reconnects a cut socket by itself and keeps its seat', async () => {
    await new Promise((r) => setTimeout(r, Math.max(0, opened + 5_300 - Date.now()))) // Colyseus's young-room rule
    const seen: RoomConnection[] = []
    const off = guest.subscribe((v) => seen.at(-1) !== v.connection && seen.push(v.connection))
    const seat = guest.view().you
    cut(guest)
    await until(guest, (v) => v.connection === 'reconnecting')
    await until(guest, (v) => v.connection === 'connected', 15_000)
    off()
    expect(seen.slice(0, 2)).toEqual(['reconnecting', 'connected'])
    expect(guest.view().you).toEqual(seat)
    await until(host, (v) => v.seats.every((s) => s.connected))
    await play(h, [host, guest, watcher], 15)
    expectInStep(h, [host, guest, watcher])
  })

  it('gives a returning tab its seat back by the token it kept', async () => {
    const old = guest
    const seat = old.view().you
    guest = createRoomClient({ endpoint: h.url, storage: guestStorage })
    const back = await guest.join(inviteLink(host.view().roomId!, host.view().invite!, PAGE), 'Guest again')
    expect(back.ok).toBe(true)
    expect(guest.view().you).toEqual(seat)
    expect(guest.view().players).toEqual([1])
    await until(old, (v) => v.connection === 'lost')
    expect(old.view().lostReason).toMatch(/another tab/)
    expect(host.view().seats).toHaveLength(2)
    await play(h, [host, guest, watcher], 15)
    expectInStep(h, [host, guest, watcher])
    expect(h.errors).toEqual([])
  })

  it('carries a game in progress into a new room', async () => {
    const server = h.room(host.view().roomId!)
    const record = { setup: host.view().setup!, actions: server.actions() }
    const next = createRoomClient({ endpoint: h.url })
    const made = await next.host('Host', { record })
    expect(made, JSON.stringify(made)).toMatchObject({ ok: true })
    expect(next.view().roomId).not.toBe(host.view().roomId)
    expect(next.view().log).toEqual(record.actions)
    expectInStep(h, [next])
    await next.leave()
    expect(next.view().connection).toBe('left')
  })

  it('resynchronises from a snapshot after a lost broadcast and after a wrong hash', async () => {
    const solo = createRoomClient({ endpoint: h.url })
    expect((await solo.host('Solo', { setup: { seed: 3, investigators: 1 } })).ok).toBe(true)
    const lossy = createRoomClient({ endpoint: h.url, Client: lossyClient(2, 15) })
    const resyncs: string[] = []
    lossy.on('resync', (r) => resyncs.push(r.reason))
    expect((await lossy.join(watchLink(solo.view().roomId!, solo.view().watch!, PAGE), 'Lossy')).ok).toBe(true)
    await play(h, [solo], 20)
    const server = h.room(solo.view().roomId!)
    await until(lossy, (v) => v.log.length === server.actions().length)
    expect(resyncs).toEqual(['gap', 'mismatch'])
    expect(lossy.view().mismatches).toBe(1)
    expectInStep(h, [solo, lossy])
    await Promise.all([solo.leave(), lossy.leave()])
  })
})
