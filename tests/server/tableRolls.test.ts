// Issue 43: the server owns every roll in a room. No client sends faces: a proposed `reportRoll` is refused with
// TABLE_ROLLS and changes nothing. Every throw — a mouse flick over a screen's tray, Space (the roll's seeded throw),
// a phone's flick — goes to the table as a flick; the table rolls it and sends every screen the seed and the flick,
// from which each screen, replaying the throw in its own game, sees the same faces come up and the same rest
// positions, and those faces are the ones the table commits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseAction } from '../../src/engine/bot/index.ts'
import { legalActions, type Action, type GameState } from '../../src/engine/index.ts'
import { pendingRoll, throwOnTable, type TableThrow } from '../../src/physics/tableRoll.ts'
import type { ThrowSpec } from '../../src/physics/throwSpec.ts'
import { stateHash } from '../../src/protocol/stateHash.ts'
import { flickThrow } from '../../src/scene/hands/flickThrow.ts'
import { specOfThrow, throwOfSpec } from '../../src/state/room/throwRelay.ts'
import { padThrow } from '../../src/ui/hand/handThrow.ts'
import type { GameRoom } from '../../src/server/GameRoom.ts'
import { playMove } from './fourSeats.ts'
import { startServer, UNLIMITED, type Harness } from './serverHarness.ts'
import { TableClient } from './tableClient.ts'

let h: Harness
beforeAll(async () => {
  h = await startServer(UNLIMITED, 0)
})
afterAll(async () => {
  await h.server.close()
})

/** The host, Ada (who holds the one investigator) and a watcher at one table. */
async function table(seed: number) {
  const host = await TableClient.create(h.url, 'Host', { seed, investigators: 1 })
  const roomId = host.room.roomId
  const ada = await TableClient.join(h.url, roomId, { name: 'Ada', invite: host.invite })
  const watcher = await TableClient.join(h.url, roomId, { name: 'TV', watch: host.watch })
  host.room.send('assign', { player: 0, seatId: ada.seatId })
  await ada.until(() => ada.players.join() === '0')
  return { host, ada, watcher, clients: [host, ada, watcher], room: h.room(roomId) }
}

/** Ada plays the bot's moves (throwing its rolls seeded) until a roll is pending or may be started. */
async function untilThrow(ada: TableClient, clients: readonly TableClient[], room: GameRoom): Promise<void> {
  for (let i = 0; i < 200 && room.current().status === 'playing'; i++) {
    const action = chooseAction(room.current())
    if (action.type === 'rollDice' || pendingRoll(room.current())) return
    const n = room.actions().length
    playMove(ada, action)
    await Promise.all(clients.map((c) => c.until(() => c.log.length === n + 1)))
  }
  throw new Error('tableRolls: no roll came')
}

type Report = Extract<Action, { type: 'reportRoll' }>

/** The roll id a throw now is for: the pending roll's, or the one the table will start for it. */
function rollIdOf(state: GameState): number {
  return pendingRoll(state)?.rollId ?? state.nextRollId
}

// A mouse flick over a screen's tray (pointer samples in tray cm, as TableThrowSurface takes them), Space or the Roll
// control (the roll's seeded throw: no spec), and a thumb flick on a phone's throw pad (CSS px), each sent the way
// its screen sends it (bindRoomTable with the game's seed, ThrowPad with none).
const mouse: ThrowSpec = flickThrow([
  { t: 0, x: -3, z: 9 },
  { t: 40, x: -2, z: 6 },
  { t: 80, x: -1, z: 2 },
])!
const phonePad: ThrowSpec = padThrow(
  [
    { t: 0, x: 190, y: 700 },
    { t: 50, x: 200, y: 560 },
    { t: 90, x: 205, y: 420 },
  ],
  { width: 390, height: 844 },
)!
const SOURCES = [
  { by: 'mouse', spec: mouse, seeded: true },
  { by: 'Space', spec: null, seeded: true },
  { by: 'phone', spec: phonePad, seeded: false },
] as const

