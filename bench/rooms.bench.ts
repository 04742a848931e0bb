// Game server benchmark: one server process (src/server/main.ts), then 10, 100 and 500 rooms of four bot seats each
// playing as fast as the server's rate limit allows; then real tables at a human pace (lib/humanPace.ts), ramped in
// one process and in two behind Redis, and the server's roll cost. Per size: accepted actions per second, p50 and p99 from a
// proposal to its broadcast arriving back at the proposer, from a throw to the faces the table rolled (the server
// rolls every throw and lands its faces as the screens' dice settle: seconds), and the server's memory per room.
// The bots choose their moves as the broadcasts come (the engine's bot); a roll is the roll's seeded throw.
import { fork, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client, type Room } from '@colyseus/sdk'
import { WebSocket } from 'ws'
import '../src/content/contentSets.ts'
import { chooseAction } from '../src/engine/bot/index.ts'
import { applyAction, createGame, type GameState } from '../src/engine/index.ts'
import { actorsFor } from '../src/protocol/actorsFor.ts'
import { DEFAULT_LIMITS, ROOM_NAME, type ServerMessages } from '../src/protocol/protocol.ts'
import { ramp, rollCost, startRedis, startServer, type Server, type Step } from './lib/humanPace.ts'
import { ensureBuild, measurePhone } from './lib/phoneThrow.ts'

;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket

const SIZES = [
  { rooms: 10, seconds: 10 },
  { rooms: 100, seconds: 10 },
  { rooms: 500, seconds: 20 },
]
const SEEDS = [1, 2, 3, 4]
/** Each client keeps under the server's rate (a mirror of its token bucket, a little slower). */
const RATE = DEFAULT_LIMITS.messagesPerSecond * 0.95

type Setup = { seed: number; investigators: number }

/** The human pace's ramp: rooms in all (each step adds tables to those playing), and its time per configuration. */
const LADDER = [250, 500, 1000, 1500, 2000, 2500, 3000, 4000]
const PACE = { windowS: 20, warmS: 4, budgetS: 150 }
/** Every server's room logs (on by default since issue 43) go to a scratch folder, removed at the end. */
const DATA_DIR = mkdtempSync(join(tmpdir(), 'rooms-bench-'))

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

function memoryOf(server: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    server.once('message', (m) => resolve((m as { memory: NodeJS.MemoryUsage }).memory.heapUsed))
    server.send('memory')
  })
}

/** A bucket like the server's, so a client never sends faster than allowed. */
function pacer() {
  let tokens = DEFAULT_LIMITS.burst - 2
  let at = performance.now()
  return (): number => {
    const now = performance.now()
    tokens = Math.min(DEFAULT_LIMITS.burst - 2, tokens + ((now - at) / 1000) * RATE)
    at = now
    if (tokens >= 1) {
      tokens -= 1
      return 0
    }
    return ((1 - tokens) / RATE) * 1000
  }
}

type Table = { seats: Room[]; owner: number[]; state: GameState; next: number }

async function openTable(url: string, setup: Setup): Promise<Table> {
  const snapshot = (room: Room) =>
    new Promise<ServerMessages['snapshot']>((resolve) => {
      room.onMessage('seats', () => undefined)
      room.onMessage('snapshot', resolve)
    })
  const hostRoom = await new Client(url).create(ROOM_NAME, { name: 'Host', setup })
  const host = await snapshot(hostRoom)
  const seats = [hostRoom]
  const ids: string[] = []
  for (const name of ['A', 'B', 'C']) {
    const room = await new Client(url).joinById(hostRoom.roomId, { name, invite: host.invite })
    const you = (await snapshot(room)).you
    if (you.role === 'player') ids.push(you.seatId)
    seats.push(room)
  }
  ids.forEach((seatId, i) => hostRoom.send('assign', { player: i + 1, seatId }))
  return { seats, owner: [0, 1, 2, 3], state: createGame(setup), next: 0 }
}

