// One table: the setup, the accepted action log and the state they replay to. The engine is the authority: a
// proposal is parsed, checked against who may act now (actorsFor) and applied; accepted actions are broadcast with
// their number, refusals go to the proposer alone. Every handler is wrapped: a client's message never throws here.
import { Room, ServerError, type Client } from '@colyseus/core'
import type { z } from 'zod'
import { applyAction, parseAction, replay, type Action, type GameSetup, type GameState } from '../engine/index.ts'
import { actorsFor } from '../protocol/actorsFor.ts'
import { createAbuseGuard, type AbuseGuard } from './createAbuseGuard.ts'
import { createTableRoller } from './createTableRoller.ts'
import { FACES_REFUSED, rollAtTable } from './rollAtTable.ts'
import { createSeatTable, type Seat, type SeatTable } from './createSeatTable.ts'
import {
  DEFAULT_LIMITS,
  HASH_EVERY,
  clientMessages,
  createOptions,
  type ClientMessageType,
  type Limits,
  type RoomCode,
  type ServerMessages,
  type You,
} from '../protocol/protocol.ts'
import { randomToken } from './randomToken.ts'
import { ticketOf, type Ticket } from './ticketOf.ts'
import { stateHash } from '../protocol/stateHash.ts'

/** What the room keeps on each connection. */
type Connection = { seatId: string | null; guard: AbuseGuard; frameBytes: number }

/**
 * Server-wide settings of every room (set by createGameServer, never by a client). `rollPace`: createTableRoller's
 * pace (1 when absent: faces land as the screens' dice settle; tests' bots take them at once, 0).
 */
export type RoomConfig = { limits: Limits; onError: (error: unknown) => void; rollPace?: number }

const CLOSE_ABUSE = 4008
const CLOSE_REPLACED = 4009

export class GameRoom extends Room {
  static config: RoomConfig = { limits: DEFAULT_LIMITS, onError: (e) => console.error('server:', e) }

  override maxClients = 64
  private setup!: GameSetup
  private log: Action[] = []
  private game!: GameState
  private seats!: SeatTable
  private readonly invite = randomToken()
  private readonly watch = randomToken()
  private hostSeated = false
  /** Rolls every throw (rollAtTable); no client reports faces. */
  private readonly roller = createTableRoller(Date.now, undefined, () => GameRoom.config.rollPace ?? 1)

  override onCreate(options: unknown): void {
    const parsed = createOptions.safeParse(options)
    if (!parsed.success) throw new ServerError(400, 'A room needs a name and a setup or a game record.')
    const { setup, record } = parsed.data
    const replayed = replay(record ?? { setup, actions: [] })
    if (!replayed.ok)
      throw new ServerError(
        400,
        replayed.error.kind === 'malformedRecord' ? replayed.error.message : replayed.error.violation.message,
      )
    const carried = (record ?? { setup, actions: [] }) as { setup: GameSetup; actions: Action[] }
    this.setup = carried.setup
    this.log = carried.actions.map((a) => parseAction(a)).flatMap((r) => (r.ok ? [r.value] : []))
    this.game = replayed.value
    this.seats = createSeatTable(this.game.players.length)
    this.roomId = randomToken()
    this.autoDispose = true
    void this.setPrivate(true)
    for (const type of Object.keys(clientMessages) as ClientMessageType[])
      this.onMessage(type, (client, message: unknown) => this.receive(client, type, message))
    this.onMessage('*', (client, type, message: unknown) => this.receive(client, String(type), message))
  }

  override onAuth(_client: Client, options: unknown): Ticket {
    const { hostSeated, invite, watch, seats } = this
    return ticketOf(options, { hostSeated, invite, watch, seats })
  }

  override onJoin(client: Client, _options: unknown, ticket: Ticket): void {
    let seat: Seat | undefined
    if (ticket.kind === 'host') {
      seat = this.seats.add(ticket.name, true)
      this.hostSeated = true
    } else if (ticket.kind === 'invite') seat = this.seats.add(ticket.name, false)
    else if (ticket.kind === 'reclaim') seat = this.seats.get(ticket.seatId)
    if (seat) {
      const displaced = this.seats.bind(seat, client.sessionId)
      if (displaced !== null)
        this.clients.getById(displaced)?.leave(CLOSE_REPLACED, 'This seat was taken up in another tab.')
    }
    this.track(client, seat?.seatId ?? null)
    this.sendSnapshot(client)
    if (seat) this.broadcastSeats()
  }