describe('the table owns every roll', () => {
  it('refuses a seat’s reportRoll with TABLE_ROLLS, changing nothing', async () => {
    const { host, ada, watcher, clients, room } = await table(31)
    await untilThrow(ada, clients, room)
    if (!pendingRoll(room.current())) {
      const n = room.actions().length
      ada.propose({ type: 'rollDice' })
      await Promise.all(clients.map((c) => c.until(() => c.log.length === n + 1)))
    }
    const report = legalActions(room.current()).find((a) => a.type === 'reportRoll') as Report
    expect(report).toBeDefined()
    const before = { log: room.actions(), hash: stateHash(room.current()) }
    ada.propose(report)
    ada.propose({ ...report, faces: [...report.faces].reverse() })
    await ada.until(() => ada.refusals.length === 2)
    expect(ada.refusals.map((r) => r.code)).toEqual(['TABLE_ROLLS', 'TABLE_ROLLS'])
    expect(ada.refusals[0]?.message).toMatch(/throw them/)
    expect(room.actions()).toEqual(before.log)
    expect(stateHash(room.current())).toBe(before.hash)
    // Nobody else heard of it, and the roll still waits for a throw.
    for (const c of clients) expect(c.log).toEqual(before.log)
    expect(host.refusals).toEqual([])
    expect(watcher.refusals).toEqual([])
    expect(pendingRoll(room.current())?.rollId).toBe(report.rollId)
    await Promise.all(clients.map((c) => c.room.leave()))
  })

  it('shows every screen the same faces and rest for a throw by mouse, by Space and by a phone', async () => {
    const { ada, clients, room } = await table(57)
    const seed = ada.setup!.seed
    for (const [i, source] of SOURCES.entries()) {
      await untilThrow(ada, clients, room)
      const rollId = rollIdOf(room.current())
      const n = room.actions().length
      const flick = throwOfSpec(rollId, source.seeded ? seed : 0, source.spec)
      ada.room.send('handThrow', flick)
      await Promise.all(clients.map((c) => c.until(() => c.throws.length === i + 1)))
      await Promise.all(
        clients.map((c) => c.until(() => c.log.some((a, at) => at >= n && a.type === 'reportRoll'), 30_000)),
      )
      const taken = room.actions().find((a, at) => at >= n && a.type === 'reportRoll') as Report
      expect(taken.rollId, source.by).toBe(rollId)
      // Each screen replays the throw it was sent, in its own game as the throw arrived.
      const seen: TableThrow[] = []
      for (const c of clients) {
        const m = c.throws[i]!
        expect(m, source.by).toMatchObject({ seatId: ada.seatId, byTable: true, throw: { rollId, seed } })
        const replayed = await throwOnTable(c.thrownIn[i]!, m.throw.seed, specOfThrow(m.throw), m.chance)
        expect(replayed, source.by).not.toBeNull()
        seen.push(replayed!)
      }
      const [first, ...rest] = seen as [TableThrow, ...TableThrow[]]
      expect(first.faces, `${source.by}: the faces the table took`).toEqual(taken.faces)
      expect(first.rest.length).toBeGreaterThan(0)
      for (const other of rest) {
        expect(other.faces, source.by).toEqual(first.faces)
        expect(other.rest, `${source.by}: where the dice lie`).toEqual(first.rest)
      }
      // The table said where its dice came to rest, to every screen alike, just before the faces: the places its
      // tray reached with the dice it left alone lying where the last throw had laid them on every screen.
      for (const c of clients) {
        const said = c.rests.find((r) => r.rollId === rollId)!
        expect(said, `${source.by}: where the dice rest`).toBeDefined()
        expect(said.logLength).toBe(c.log.findIndex((a, at) => at >= n && a.type === 'reportRoll'))
        const lie = c.rests[c.rests.indexOf(said) - 1]?.rest
        const m = c.throws[i]!
        const table = await throwOnTable(c.thrownIn[i]!, m.throw.seed, specOfThrow(m.throw), m.chance, lie)
        expect(said.rest, source.by).toEqual(table!.rest)
        expect(said.rest, source.by).toEqual(clients[0]!.rests.at(-1)!.rest)
      }
      // The table drew its own chance for the throw as it came (every screen was sent the same one).
      expect(new Set(clients.map((c) => c.throws[i]!.chance)).size, source.by).toBe(1)
      // A mouse flick is not Space's seeded throw: the three sources throw differently.
      if (source.by !== 'Space') expect(specOfThrow(flick)).not.toBeNull()
    }
    // A new chance for every throw, from the system's generator: none foreseeable from the ones before.
    expect(new Set(SOURCES.map((_, i) => ada.throws[i]!.chance)).size).toBe(SOURCES.length)
    for (const c of clients) {
      expect(c.refusals).toEqual([])
      expect(c.mismatches).toBe(0)
      expect(stateHash(c.state!)).toBe(stateHash(room.current()))
    }
    expect(h.errors).toEqual([])
    await Promise.all(clients.map((c) => c.room.leave()))
  })
})