async function playAll(tables: Table[], seconds: number) {
  const latencies: number[] = []
  const rolls: number[] = []
  let accepted = 0
  let refused = 0
  const deadline = performance.now() + seconds * 1000
  const pacers = tables.map(() => [pacer(), pacer(), pacer(), pacer()])
  await new Promise((r) => setTimeout(r, 200)) // the assignments land
  await Promise.all(
    tables.map(
      (t, ti) =>
        new Promise<void>((done) => {
          // What each seat sent, by the log position it answers: when, and whether it was a throw.
          const sent = new Map<number, { at: number; seat: number; roll: boolean }>()
          const next = () => {
            if (t.state.status !== 'playing' || performance.now() > deadline) return done()
            const action = chooseAction(t.state)
            const player = actorsFor(t.state, action)[0] as number
            const wait = (pacers[ti] as (() => number)[])[player]!()
            if (wait > 0) return void setTimeout(next, wait)
            const seat = t.owner[player]!
            const seq = t.next
            const roll = action.type === 'reportRoll'
            sent.set(seq, { at: performance.now(), seat, roll })
            if (action.type === 'reportRoll') {
              const flick = { rollId: action.rollId, seed: 0, impulse: [0, 0, 0], spin: [0, 0, 0], from: [0, 0, 0] }
              t.seats[seat]!.send('handThrow', flick)
            } else t.seats[seat]!.send('propose', { seq, action })
          }
          t.seats.forEach((room, i) => {
            // Heard and dropped (an unregistered type makes the SDK warn on every message: the bench's own cost).
            for (const type of ['throw', 'rest', 'stage']) room.onMessage(type, () => undefined)
            room.onMessage('action', (m: ServerMessages['action']) => {
              const mine = sent.get(m.seq)
              if (mine?.seat === i) {
                ;(mine.roll ? rolls : latencies).push(performance.now() - mine.at)
                accepted++
                sent.delete(m.seq)
              }
              if (i !== 0) return
              const r = applyAction(t.state, m.action)
              if (!r.ok) throw new Error(`bench: a broadcast action does not apply: ${r.violation.message}`)
              t.state = r.state
              t.next = m.seq + 1
              next()
            })
            room.onMessage('refused', () => {
              refused++
              done()
            })
          })
          next()
        }),
    ),
  )
  return { latencies, rolls, accepted, refused }
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN
}

function report(metric: string, value: number, unit: string): void {
  console.log(JSON.stringify({ metric, value: Number(value.toFixed(unit === 'bytes' ? 0 : 3)), unit }))
}

