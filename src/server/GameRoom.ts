// One table: the setup, the accepted action log and the state they replay to. The engine is the authority: a
// proposal is parsed, checked against who may act now (actorsFor) and applied; accepted actions are broadcast with
// their number, refusals go to the proposer alone. Every handler is wrapped: a client's message never throws here.
// With a room log (roomLog.ts) the room writes what it accepts before it sends anything after it (tableLog.ts), so
// a room rebuilt from its log (reopenRoom.ts) on another process, or after a restart, has everything screens saw.
import { CloseCode, Room, ServerError, type AuthContext, type Client } from '@colyseus/core'
import type { z } from 'zod'
import { applyAction, parseAction, type Action, type GameSetup, type GameState } from '../engine/index.ts'
import { actorsFor } from '../protocol/actorsFor.ts'
import { admit, openDoor, passFor, seatFor, type Admission, type Door, type Pass } from './admission.ts'
import { defaultRoomConfig, type RoomConfig } from './caps.ts'
import { gateFrames, track, type Guarded } from './frameGate.ts'
import { openTable, reopenTable } from './openRecord.ts'
import { createTableLog, reseat, seatEntry } from './tableLog.ts'
import { takeRebuild } from './reopenRoom.ts'
import { logEvent, telemetry } from './telemetry.ts'
import { createTableRoller } from './createTableRoller.ts'
import { FACES_REFUSED, rollAtTable, tableChance } from './rollAtTable.ts'
import { createSeatTable, type SeatTable } from './createSeatTable.ts'
import {
  HASH_EVERY,
  clientMessages,
  type ClientMessageType,
  type DiceThrow,
  type ServerMessages,
  type You,
} from '../protocol/protocol.ts'
import { randomToken } from './randomToken.ts'
import { stateHash } from '../protocol/stateHash.ts'

/** What the room keeps on each connection. */
type Connection = Guarded & { seatId: string | null }

const CLOSE_REPLACED = 4009

export class GameRoom extends Room {
  static config: RoomConfig = defaultRoomConfig()

  private setup!: GameSetup
  private log: Action[] = []
  private game!: GameState
  private seats!: SeatTable
  /** The links, and the tickets handed out whose clients have not come in yet (admission.ts). */
  private door!: Door
  /** The room's log: what is sent waits for what was appended before it. */
  private readonly outbox = createTableLog(
    () => GameRoom.config.store,
    () => this.roomId,
  )
  /** Rolls every throw (rollAtTable); no client reports faces. */
  private readonly roller = createTableRoller(Date.now, undefined, () => GameRoom.config.rollPace ?? 1)

  override onCreate(options: unknown): void {
    const { caps } = GameRoom.config
    const stored = takeRebuild(this.roomId)
    const opened = stored ? reopenTable(stored) : openTable(options, caps)
    ;({ setup: this.setup, log: this.log, game: this.game } = opened)
    this.seats = createSeatTable(this.game.players.length)
    if (!stored) this.roomId = randomToken()
    this.maxClients = 2 * caps.maxSeats + caps.maxWatchers // room for seats changing tabs; the door keeps the caps
    const watchers = () => this.clients.filter((c) => (c.userData as Connection | undefined)?.seatId === null).length
    this.door = openDoor(this.seats, caps, watchers, this.seatReservationTimeout * 1000, stored?.open)
    this.autoDispose = true
    void this.setPrivate(true)
    gateFrames(this, { limits: () => GameRoom.config.limits, refuse: (c, code, text) => this.refuse(c, code, text) })
    for (const type of Object.keys(clientMessages) as ClientMessageType[])
      this.onMessage(type, (client, message: unknown) => this.receive(client, type, message))
    this.onMessage('*', (client, type, message: unknown) => this.receive(client, String(type), message))
    if (stored) this.door.sealed = reseat(this.seats, stored)
    else
      this.outbox.record({
        k: 'open',
        setup: this.setup,
        carried: [...this.log],
        invite: this.door.invite.hash,
        watch: this.door.watch.hash,
      })
    // A rebuilt room's line is reopenRoom's (room.reopened). A throw it never landed is rolled again, as it was.
    if (!stored) logEvent('room.created', this.roomId, { players: this.game.players.length, carried: this.log.length })
    this.roller.last = opened.lastRest ?? null
    const again = opened.inFlight
    if (again) this.throwAtTable(null, again.seatId, again.flick, again.chance)
  }

  static override onAuth(_token: string, options: unknown, context: AuthContext): Promise<Pass> {
    return passFor(options, context)
  }

  /** A join's ticket, asked by the door (admission.ts) on whichever process it came to. */
  admit(sessionId: string, options: unknown): Admission {
    const expired = this.seats.expire(Date.now(), GameRoom.config.caps.seatExpirySeconds * 1000)
    if (expired.length > 0) {
      this.outbox.record({ k: 'expire', seatIds: expired })
      this.broadcastSeats()
    }
    return admit(this.door, sessionId, options, Date.now())
  }

  override onJoin(client: Client, _options: unknown, pass: Pass | undefined): void {
    this.door.expected.delete(client.sessionId)
    const seat = seatFor(pass?.ticket, this.seats, this.roomId)
    if (seat && pass?.ticket.kind !== 'reclaim') this.outbox.record(seatEntry(seat, this.door))
    logEvent('client.joined', this.roomId, { as: pass?.ticket.kind, seatId: seat?.seatId ?? null })
    if (seat) {
      const displaced = this.seats.bind(seat, client.sessionId)
      if (displaced !== null)
        this.clients.getById(displaced)?.leave(CLOSE_REPLACED, 'This seat was taken up in another tab.')
    }
    track(client, { seatId: seat?.seatId ?? null }, GameRoom.config.limits)
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
    track(client, { seatId: seat?.seatId ?? null }, GameRoom.config.limits)
    this.sendSnapshot(client) // messages broadcast while the socket was down never reached it
    if (seat) this.broadcastSeats()
  }

