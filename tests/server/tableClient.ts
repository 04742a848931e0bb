// A test player at a table: an @colyseus/sdk client that keeps the log, replays every broadcast action with the
// engine's reducer, compares its state hash with the server's and resynchronises on a mismatch (which the tests
// prove never happens). What the browser's room client will do, minus the screen.
import { Client, type Room } from '@colyseus/sdk'
import { WebSocket } from 'ws'
import { applyAction, replay, type Action, type GameSetup, type GameState } from '../../src/engine/index.ts'
import { ROOM_NAME, type PublicSeat, type ServerMessages, type You } from '../../src/protocol/protocol.ts'
import { stateHash } from '../../src/protocol/stateHash.ts'

// Node 20 has no global WebSocket.
;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket

export class TableClient {
  readonly room: Room
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
  mismatches = 0
  private waiters: (() => void)[] = []

  private constructor(room: Room) {
    this.room = room
    room.onMessage('snapshot', (m: ServerMessages['snapshot']) => this.onSnapshot(m))
    room.onMessage('action', (m: ServerMessages['action']) => this.onAction(m))
    room.onMessage('refused', (m: ServerMessages['refused']) => this.touch(this.refusals.push(m)))
    room.onMessage('seats', (m: ServerMessages['seats']) => this.touch((this.seats = m.seats)))
    room.onMessage('throw', (m: ServerMessages['throw']) => {
      this.thrownIn.push(this.state)
      this.touch(this.throws.push(m))
    })
  }

  static async create(url: string, name: string, setup: unknown, record?: unknown): Promise<TableClient> {
    const sdk = new Client(url)
    const options = record === undefined ? { name, setup } : { name, record }
    const table = new TableClient(await sdk.create(ROOM_NAME, options))
    await table.until(() => table.state !== null)
    return table
  }

  static async join(url: string, roomId: string, options: object): Promise<TableClient> {
    const table = new TableClient(await new Client(url).joinById(roomId, options))
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
    this.seats = m.seats
    if (m.invite) this.invite = m.invite
    if (m.watch) this.watch = m.watch
    if (stateHash(this.state) !== m.hash) this.mismatches++
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