const setups: Setup[] = SEEDS.map((seed) => ({ seed, investigators: 4 }))
const port = await freePort()
const server = fork('src/server/main.ts', [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, PORT: String(port), DIST: 'no-dist', CREATES_PER_MINUTE: '100000', DATA_DIR }, // one address
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
})
const url = `http://127.0.0.1:${port}`
try {
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}/matchmake/`).then(
      () => true,
      () => false,
    )
    if (up) break
    await new Promise((r) => setTimeout(r, 100))
  }
  for (const { rooms, seconds } of SIZES) {
    const before = await memoryOf(server)
    const tables: Table[] = []
    for (let i = 0; i < rooms; i += 10)
      tables.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, rooms - i) }, (_, k) => openTable(url, setups[(i + k) % setups.length]!)),
        )),
      )
    const started = performance.now()
    const { latencies, rolls, accepted, refused } = await playAll(tables, seconds)
    const elapsed = (performance.now() - started) / 1000
    const after = await memoryOf(server)
    report(`rooms.${rooms}.actionsPerSecond`, accepted / elapsed, 'actions/s')
    report(`rooms.${rooms}.p50Ms`, percentile(latencies, 0.5), 'ms')
    report(`rooms.${rooms}.p99Ms`, percentile(latencies, 0.99), 'ms')
    report(`rooms.${rooms}.throwToFacesP50Ms`, percentile(rolls, 0.5), 'ms')
    report(`rooms.${rooms}.throwToFacesP99Ms`, percentile(rolls, 0.99), 'ms')
    report(`rooms.${rooms}.memoryPerRoom`, (after - before) / rooms, 'bytes')
    if (refused > 0) console.error(`bench: ${refused} proposals refused at ${rooms} rooms`)
    await Promise.all(tables.flatMap((t) => t.seats.map((room) => room.leave())))
  }
} finally {
  server.kill('SIGKILL')
}

// The server's roll cost, then real tables at a human pace: one process, then two behind one Redis.
const cost = await rollCost()
report('rooms.roll.perSecondPerCore', cost.perSecondPerCore, 'rolls/s')
report('rooms.roll.meanMs', cost.meanMs, 'ms')
report('rooms.roll.settleSeconds', cost.settleSeconds, 's')
console.error(`bench: ${cost.rolls} rolls of bot games, ${cost.meanMs.toFixed(1)} ms each on the clock`)

/** −1 stands for "not measured" (nothing held, nothing missed, no step measured). */
const orNone = (x: number | undefined) => (x === undefined || !Number.isFinite(x) ? -1 : x)

function reportRamp(name: string, result: { held: Step | null; broke: Step | null; steps: Step[] }) {
  const { held, broke, steps } = result
  const last = steps.filter((s) => Number.isFinite(s.p99Ms)).at(-1)
  report(`rooms.human.${name}.rooms`, held?.rooms ?? 0, 'rooms')
  report(`rooms.human.${name}.p99Ms`, orNone(held?.p99Ms), 'ms')
  report(`rooms.human.${name}.throwOverSettleP99Ms`, orNone(held?.throwOverSettleP99Ms), 'ms')
  report(`rooms.human.${name}.missedAt`, orNone(broke?.rooms), 'rooms')
  report(`rooms.human.${name}.missedP99Ms`, orNone(broke?.p99Ms), 'ms')
  report(`rooms.human.${name}.missedThrowOverSettleP99Ms`, orNone(broke?.throwOverSettleP99Ms), 'ms')
  report(`rooms.human.${name}.lastRooms`, orNone(last?.rooms), 'rooms')
  report(`rooms.human.${name}.lastActionsPerSecond`, orNone(last?.actionsPerSecond), 'actions/s')
  report(`rooms.human.${name}.lastRollsPerSecond`, orNone(last?.rollsPerSecond), 'rolls/s')
  report(`rooms.human.${name}.lastServerCores`, orNone(last?.serverCores), 'cores')
  report(`rooms.human.${name}.lastGeneratorCores`, orNone(last?.generatorCores), 'cores')
  report(`rooms.human.${name}.lastOtherCores`, orNone(last?.otherCores), 'cores')
  if (name === 'two') report(`rooms.human.two.lastRedisCores`, orNone(last?.redisCores), 'cores')
  if (broke) console.error(`bench: ${name}: ${broke.rooms} rooms missed: ${broke.why}`)
}

const servers: Server[] = []
const one = await (async () => {
  try {
    servers.push(await startServer({ DATA_DIR }, await freePort()))
    const result = await ramp(servers, [], LADDER, { ...PACE, seed: 1000 })
    reportRamp('one', result)
    return result.held?.rooms ?? 0
  } finally {
    for (const s of servers.splice(0)) s.kill()
  }
})()
const redisPort = await freePort()
const redis = await startRedis(redisPort)
if (!redis) console.error('bench: no redis-server found: two processes behind Redis not measured')
else
  try {
    // The room logs go to Redis here (REDIS_URL); each process is reached at its own port (PUBLIC_ADDRESS).
    for (let i = 0; i < 2; i++)
      servers.push(await startServer({ DATA_DIR, REDIS_URL: `redis://127.0.0.1:${redisPort}` }, await freePort()))
    const result = await ramp(servers, [redis.pid], LADDER, { ...PACE, seed: 2000 })
    reportRamp('two', result)
    const two = result.held?.rooms ?? 0
    report('rooms.human.twoOverOne', one > 0 ? two / one : -1, 'ratio')
  } finally {
    for (const s of servers.splice(0)) s.kill()
    redis.kill()
  }

// A phone and a big screen at one table: the game served by the same server, the phone throwing onto the watch screen.
const DIR = process.env.BENCH_DIR ?? 'dist'
ensureBuild(DIR)
const gamePort = await freePort()
const game = fork('src/server/main.ts', [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, PORT: String(gamePort), HOST: '127.0.0.1', DIST: DIR, DATA_DIR },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
})
try {
  const base = `http://127.0.0.1:${gamePort}`
  for (
    let i = 0;
    i < 200 &&
    !(await fetch(base).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100))
  const phone = await measurePhone(base, DIR, 20)
  report('rooms.phone.jsGzip', phone.jsGzip, 'bytes')
  report('rooms.phone.loadsThree', phone.loadsThree ? 1 : 0, 'bool')
  report('rooms.phone.flickToMessageP50Ms', percentile(phone.flickToMessageMs, 0.5), 'ms')
  report('rooms.phone.flickToMessageP95Ms', percentile(phone.flickToMessageMs, 0.95), 'ms')
  report('rooms.phone.flickToTumbleP50Ms', percentile(phone.flickToTumbleMs, 0.5), 'ms')
  report('rooms.phone.flickToTumbleP95Ms', percentile(phone.flickToTumbleMs, 0.95), 'ms')
  report('rooms.phone.watchFrameMs', phone.watchFrameMs, 'ms')
  console.error(
    `bench: ${phone.flickToTumbleMs.length} flicks: ${phone.flickToTumbleMs.map((m) => m.toFixed(0)).join(' ')} ms`,
  )
} finally {
  game.kill('SIGKILL')
  rmSync(DATA_DIR, { recursive: true, force: true })
}
process.exit(0)
