// Real tables for the rooms bench (issue 43): rooms of four `@colyseus/sdk` seats in this one process, each seat
// thinking 2–8 s (the bench's seeded generator, one per table) before its move, plain play choosing the move,
// and every roll a flick the seat sends as `handThrow` (a throw also starts the roll, as a phone's does) for the
// server to roll on its throw thread and commit as the dice settle. The number of rooms is ramped step by step; each
// step is measured over a window once its rooms are open, while every table keeps playing.
import { fork, spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { Client, type Room } from '@colyseus/sdk'
import '../../src/content/contentSets.ts'
import { chooseAction } from '../../src/engine/bot/index.ts'
import { applyAction, createGame, type Action, type GameState } from '../../src/engine/index.ts'
import { createRandom, type Random } from '../../src/physics/createRandom.ts'
import { pendingRoll } from '../../src/physics/pendingRoll.ts'
import { throwOnTable } from '../../src/physics/tableRoll.ts'
import { randomThrow } from '../../src/physics/throwSpec.ts'
import { actorsFor } from '../../src/protocol/actorsFor.ts'
import { ROOM_NAME, type DiceThrow, type ServerMessages } from '../../src/protocol/protocol.ts'

/** How long a seat thinks before each move, in ms (uniform). */
export const THINK_MS = [2000, 8000] as const

/** One measured window: what was sent in it, and what came back for it. */
type Window = {
  readonly proposals: number[]
  readonly throws: { readonly ms: number; readonly chance: number | null }[]
  actions: number
  refusals: number
  /** Seats whose socket closed (a table's seat dropped by the server or the network). */
  drops: number
}

type Sent = { readonly seat: number; readonly at: number; readonly window: Window | null }

type Table = {
  readonly seats: Room[]
  readonly rng: Random
  state: GameState
  next: number
  /** The roll whose faces the table waits for (a throw sent): no move is thought of until they land. */
  awaiting: number | null
  timer: ReturnType<typeof setTimeout> | null
  /** The move for the state being thought about (asked of the move thread as the thinking starts). */
  move: { action: Action | null; due: boolean } | null
  readonly proposals: Map<number, Sent>
  readonly throws: Map<number, Sent & { chance: number | null }>
}

export type Tables = {
  /** Opens `count` more tables through `urls` (round robin), a few at a time; they start playing at once. */
  open(count: number, urls: readonly string[]): Promise<void>
  /** Measures every table for `seconds`, then waits for what was sent in the window to come back. */
  measure(seconds: number): Promise<Window & { readonly seconds: number; readonly lagP99Ms: number }>
  readonly count: number
  /** Tables whose game ended (they idle). */
  readonly over: number
  /** Seats dropped since the tables opened. */
  readonly drops: number
  close(): Promise<void>
}

export function createTables(seed: number): Tables {
  const tables: Table[] = []
  let window: Window | null = null
  let over = 0
  let drops = 0
  let closing = false

  // The move is chosen on its own thread while the seat "thinks": the generator's loop stays free to time messages.
  const moves = startMoves()
  const think = (t: Table) => {
    if (t.timer) clearTimeout(t.timer)
    if (t.state.status !== 'playing') {
      t.move = null
      return void over++
    }
    const move: NonNullable<Table['move']> = { action: null, due: false }
    t.move = move
    moves.ask(t.state, t.rng.int(0, 2 ** 31 - 1), (action) => arrived(t, move, action))
    t.timer = setTimeout(
      () => {
        t.timer = null
        move.due = true
        if (move.action) act(t, move.action)
      },
      t.rng.range(THINK_MS[0], THINK_MS[1]),
    )
  }
  const arrived = (t: Table, move: NonNullable<Table['move']>, action: Action) => {
    if (t.move !== move) return // the table moved on meanwhile
    move.action = action
    if (move.due) act(t, action)
  }

  const act = (t: Table, action: Action) => {
    t.move = null
    const seat = actorsFor(t.state, action)[0] ?? 0 // seat i holds investigator i
    const at = performance.now()
    if (action.type === 'rollDice' || action.type === 'reportRoll') {
      // The throw starts the roll when none waits: its id is the one the engine gives the roll (ThrowPad does so).
      const started = action.type === 'rollDice' ? applyAction(t.state, action) : null
      const roll = pendingRoll(started?.ok ? started.state : t.state)
      if (!roll) throw new Error('bench: a table rolls, but no roll is pending')
      const spec = randomThrow(t.rng)
      const flick: DiceThrow = {
        rollId: roll.rollId,
        seed: 0,
        impulse: [spec.velocity.x, spec.velocity.y, spec.velocity.z],
        spin: [0, 0, 0],
        from: [spec.origin.x, 0, spec.origin.z],
      }
      t.awaiting = roll.rollId
      t.throws.set(roll.rollId, { seat, at, window, chance: null })
      t.seats[seat]!.send('handThrow', flick)
    } else {
      t.proposals.set(t.next, { seat, at, window })
      t.seats[seat]!.send('propose', { seq: t.next, action })
    }
  }

  const listen = (t: Table) =>
    t.seats.forEach((room, i) => {
      room.onMessage('throw', (m: ServerMessages['throw']) => {
        const sent = t.throws.get(m.throw.rollId)
        if (sent?.seat === i) sent.chance = m.chance
      })
      room.onMessage('action', (m: ServerMessages['action']) => {
        const now = performance.now()
        const proposed = t.proposals.get(m.seq)
        if (proposed?.seat === i) {
          t.proposals.delete(m.seq)
          proposed.window?.proposals.push(now - proposed.at)
        }
        if (m.action.type === 'reportRoll') {
          const thrown = t.throws.get(m.action.rollId)
          if (thrown?.seat === i) {
            t.throws.delete(m.action.rollId)
            thrown.window?.throws.push({ ms: now - thrown.at, chance: thrown.chance })
          }
        }
        if (i !== 0) return
        if (window) window.actions++
        const r = applyAction(t.state, m.action)
        if (!r.ok) throw new Error(`bench: a broadcast action does not apply: ${r.violation.message}`)
        t.state = r.state
        t.next = m.seq + 1
        if (m.action.type === 'reportRoll' && m.action.rollId === t.awaiting) t.awaiting = null
        if (t.awaiting === null) think(t)
      })
      room.onLeave(() => {
        if (closing) return
        drops++
        if (window) window.drops++
      })
      room.onMessage('refused', () => {
        if (window) window.refusals++
        // A refusal answers this seat's last proposal or throw: nothing comes back for it.
        for (const sent of [t.proposals, t.throws]) for (const [key, s] of sent) if (s.seat === i) sent.delete(key)
        t.awaiting = null
        think(t)
      })
    })

  const openOne = async (url: string, index: number): Promise<Table> => {
    const setup = { seed: seed + index, investigators: 4 }
    const firstSnapshot = (room: Room) =>
      new Promise<ServerMessages['snapshot']>((resolve) => {
        room.reconnection.enabled = false // a dropped seat counts against the step; no retries to muddle it
        // Every type the table sends is registered: the SDK warns on each message of a type that is not (the
        // generator's time, not the server's).
        for (const type of ['seats', 'stage', 'throw', 'rest', 'action', 'refused'])
          room.onMessage(type, () => undefined)
        room.onMessage('snapshot', resolve)
      })
    const host = await new Client(url).create(ROOM_NAME, { name: 'Host', setup })
    const hostSnapshot = await firstSnapshot(host)
    const seats = [host]
    for (const name of ['A', 'B', 'C']) {
      const room = await new Client(url).joinById(host.roomId, { name, invite: hostSnapshot.invite })
      const you = (await firstSnapshot(room)).you
      if (you.role === 'player') host.send('assign', { player: seats.length, seatId: you.seatId })
      seats.push(room)
    }
    const t: Table = {
      seats,
      rng: createRandom(seed * 100_003 + index),
      state: createGame(setup),
      next: 0,
      awaiting: null,
      timer: null,
      move: null,
      proposals: new Map(),
      throws: new Map(),
    }
    listen(t)
    think(t)
    return t
  }

  return {
    get count() {
      return tables.length
    },
    get over() {
      return over
    },
    get drops() {
      return drops
    },
    async open(count, urls) {
      const AT_ONCE = 10
      for (let opened = 0; opened < count;) {
        const n = Math.min(AT_ONCE, count - opened)
        const base = tables.length
        const batch = Array.from({ length: n }, (_, k) =>
          within(OPEN_MS, openOne(urls[(base + k) % urls.length]!, base + k)),
        )
        tables.push(...(await Promise.all(batch)))
        opened += n
      }
    },
    async measure(seconds) {
      const w: Window = { proposals: [], throws: [], actions: 0, refusals: 0, drops: 0 }
      const lag = monitorEventLoopDelay({ resolution: 10 })
      lag.enable()
      window = w
      await new Promise((r) => setTimeout(r, seconds * 1000))
      window = null
      lag.disable()
      // What was sent in the window comes back within a roll's settle time and then some.
      const deadline = performance.now() + 8000
      while (performance.now() < deadline && tables.some((t) => pending(t, w)))
        await new Promise((r) => setTimeout(r, 200))
      return { ...w, seconds, lagP99Ms: lag.percentile(99) / 1e6 }
    },
    async close() {
      closing = true
      for (const t of tables) if (t.timer) clearTimeout(t.timer)
      void moves.close()
      await Promise.all(tables.flatMap((t) => t.seats.map((room) => room.leave().catch(() => undefined))))
    },
  }
}

// The worker is TypeScript: tsx's loader is registered in it first (as the server's throw thread does).
const MOVE_URL = new URL('./moveWorker.ts', import.meta.url).href
const MOVE_BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(MOVE_URL)}) })`

/** The move thread: `ask` posts a state and a seed, and calls back with the table's move (plainMove.ts). */
function startMoves() {
  const worker = new Worker(MOVE_BOOT, { eval: true })
  const waiting = new Map<number, (action: Action) => void>()
  let next = 0
  worker.on('message', ({ id, action }: { id: number; action: Action }) => {
    const answer = waiting.get(id)
    waiting.delete(id)
    answer?.(action)
  })
  worker.on('error', (e) => {
    throw e
  })
  return {
    ask(state: GameState, seed: number, answer: (action: Action) => void): void {
      const id = next++
      waiting.set(id, answer)
      worker.postMessage({ id, state, seed })
    },
    close: () => worker.terminate(),
  }
}

/** The longest a table may take to open (its four seats in, or a join refused) before the step is called missed. */
const OPEN_MS = 30_000

function within<T>(ms: number, p: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`a table took over ${ms / 1000} s to open`)), ms)
  })
  return Promise.race([p, late]).finally(() => clearTimeout(timer))
}

const pending = (t: Table, w: Window): boolean =>
  [...t.proposals.values(), ...t.throws.values()].some((s) => s.window === w)

/** CPU time a process has used, in seconds (Linux: /proc; threads included). */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100 // utime, stime (fields 14, 15) in 1/100 s
  } catch {
    return NaN
  }
}

/** The whole machine's busy CPU time, in seconds, every core (Linux: /proc/stat). */
export function machineBusySeconds(): number {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
    const [user, nice, system, , , irq, softirq] = ticks.map(Number)
    return (user! + nice! + system! + irq! + softirq!) / 100
  } catch {
    return NaN
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN
}

/**
 * The server's roll cost: physics/tableRoll's throwOnTable in a loop on this thread, over the rolls of bot games
 * (seeds 1–4, four investigators; flicks from the bench's seeded generator). Rolls per CPU second of this process:
 * per core, since one throw runs on one thread. The first roll (Rapier's loading) is not counted.
 */
export async function rollCost(): Promise<{
  perSecondPerCore: number
  meanMs: number
  settleSeconds: number
  rolls: number
}> {
  const rng = createRandom(43)
  let cpu = 0
  let wall = 0
  let settle = 0
  let rolls = 0
  let warm = false
  for (const seed of [1, 2, 3, 4]) {
    let state = createGame({ seed, investigators: 4 })
    for (let n = 0; state.status === 'playing' && n < 3000; n++) {
      let action = chooseAction(state)
      if (action.type === 'reportRoll') {
        const spec = randomThrow(rng)
        const chance = rng.int(0, 0x7fffffff)
        if (!warm) await throwOnTable(state, seed, spec, chance)
        warm = true
        const c0 = process.cpuUsage()
        const t0 = performance.now()
        const thrown = await throwOnTable(state, seed, spec, chance)
        wall += performance.now() - t0
        const c = process.cpuUsage(c0)
        cpu += (c.user + c.system) / 1e6
        if (!thrown) throw new Error('bench: a pending roll did not roll')
        settle += thrown.seconds
        rolls++
        action = { type: 'reportRoll', rollId: thrown.rollId, faces: thrown.faces }
      }
      const r = applyAction(state, action)
      if (!r.ok) throw new Error(`bench: the bot's move does not apply: ${r.violation.message}`)
      state = r.state
    }
  }
  return { perSecondPerCore: rolls / cpu, meanMs: wall / rolls, settleSeconds: settle / rolls, rolls }
}

