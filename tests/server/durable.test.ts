// Issue #43, durable rooms. Chaos: two processes of `npm start`'s server behind a real redis-server (started here)
// and a balancer; a four-seat game with a watch screen in progress; `kill -9` of the process holding the room: every
// SDK client comes back by itself within 10 s, to the same room id and seats, with every accepted action and equal
// state hashes, and the game plays on to its end. SIGTERM drains within 10 s and the clients move to another
// process. Without Redis, a restarted process reopens its rooms from their files, and a throw it was rolling when it
// was killed lands after the reopening, as it would have, without another throw.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../../src/protocol/protocol.ts'
import { stateHash } from '../../src/protocol/stateHash.ts'
import { pendingRoll, throwOnTable } from '../../src/physics/tableRoll.ts'
import { specOfThrow } from '../../src/state/room/throwRelay.ts'
import { fourSeats, nextMove, playMove, seededFlick } from './fourSeats.ts'
import {
  freePort,
  health,
  startBalancer,
  startGameServer,
  startRedis,
  stop,
  type Balancer,
  type Child,
} from './processes.ts'
import { TableClient } from './tableClient.ts'

const children: Child[] = []
const balancers: Balancer[] = []
const dirs: string[] = []
let redisUrl = ''

beforeAll(async () => {
  const port = await freePort()
  children.push(await startRedis(port))
  redisUrl = `redis://127.0.0.1:${port}`
}, 60_000)