  override onLeave(client: Client): void {
    logEvent('client.left', this.roomId, { seatId: (client.userData as Connection | undefined)?.seatId ?? null })
    if (this.seats.release(client.sessionId)) this.broadcastSeats()
  }

  /** Draining (SIGTERM): what is written is flushed, then every screen is told to reconnect (to another process). */
  override onBeforeShutdown(): void {
    const comeBack = GameRoom.config.store ? CloseCode.MAY_TRY_RECONNECT : CloseCode.SERVER_SHUTDOWN
    void this.outbox
      .idle()
      .then(() => this.disconnect(comeBack))
      .catch(() => undefined)
  }

  override onDispose(): void {
    this.roller.cancel()
    logEvent('room.disposed', this.roomId, { actions: this.log.length })
  }

  override onUncaughtException(error: unknown): void {
    // A ServerError is a refusal we threw on purpose (a bad setup, a wrong link): the client has its answer.
    if ((error as { cause?: unknown }).cause instanceof ServerError) return
    GameRoom.config.onError(error)
  }

  /** The accepted log, for tests and tools (a copy); the state it replays to. */
  actions = (): readonly Action[] => [...this.log]
  current = (): GameState => this.game

  /** A decoded message; its frame has passed the flood limit and the size cap (frameGate.ts). */
  private receive(client: Client, type: string, message: unknown): void {
    try {
      const conn = client.userData as Connection | undefined
      if (!conn) return
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
        return this.throwAtTable(client, conn.seatId, data as z.infer<(typeof clientMessages)['handThrow']>)
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
    const stale = `That move answers move ${seq}; the table is at move ${this.log.length}.`
    if (seq !== this.log.length) return this.refuse(client, 'STALE_SEQUENCE', stale)
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
    this.outbox.record({ k: 'act', seq: this.log.length - 1, seatId, action })
    telemetry.action()
    const at = this.log.length - 1
    const withHash = this.log.length % HASH_EVERY === 0 || this.game.status !== 'playing'
    const out: ServerMessages['action'] = withHash
      ? { seq: at, action, seatId, hash: stateHash(this.game) }
      : { seq: at, action, seatId }
    this.outbox.send(() => this.broadcast('action', out))
    return null
  }

  /** Any seat's throw (a screen's, a phone's; null: rolled again): the table rolls it for everyone (rollAtTable.ts). */
  private throwAtTable(client: Client | null, seatId: string | null, flick: DiceThrow, chance?: number): void {
    rollAtTable(
      {
        game: () => this.game,
        seed: this.setup.seed,
        chance: GameRoom.config.rollChance ?? tableChance,
        roller: this.roller,
        actsFor: this.seats.actsFor,
        commit: (seatId, action) => this.commit(seatId, action),
        broadcast: (type, message) => this.outbox.send(() => this.broadcast(type, message)),
        remember: (entry) => this.outbox.record(entry),
        refuse: (code, message) =>
          client ? this.refuse(client, code, message) : logEvent('throw.refused', this.roomId, { code }),
        onError: GameRoom.config.onError,
      },
      seatId,
      flick,
      chance,
    )
  }

  /** Staged dice go from the active seat to every other screen; the engine has no say until a task completes. */
  private relayStage(client: Client, conn: Connection, { staged }: Pick<ServerMessages['stage'], 'staged'>): void {
    if (conn.seatId === null || !this.seats.actsFor(conn.seatId, [this.game.turn.player])) return
    this.outbox.send(() => this.broadcast('stage', { seatId: conn.seatId, staged }, { except: client }))
  }

  private assign(
    client: Client,
    conn: Connection,
    { player, seatId }: { player: number; seatId: string | null },
  ): void {
    const seat = conn.seatId === null ? undefined : this.seats.get(conn.seatId)
    if (!seat?.host) return this.refuse(client, 'NOT_HOST', 'Only the host gives investigators to seats.')
    if (!this.seats.assign(player, seatId)) return this.refuse(client, 'UNKNOWN_SEAT', 'No such seat or investigator.')
    this.outbox.record({ k: 'assign', player, seatId })
    this.broadcastSeats()
  }

  private refuse(client: Client, code: string, message: string): void {
    telemetry.refused(code)
    const out: ServerMessages['refused'] = { code, message }
    this.outbox.send(() => client.send('refused', out))
  }

  private sendSnapshot(client: Client): void {
    const conn = client.userData as Connection | undefined
    const seat = conn?.seatId ? this.seats.get(conn.seatId) : undefined
    const you: You = seat
      ? { role: 'player', seatId: seat.seatId, seatToken: seat.token, host: seat.host }
      : { role: 'watcher' }
    const { invite, watch } = this.door
    const snapshot: ServerMessages['snapshot'] = {
      roomId: this.roomId,
      setup: this.setup,
      log: [...this.log],
      hash: stateHash(this.game),
      seats: this.seats.list(),
      you,
      ...(seat?.host && invite.known ? { invite: invite.known } : {}),
      ...(seat?.host && watch.known ? { watch: watch.known } : {}),
      ...(this.roller.last ? { rest: this.roller.last } : {}),
    }
    this.outbox.send(() => client.send('snapshot', snapshot))
  }

  private broadcastSeats(): void {
    const out: ServerMessages['seats'] = { seats: this.seats.list() }
    this.outbox.send(() => this.broadcast('seats', out))
  }
}