  override onDrop(client: Client): Promise<unknown> | void {
    const seat = this.seats.bySession(client.sessionId)
    if (!seat) return
    seat.connected = false
    this.broadcastSeats()
    return this.allowReconnection(client, GameRoom.config.limits.reconnectSeconds).catch(() => undefined)
  }

  override onReconnect(client: Client): void {
    const seat = this.seats.bySession(client.sessionId)
    if (seat) seat.connected = true
    this.track(client, seat?.seatId ?? null)
    this.sendSnapshot(client) // messages broadcast while the socket was down never reached it
    if (seat) this.broadcastSeats()
  }

  override onLeave(client: Client): void {
    if (this.seats.release(client.sessionId)) this.broadcastSeats()
  }

  override onDispose(): void {
    this.roller.cancel()
  }

  override onUncaughtException(error: unknown): void {
    // A ServerError is a refusal we threw on purpose (a bad setup, a wrong link): the client has its answer.
    if ((error as { cause?: unknown }).cause instanceof ServerError) return
    GameRoom.config.onError(error)
  }

  /** The accepted log, for tests and tools (a copy); the state it replays to. */
  actions = (): readonly Action[] => [...this.log]
  current = (): GameState => this.game

  private track(client: Client, seatId: string | null): void {
    const now = Date.now()
    const conn: Connection = { seatId, guard: createAbuseGuard(GameRoom.config.limits, now), frameBytes: 0 }
    const previous = client.userData as Connection | undefined
    client.userData = previous ? { ...previous, seatId } : conn
    // The size of each frame, read before Colyseus decodes it (the handler sees only the decoded value).
    client.ref.prependListener('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      const c = client.userData as Connection
      c.frameBytes = Array.isArray(data) ? data.reduce((n, b) => n + b.byteLength, 0) : data.byteLength
    })
  }

  private receive(client: Client, type: string, message: unknown): void {
    try {
      const conn = client.userData as Connection | undefined
      if (!conn) return
      const limits = GameRoom.config.limits
      const now = Date.now()
      if (conn.frameBytes > limits.maxMessageBytes)
        return this.abuse(client, conn, now, 'TOO_LARGE', `Messages may be at most ${limits.maxMessageBytes} bytes.`)
      if (!conn.guard.take(now))
        return this.abuse(client, conn, now, 'TOO_FAST', 'Too many messages: slow down or be disconnected.')
      if (!Object.hasOwn(clientMessages, type))
        return this.refuse(client, 'UNKNOWN_MESSAGE', 'The table does not know that message.')
      const schema = clientMessages[type as ClientMessageType]
      const parsed = schema.safeParse(message)
      if (!parsed.success) return this.refuse(client, 'MALFORMED_MESSAGE', `Malformed ${type} message.`)
      this.handle(client, conn, type as ClientMessageType, parsed.data)
    } catch (error) {
      GameRoom.config.onError(error)
      this.refuse(client, 'SERVER_ERROR', 'The table could not handle that message.')
    }
  }

  private handle(client: Client, conn: Connection, type: ClientMessageType, data: unknown): void {
    switch (type) {
      case 'propose':
        return this.propose(client, conn, data as z.infer<(typeof clientMessages)['propose']>)
      case 'throw':
      case 'handThrow':
        return this.throwAtTable(client, conn, data as z.infer<(typeof clientMessages)['handThrow']>)
      case 'stage':
        return this.relayStage(client, conn, data as z.infer<(typeof clientMessages)['stage']>)
      case 'assign':
        return this.assign(client, conn, data as z.infer<(typeof clientMessages)['assign']>)
      case 'resync':
        return this.sendSnapshot(client)
    }
  }

  private propose(client: Client, conn: Connection, { seq, action }: { seq: number; action: unknown }): void {
    if (conn.seatId === null) return this.refuse(client, 'WATCHING', 'Watchers cannot play.')
    if (seq !== this.log.length)
      return this.refuse(
        client,
        'STALE_SEQUENCE',
        `That move answers move ${seq}; the table is at move ${this.log.length}.`,
      )
    const parsed = parseAction(action)
    if (!parsed.ok) return this.refuse(client, parsed.error.code, parsed.error.message)
    if (!this.seats.actsFor(conn.seatId, actorsFor(this.game, parsed.value)))
      return this.refuse(client, 'NOT_YOUR_TURN', 'It is not your investigator’s move.')
    if (parsed.value.type === 'reportRoll') return this.refuse(client, ...FACES_REFUSED)
    const violation = this.commit(conn.seatId, parsed.value)
    if (violation) this.refuse(client, violation.code, violation.message)
  }

  /** Applies `action` for seat `seatId` and broadcasts it numbered; the engine's refusal when it changes nothing. */
  private commit(seatId: string, action: Action): { code: string; message: string } | null {
    const result = applyAction(this.game, action)
    if (!result.ok) return result.violation
    this.game = result.state
    this.log.push(action)
    const at = this.log.length - 1
    const withHash = this.log.length % HASH_EVERY === 0 || this.game.status !== 'playing'
    const out: ServerMessages['action'] = withHash
      ? { seq: at, action, seatId, hash: stateHash(this.game) }
      : { seq: at, action, seatId }
    this.broadcast('action', out)
    return null
  }

  /** Any seat's throw (a screen's or a phone's): the table rolls it for every screen (rollAtTable.ts). */
  private throwAtTable(client: Client, conn: Connection, flick: ServerMessages['throw']['throw']): void {
    rollAtTable(
      {
        game: () => this.game,
        seed: this.setup.seed,
        roller: this.roller,
        actsFor: this.seats.actsFor,
        commit: (seatId, action) => this.commit(seatId, action),
        broadcast: (message) => this.broadcast('throw', message),
        refuse: (code, message) => this.refuse(client, code, message),
        onError: GameRoom.config.onError,
      },
      conn.seatId,
      flick,
    )
  }

  /** Staged dice go from the active seat to every other screen; the engine has no say until a task completes. */
  private relayStage(client: Client, conn: Connection, { staged }: Pick<ServerMessages['stage'], 'staged'>): void {
    if (conn.seatId === null || !this.seats.actsFor(conn.seatId, [this.game.turn.player])) return
    this.broadcast('stage', { seatId: conn.seatId, staged }, { except: client })
  }

  private assign(
    client: Client,
    conn: Connection,
    { player, seatId }: { player: number; seatId: string | null },
  ): void {
    const seat = conn.seatId === null ? undefined : this.seats.get(conn.seatId)
    if (!seat?.host) return this.refuse(client, 'NOT_HOST', 'Only the host gives investigators to seats.')
    if (!this.seats.assign(player, seatId)) return this.refuse(client, 'UNKNOWN_SEAT', 'No such seat or investigator.')
    this.broadcastSeats()
  }

  private abuse(client: Client, conn: Connection, now: number, code: RoomCode, message: string): void {
    this.refuse(client, code, message)
    if (conn.guard.strike(now)) client.leave(CLOSE_ABUSE, 'Disconnected for flooding the table.')
  }

  private refuse(client: Client, code: string, message: string): void {
    const out: ServerMessages['refused'] = { code, message }
    client.send('refused', out)
  }

  private sendSnapshot(client: Client): void {
    const conn = client.userData as Connection | undefined
    const seat = conn?.seatId ? this.seats.get(conn.seatId) : undefined
    const you: You = seat
      ? { role: 'player', seatId: seat.seatId, seatToken: seat.token, host: seat.host }
      : { role: 'watcher' }
    const snapshot: ServerMessages['snapshot'] = {
      roomId: this.roomId,
      setup: this.setup,
      log: this.log,
      hash: stateHash(this.game),
      seats: this.seats.list(),
      you,
      ...(seat?.host ? { invite: this.invite, watch: this.watch } : {}),
    }
    client.send('snapshot', snapshot)
  }

  private broadcastSeats(): void {
    const out: ServerMessages['seats'] = { seats: this.seats.list() }
    this.broadcast('seats', out)
  }
}