export type Server = {
  readonly url: string
  readonly pid: number
  /** How many of this process's rolls have settled (its throw thread is up once one has). */
  readonly rolled: () => number
  kill(): void
}

/** Every server's probe (roomsServer.ts): a throw's chance → its dice's settle time, in seconds. */
export const settled = new Map<number, number>()

/** One game server process (roomsServer.ts: main.ts and the settle probe), ready to take rooms. */
export async function startServer(env: Record<string, string>, port: number): Promise<Server> {
  const child = fork('bench/lib/roomsServer.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PORT: String(port),
      DIST: 'no-dist',
      ROLL_PACE: '1',
      MAX_ROOMS: '100000',
      CREATES_PER_MINUTE: '1000000', // every table opens from one address
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  let rolled = 0
  child.on('message', (m: { settled?: number; seconds?: number }) => {
    if (m.settled === undefined || m.seconds === undefined) return
    settled.set(m.settled, m.seconds)
    rolled++
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { url, pid: child.pid!, rolled: () => rolled, kill: () => void child.kill('SIGKILL') }
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error(`bench: the game server on port ${port} did not start`)
}

/** A throwaway redis-server (no persistence) on `port`, or null when none is installed. */
export async function startRedis(port: number): Promise<{ pid: number; kill(): void } | null> {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' })
  if (found.status !== 0) return null
  const child = spawn(
    found.stdout.trim(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await new Promise<void>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += String(chunk)
      if (out.includes('Ready to accept connections')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`bench: redis-server exited with ${code}:\n${out}`)))
  })
  child.stdout.resume()
  return { pid: child.pid!, kill: () => void child.kill('SIGKILL') }
}

/** One step of a ramp: its load, its latencies, and what each process used of the machine's cores. */
export type Step = {
  readonly rooms: number
  readonly actionsPerSecond: number
  readonly rollsPerSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  /** Throw sent → faces received, less the dice's settle time the server waits by design. */
  readonly throwOverSettleP50Ms: number
  readonly throwOverSettleP99Ms: number
  readonly samples: number
  readonly throwSamples: number
  readonly refusals: number
  readonly serverCores: number
  readonly generatorCores: number
  readonly redisCores: number
  /** Everything else the machine ran meanwhile (other people's work on a shared machine). */
  readonly otherCores: number
  readonly generatorLagP99Ms: number
  readonly drops: number
  readonly ok: boolean
  /** Why the step missed ('' when it held). */
  readonly why: string
}

/** A step that could not be measured (NaN throughout). */
const UNMEASURED: Step = {
  rooms: 0,
  actionsPerSecond: NaN,
  rollsPerSecond: NaN,
  p50Ms: NaN,
  p99Ms: NaN,
  throwOverSettleP50Ms: NaN,
  throwOverSettleP99Ms: NaN,
  samples: 0,
  throwSamples: 0,
  refusals: 0,
  serverCores: NaN,
  generatorCores: NaN,
  redisCores: NaN,
  otherCores: NaN,
  generatorLagP99Ms: NaN,
  drops: 0,
  ok: false,
  why: '',
}

export const TARGET = { p99Ms: 50, throwOverSettleP99Ms: 250 } as const

/**
 * Ramps tables through `servers` along `ladder` (total rooms per step) until a step misses a target or `budgetS`
 * seconds have gone: the step held (the largest one that met both targets) and the step that broke, if any.
 */
export async function ramp(
  servers: readonly Server[],
  others: readonly number[],
  ladder: readonly number[],
  { windowS, warmS, budgetS, seed }: { windowS: number; warmS: number; budgetS: number; seed: number },
): Promise<{ held: Step | null; broke: Step | null; steps: Step[] }> {
  const tables = createTables(seed)
  const steps: Step[] = []
  const started = performance.now()
  try {
    for (const rooms of ladder) {
      if (performance.now() - started > budgetS * 1000) break
      const opening = performance.now()
      const failed = await tables
        .open(
          rooms - tables.count,
          servers.map((s) => s.url),
        )
        .then(
          () => null,
          (e: unknown) => String((e as Error | undefined)?.message ?? e),
        )
      const openedS = (performance.now() - opening) / 1000
      if (failed !== null) {
        console.error(`bench: ${rooms} rooms: a table could not be opened (${failed}) → missed`)
        steps.push({ ...UNMEASURED, rooms, why: `a table could not be opened: ${failed}` })
        break
      }
      await sleep(warmS * 1000)
      // Each process starts its throw thread (and loads Rapier there) at its first throw: not part of a window. Every
      // process must have rolled, not just the machine: one process's late start (a WASM compile on a shared core)
      // once fell inside the two-process ramp's first window.
      for (let i = 0; i < 100 && servers.some((s) => s.rolled() < 4); i++) await sleep(200)
      const at = performance.now()
      const gen = process.cpuUsage()
      const serverCpu = servers.map((s) => cpuSecondsOf(s.pid))
      const otherCpu = others.map(cpuSecondsOf)
      const machine = machineBusySeconds()
      const w = await tables.measure(windowS)
      const elapsed = (performance.now() - at) / 1000
      const g = process.cpuUsage(gen)
      const generatorCores = (g.user + g.system) / 1e6 / elapsed
      const serverCores = servers.reduce((sum, s, i) => sum + cpuSecondsOf(s.pid) - serverCpu[i]!, 0) / elapsed
      const redisCores = others.reduce((sum, pid, i) => sum + cpuSecondsOf(pid) - otherCpu[i]!, 0) / elapsed
      const machineCores = (machineBusySeconds() - machine) / elapsed
      const over: number[] = []
      let unmatched = 0
      for (const t of w.throws) {
        const seconds = t.chance === null ? undefined : settled.get(t.chance)
        if (seconds === undefined) unmatched++
        else over.push(t.ms - seconds * 1000)
      }
      if (unmatched > w.throws.length * 0.01)
        throw new Error(`bench: ${unmatched} of ${w.throws.length} throws have no settle time from the server`)
      const step: Step = {
        rooms,
        actionsPerSecond: w.actions / windowS,
        rollsPerSecond: w.throws.length / windowS,
        p50Ms: percentile(w.proposals, 0.5),
        p99Ms: percentile(w.proposals, 0.99),
        throwOverSettleP50Ms: percentile(over, 0.5),
        throwOverSettleP99Ms: percentile(over, 0.99),
        samples: w.proposals.length,
        throwSamples: over.length,
        refusals: w.refusals,
        serverCores,
        generatorCores,
        redisCores,
        otherCores: machineCores - serverCores - generatorCores - redisCores,
        generatorLagP99Ms: w.lagP99Ms,
        drops: w.drops,
        ok: false,
        why: '',
      }
      const why = [
        step.p99Ms > TARGET.p99Ms ? `proposal→broadcast p99 over ${TARGET.p99Ms} ms` : '',
        step.throwOverSettleP99Ms > TARGET.throwOverSettleP99Ms
          ? `throw→faces p99 over ${TARGET.throwOverSettleP99Ms} ms above the settle time`
          : '',
        w.refusals > 0 ? `${w.refusals} refused` : '',
        w.drops > 0 ? `${w.drops} seats dropped` : '',
      ]
        .filter(Boolean)
        .join(', ')
      const ok = why === ''
      steps.push({ ...step, ok, why })
      console.error(
        `bench: ${rooms} rooms (${servers.length} process${servers.length > 1 ? 'es' : ''}, opened in ` +
          `${openedS.toFixed(0)} s, ${tables.over} games over): ${step.actionsPerSecond.toFixed(0)} actions/s, ` +
          `${step.rollsPerSecond.toFixed(1)} rolls/s; proposal→broadcast p50 ${step.p50Ms.toFixed(1)} p99 ` +
          `${step.p99Ms.toFixed(1)} ms (${step.samples}); throw→faces over settle p50 ` +
          `${step.throwOverSettleP50Ms.toFixed(1)} p99 ${step.throwOverSettleP99Ms.toFixed(1)} ms ` +
          `(${step.throwSamples}); ${w.refusals} refused, ${w.drops} dropped; cores: server ${serverCores.toFixed(2)}, generator ` +
          `${generatorCores.toFixed(2)}, redis ${redisCores.toFixed(2)}, others ${step.otherCores.toFixed(2)}; ` +
          `generator lag p99 ${w.lagP99Ms.toFixed(0)} ms → ${ok ? 'held' : `missed (${why})`}`,
      )
      if (!ok) break
    }
  } finally {
    await tables.close()
  }
  const held = steps.filter((s) => s.ok).at(-1) ?? null
  const broke = steps.find((s) => !s.ok) ?? null
  return { held, broke, steps }
}
