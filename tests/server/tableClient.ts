// A test player at a table: an @colyseus/sdk client that keeps the log, replays every broadcast action with the
// engine's reducer, compares its state hash with the server's and resynchronises on a mismatch (which the tests
// prove never happens). What the browser's room client will do, minus the screen: when its room is gone from
// under it (its process killed or drained) it comes back by itself, joining by id with its seat token or its watch
// link, with backoff, until a process has reopened the room from its log.
import { Client, type Room } from '@colyseus/sdk'
import { WebSocket } from 'ws'
import { applyAction, replay, type Action, type GameSetup, type GameState } from '../../src/engine/index.ts'
import { ROOM_NAME, type PublicSeat, type ServerMessages, type You } from '../../src/protocol/protocol.ts'
import { stateHash } from '../../src/protocol/stateHash.ts'

// Node 20 has no global WebSocket.
;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket

/** Close codes of a room gone from under its client: the socket dropped, the SDK's reconnection failed. */
const GONE_CODES = new Set([1001, 1005, 1006, 4003, 4010])
/** Entry refusals no retry will change (a wrong token or link, a bad request). */
const FINAL_STATUSES = new Set([400, 403, 413])
/** How long a client keeps trying to come back. */
const RESUME_MS = 60_000

export class TableClient {
  room: Room
  /** Where this client joins (its load balancer, as a browser's page origin). */
  readonly endpoint: string
  /** How this client comes back to its room when the room went away: its seat token, or its watch link. */
  private comeBack: object | null = null
  /** Times this client came back to its room by joining again, and when it last started to. */
  resumes = 0
  lostAt = 0
  resumedAt = 0
  /** When the last snapshot came (performance.now()). */
  snapshotAt = 0
  closed = false
  setup: GameSetup | null = null
  log: Action[] = []
  state: GameState | null = null
  you: You | null = null
  seats: readonly PublicSeat[] = []
  invite = ''
  watch = ''
  readonly refusals: ServerMessages['refused'][] = []
  readonly throws: ServerMessages['throw'][] = []
  /** This client's game as each throw arrived (what a screen replays the throw in). */
  readonly thrownIn: (GameState | null)[] = []
  /** Where the table's throws came to rest, with the length of this client's log as each arrived. */
  readonly rests: (ServerMessages['rest'] & { readonly logLength: number })[] = []
  /** Where the table's last throw came to rest, as the last snapshot said. */
  snapshotRest: ServerMessages['rest'] | null = null
  mismatches = 0
  private waiters: (() => void)[] = []

  private constructor(room: Room, endpoint: string, comeBack: object | null = null) {
    this.room = room
    this.endpoint = endpoint
    this.comeBack = comeBack
    this.wire(room)
  }

  private wire(room: Room): void {
    // The SDK's own reconnection (same process) for a moment; then this client's own join by id (any process).
    room.reconnection.maxRetries = 3
    room.reconnection.maxDelay = 1_000
    room.onLeave((code) => {
      if (this.room !== room || this.closed || !GONE_CODES.has(code)) return
      void this.resume()
    })
    room.onMessage('snapshot', (m: ServerMessages['snapshot']) => this.onSnapshot(m))
    room.onMessage('action', (m: ServerMessages['action']) => this.onAction(m))
    room.onMessage('refused', (m: ServerMessages['refused']) => this.touch(this.refusals.push(m)))
    room.onMessage('seats', (m: ServerMessages['seats']) => this.touch((this.seats = m.seats)))
    room.onMessage('throw', (m: ServerMessages['throw']) => {
      this.thrownIn.push(this.state)
      this.touch(this.throws.push(m))
    })
    room.onMessage('rest', (m: ServerMessages['rest']) =>
      this.touch(this.rests.push({ ...m, logLength: this.log.length })),
    )
  }