afterAll(async () => {
  await Promise.all(balancers.map((b) => b.close()))
  await Promise.all(children.map((c) => stop(c)))
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function server(env: Record<string, string>): Promise<{ port: number; child: Child }> {
  const port = await freePort()
  const child = await startGameServer(port, env)
  children.push(child)
  return { port, child }
}

/** Each seat's recent sends: bots keep under the server's flood limit (DEFAULT_LIMITS), as the rooms bench does. */
const sent = new Map<TableClient, number[]>()
function underLimit(seat: TableClient): boolean {
  const recent = (sent.get(seat) ?? []).filter((t) => t > performance.now() - 1000)
  sent.set(seat, recent)
  return recent.length < DEFAULT_LIMITS.messagesPerSecond * 0.75
}

/**
 * Plays up to `moves` bot moves (to the end at most), and on while the table is younger than `uptimeMs` (the SDK's
 * own reconnection is tried only past 5 s: a game that long is the case to prove). Every client follows each move.
 */
async function play(
  table: readonly TableClient[],
  others: readonly TableClient[],
  moves: number,
  uptimeMs = 0,
): Promise<void> {
  const lead = table[0]!
  const since = performance.now()
  for (let i = 0; (i < moves || performance.now() - since < uptimeMs) && lead.state!.status === 'playing'; i++) {
    const n = lead.log.length
    const { seat, action } = nextMove(table, lead.state!)
    await seat.until(() => underLimit(seat))
    sent.set(seat, [...(sent.get(seat) ?? []), performance.now()])
    playMove(seat, action)
    await Promise.all([...table, ...others].map((c) => c.until(() => c.log.length === n + 1, 15_000)))
  }
}

/** Waits until every client has come back (a snapshot after its join again); the seconds each took since `t0`. */
async function resumed(clients: readonly TableClient[], t0: number, times: number): Promise<number[]> {
  return Promise.all(
    clients.map(async (c) => {
      await c.until(() => c.resumes >= times && c.snapshotAt > c.resumedAt, 20_000)
      return (c.snapshotAt - t0) / 1000
    }),
  )
}

function expectInStep(clients: readonly TableClient[], log: number, hash: string): void {
  for (const c of clients) {
    expect(c.log.length).toBe(log)
    expect(stateHash(c.state!)).toBe(hash)
    expect(c.mismatches).toBe(0)
  }
}

describe('durable rooms', () => {
  it('survives kill -9 of the process holding a four-seat game: every client resumes within 10 s', async () => {
    const a = await server({ REDIS_URL: redisUrl })
    const b = await server({ REDIS_URL: redisUrl })
    const lb = await startBalancer([a.port, b.port])
    balancers.push(lb)
    const seats = await fourSeats(lb.url, 7)
    const roomId = seats[0]!.room.roomId
    const watcher = await TableClient.join(lb.url, roomId, { name: 'Eve', watch: seats[0]!.watch })
    const all = [...seats, watcher]
    await play(seats, [watcher], 25, 6_000)
    const before = { log: seats[0]!.log.length, hash: stateHash(seats[0]!.state!), seatIds: seats.map((s) => s.seatId) }
    const holder = (await health(a.port)).rooms === 1 ? a : b
    const survivor = holder === a ? b : a
    expect((await health(survivor.port)).rooms).toBe(0)

    const t0 = performance.now()
    await stop(holder.child)
    const seconds = await resumed(all, t0, 1)
    console.log(`durable: kill -9 → resumed in ${seconds.map((s) => s.toFixed(2)).join(', ')} s`)
    for (const s of seconds) expect(s).toBeLessThan(10)
    expect((await health(survivor.port)).rooms).toBe(1)
    const metrics = await (await fetch(`http://127.0.0.1:${survivor.port}/metrics`)).text()
    expect(metrics).toMatch(/^midnight_rooms_rebuilt_total 1$/m)
    expect(survivor.child.output).toContain(`"event":"room.reopened","roomId":"${roomId}"`)
    for (const c of all) expect(c.room.roomId).toBe(roomId)
    expect(seats.map((s) => s.seatId)).toEqual(before.seatIds)
    expectInStep(all, before.log, before.hash)
    seats.forEach((s, i) => expect(s.players).toEqual([i]))

    // On to the end: the table's own chance in every throw makes each run's game a different length (425 moves
    // were too few once); the cap only keeps a game that never ends from running past the test's time.
    await play(seats, [watcher], 2_000)
    expect(seats[0]!.state!.status).not.toBe('playing')
    expectInStep(all, seats[0]!.log.length, stateHash(seats[0]!.state!))
    for (const c of all) expect(c.refusals).toEqual([])
    await Promise.all(all.map((c) => c.leave()))
    await stop(survivor.child)
  }, 180_000)

  it('drains on SIGTERM within 10 s; its clients move to another process and play on', async () => {
    const db = { REDIS_URL: `${redisUrl}/1` } // away from the processes of the test before
    const b = await server(db)
    const lb = await startBalancer([b.port])
    balancers.push(lb)
    const seats = await fourSeats(lb.url, 11)
    await play(seats, [], 12, 6_000)
    const before = { log: seats[0]!.log.length, hash: stateHash(seats[0]!.state!) }
    const c = await server(db)
    lb.ports.push(c.port)

    const t0 = performance.now()
    b.child.process.kill('SIGTERM')
    expect(await b.child.exited).toBe(0)
    const exitSeconds = (performance.now() - t0) / 1000
    const seconds = await resumed(seats, t0, 1)
    console.log(
      `durable: SIGTERM → exited in ${exitSeconds.toFixed(2)} s; resumed in ${seconds.map((s) => s.toFixed(2)).join(', ')} s`,
    )
    expect(exitSeconds).toBeLessThan(10)
    for (const s of seconds) expect(s).toBeLessThan(10)
    expect(b.child.output).toContain('"event":"server.draining"')
    expect((await health(c.port)).rooms).toBe(1)
    expectInStep(seats, before.log, before.hash)
    await play(seats, [], 20)
    expectInStep(seats, seats[0]!.log.length, stateHash(seats[0]!.state!))
    await Promise.all(seats.map((s) => s.leave()))
    await stop(c.child)
  }, 120_000)

  it('lands a throw that was in the air when its process was killed, once the room reopens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'midnight-rooms-'))
    dirs.push(dir)
    const port = await freePort()
    // Rolls land as the screens' dice settle (ROLL_PACE 1): a kill as the throw reaches the screens is mid-roll.
    const first = await startGameServer(port, { DATA_DIR: dir, ROLL_PACE: '1' })
    children.push(first)
    const seats = await fourSeats(`http://127.0.0.1:${port}`, 29)
    const lead = seats[0]!
    // The bots play on until a seat's throw is next.
    for (let i = 0; i < 60; i++) {
      const { seat, action } = nextMove(seats, lead.state!)
      if (action.type === 'rollDice' || action.type === 'reportRoll') break
      const n = lead.log.length
      playMove(seat, action)
      await Promise.all(seats.map((c) => c.until(() => c.log.length === n + 1, 15_000)))
    }
    const { seat: thrower } = nextMove(seats, lead.state!)
    const rollId = pendingRoll(lead.state!)?.rollId ?? lead.state!.nextRollId
    const heard = lead.throws.length
    thrower.room.send('handThrow', seededFlick(rollId))
    await lead.until(() => lead.throws.length > heard, 10_000)
    await stop(first) // the dice are in the air on every screen
    expect(lead.log.some((a) => a.type === 'reportRoll' && a.rollId === rollId)).toBe(false)
    const sent = lead.throws[heard]!
    const thrownIn = lead.thrownIn[heard]!
    // The dice the throw leaves alone lie where the last landed throw left them, after the reopening too.
    const lie = lead.rests.at(-1)?.rest ?? []

    children.push(await startGameServer(port, { DATA_DIR: dir, ROLL_PACE: '1' }))
    await resumed(seats, performance.now(), 1)
    // Nobody throws again: the reopened room rolls the same throw, with the same chance, and takes its faces.
    const landed = () => lead.log.find((a) => a.type === 'reportRoll' && a.rollId === rollId)
    await lead.until(() => landed() !== undefined, 20_000)
    const table = await throwOnTable(thrownIn, sent.throw.seed, specOfThrow(sent.throw), sent.chance, lie)
    expect(landed()).toEqual({ type: 'reportRoll', rollId, faces: table!.faces })
    expectInStep(seats, lead.log.length, stateHash(lead.state!))
    await Promise.all(seats.map((s) => s.leave()))
  }, 120_000)

  it('reopens its rooms from disk when a single process (no Redis) is restarted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'midnight-rooms-'))
    dirs.push(dir)
    const port = await freePort()
    const first = await startGameServer(port, { DATA_DIR: dir })
    children.push(first)
    const url = `http://127.0.0.1:${port}`
    const seats = await fourSeats(url, 13)
    await play(seats, [], 15, 6_000)
    const before = { log: seats[0]!.log.length, hash: stateHash(seats[0]!.state!) }
    const { logLength: _, ...lastRest } = seats[0]!.rests.at(-1)!

    const t0 = performance.now()
    await stop(first)
    children.push(await startGameServer(port, { DATA_DIR: dir }))
    const seconds = await resumed(seats, t0, 1)
    console.log(`durable: restart → resumed in ${seconds.map((s) => s.toFixed(2)).join(', ')} s`)
    expectInStep(seats, before.log, before.hash)
    seats.forEach((s, i) => expect(s.players).toEqual([i]))
    // Where the last throw came to rest came back with the room: each screen's snapshot says so.
    for (const s of seats) expect(s.snapshotRest).toEqual(lastRest)
    await play(seats, [], 20)
    expectInStep(seats, seats[0]!.log.length, stateHash(seats[0]!.state!))
    // The host's tab reloaded: its seat token alone gets the room's links back from the rebuilt room.
    const [host, ...others] = seats as [TableClient, ...TableClient[]]
    const reloaded = await TableClient.join(url, host.room.roomId, { seatToken: host.seatToken })
    expect([reloaded.invite, reloaded.watch]).toEqual([host.invite, host.watch])
    expect(reloaded.seatId).toBe(host.seatId)
    await Promise.all([reloaded, ...others].map((s) => s.leave()))
  }, 120_000)
})