  static async create(url: string, name: string, setup: unknown, record?: unknown): Promise<TableClient> {
    const sdk = new Client(url)
    const options = record === undefined ? { name, setup } : { name, record }
    const table = new TableClient(await sdk.create(ROOM_NAME, options), url)
    await table.until(() => table.state !== null)
    return table
  }

  static async join(url: string, roomId: string, options: object): Promise<TableClient> {
    const watching = 'watch' in options ? options : null
    const table = new TableClient(await new Client(url).joinById(roomId, options), url, watching)
    await table.until(() => table.state !== null)
    return table
  }

  get seatId(): string {
    return this.you?.role === 'player' ? this.you.seatId : ''
  }

  get seatToken(): string {
    return this.you?.role === 'player' ? this.you.seatToken : ''
  }

  /** Investigators this seat acts for. */
  get players(): readonly number[] {
    return this.seats.find((s) => s.seatId === this.seatId)?.players ?? []
  }

  /** Leaves for good (no coming back). */
  leave(): Promise<number> {
    this.closed = true
    return this.room.leave()
  }

  /** Joins the room again by id, with backoff, until a process holds it again (or a refusal says it never will). */
  private async resume(): Promise<void> {
    const options = this.comeBack
    if (!options) return
    this.lostAt = performance.now()
    const roomId = this.room.roomId
    for (
      let wait = 200;
      performance.now() - this.lostAt < RESUME_MS && !this.closed;
      wait = Math.min(wait * 2, 2_000)
    ) {
      try {
        const room = await new Client(this.endpoint).joinById(roomId, options)
        if (this.closed) return void room.leave()
        this.room = room
        this.wire(room)
        this.resumes++
        this.resumedAt = performance.now()
        return
      } catch (error) {
        if (FINAL_STATUSES.has((error as { code?: unknown }).code as number)) return
      }
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }

  propose(action: unknown, seq = this.log.length): void {
    this.room.send('propose', { seq, action })
  }

  /** Resolves once `done` holds (checked after every message and every 25 ms), or rejects after `ms`. */
  until(done: () => boolean, ms = 10_000): Promise<void> {
    if (done()) return Promise.resolve()
    return new Promise((resolve, reject) => {
      let settled = false
      const finish = (error?: Error) => {
        settled = true
        clearTimeout(timer)
        clearInterval(poll)
        if (error) reject(error)
        else resolve()
      }
      const timer = setTimeout(() => finish(new Error('tableClient: timed out waiting')), ms)
      const poll = setInterval(() => done() && finish(), 25)
      const check = () => {
        if (settled) return
        if (done()) finish()
        else this.waiters.push(check)
      }
      this.waiters.push(check)
    })
  }

  private touch(_?: unknown): void {
    const waiting = this.waiters
    this.waiters = []
    for (const check of waiting) check()
  }

  private onSnapshot(m: ServerMessages['snapshot']): void {
    const replayed = replay({ setup: m.setup, actions: m.log })
    if (!replayed.ok) throw new Error(`tableClient: snapshot does not replay: ${JSON.stringify(replayed.error)}`)
    this.setup = m.setup
    this.log = [...m.log]
    this.state = replayed.value
    this.you = m.you
    if (m.you.role === 'player') this.comeBack = { seatToken: m.you.seatToken }
    this.seats = m.seats
    if (m.invite) this.invite = m.invite
    if (m.watch) this.watch = m.watch
    this.snapshotRest = m.rest ?? null
    if (stateHash(this.state) !== m.hash) this.mismatches++
    this.snapshotAt = performance.now()
    this.touch()
  }

  private onAction(m: ServerMessages['action']): void {
    if (!this.state || m.seq !== this.log.length) return this.resync()
    const result = applyAction(this.state, m.action)
    if (!result.ok) return this.resync()
    this.state = result.state
    this.log.push(m.action)
    if (m.hash !== undefined && stateHash(this.state) !== m.hash) {
      this.mismatches++
      return this.resync()
    }
    this.touch()
  }

  private resync(): void {
    this.room.send('resync', {})
  }
}
