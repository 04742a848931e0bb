// The browser's room client, plain TypeScript: hosts, joins by a link or returns by a seat token; replays every
// numbered broadcast with the engine, checks the state hash (a snapshot on a gap or mismatch) and tells its listeners
// of refusals, seats, relayed throws and staged dice, and the socket. The Colyseus SDK loads on first use.
import type { Client as SdkClient, Room } from '@colyseus/sdk'
import { applyAction, replay, type Action } from '../../engine/index.ts'
import { ROOM_NAME, type DiceThrow, type ServerMessages } from '../../protocol/protocol.ts'
import { stateHash } from '../../protocol/stateHash.ts'
import { parseRoomLink, type RoomLink } from './roomLinks.ts'
import {
  entryRefusal,
  fail,
  IDLE_VIEW as IDLE,
  lostSentence,
  NOT_PROPOSAL_CODES,
  playersOf,
  validName,
} from './refusals.ts'
import {
  createEmitter,
  type ClientConstructor,
  type RoomClientOptions,
  type RoomEvents,
  type RoomListener,
  type RoomResult,
  type RoomStart,
  type RoomView,
} from './roomTypes.ts'
import { memorySeatStorage, seatTokens } from './seatStorage.ts'

export type RoomClient = {
  /** What the page shows now; a new object after every change. */
  view(): RoomView
  /** Calls `listener` with the view after every change; returns the unsubscribe. */
  subscribe(listener: (view: RoomView) => void): () => void
  on<K extends keyof RoomEvents>(type: K, listener: RoomListener<K>): () => void
  /** Opens a room for a new game (`setup`) or one in progress (`record`, whose log carries over) and sits its host. */
  host(name: string, start: RoomStart): Promise<RoomResult<RoomView>>
  /** Joins by an invite (a seat; the seat kept in storage for that room first) or a watch link, or its text. */
  join(link: RoomLink | string, name: string): Promise<RoomResult<RoomView>>
  /** Takes a seat back with its token (from storage when not given). */
  returnToSeat(roomId: string, seatToken?: string): Promise<RoomResult<RoomView>>
  /** Proposes an action for the next log position: its number once the table accepts it, or the refusal. */
  propose(action: Action): Promise<RoomResult<number>>
  /** Relays this seat's throw (a hand's, with no tray, the server rolls) and its staged dice to every screen. */
  throwDice(flick: DiceThrow, fromHand?: boolean): void
  stage(staged: Readonly<Record<string, readonly number[]>>): void
  /** Host only: gives investigator `player` to seat `seatId` (null: back to the host). */
  assign(player: number, seatId: string | null): void
  /** Leaves the table; the seat's token is kept (to come back) unless `forgetSeat`. */
  leave(forgetSeat?: boolean): Promise<void>
  /** The SDK's room, for tests and tools. */
  room(): Room | null
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createRoomClient(options: RoomClientOptions = {}): RoomClient {
  const endpoint = options.endpoint ?? globalThis.location?.origin ?? 'http://127.0.0.1:4173'
  const tokens = seatTokens(options.storage ?? memorySeatStorage())
  const events = createEmitter()
  let view = IDLE
  let current: Room | null = null
  let resyncing = false
  let leaving = false
  let pending: { seq: number; action: Action; resolve: (r: RoomResult<number>) => void }[] = []
  let firstSnapshot: ((r: RoomResult<RoomView>) => void) | null = null
  let sdk: Promise<ClientConstructor> | null = null

  const update = (patch: Partial<RoomView>): void => {
    view = { ...view, ...patch }
    events.emit('change', view)
  }
  const mySeat = (): string | null => (view.you?.role === 'player' ? view.you.seatId : null)
  const settleFirst = (result: RoomResult<RoomView>): void => {
    const settle = firstSnapshot
    firstSnapshot = null
    settle?.(result)
  }
  const failPending = (code: string, message: string): void => {
    const answered = pending
    pending = []
    for (const p of answered) p.resolve(fail(code, message))
  }

  function loadClient(): Promise<ClientConstructor> {
    sdk ??= options.Client
      ? Promise.resolve(options.Client)
      : import('@colyseus/sdk').then(
          (m) => m.Client as ClientConstructor,
          (error: unknown) => {
            sdk = null // a chunk that failed to load may load on the next try
            throw error
          },
        )
    return sdk
  }

  function requestResync(reason: RoomEvents['resync']['reason']): void {
    if (!current || resyncing) return
    resyncing = true
    current.send('resync', {})
    events.emit('resync', { reason })
  }

  function onSnapshot(m: ServerMessages['snapshot']): void {
    const replayed = replay({ setup: m.setup, actions: m.log })
    if (!replayed.ok) {
      update({ mismatches: view.mismatches + 1, lostReason: 'The table’s game does not replay in this browser.' })
      return settleFirst(fail('REFUSED', 'The table’s game does not replay in this browser.'))
    }
    resyncing = false
    const log = [...m.log]
    // Proposals the snapshot already answers (sent before a drop): accepted when the log holds them.
    pending = pending.filter((p) => {
      if (p.seq >= log.length) return true
      const same = JSON.stringify(log[p.seq]) === JSON.stringify(p.action)
      p.resolve(same ? { ok: true, value: p.seq } : fail('SUPERSEDED', 'Another move took that place in the log.'))
      return false
    })
    if (m.you.role === 'player') tokens.set(m.roomId, m.you.seatToken)
    update({
      connection: 'connected',
      roomId: m.roomId,
      you: m.you,
      seats: m.seats,
      players: playersOf(m.seats, m.you),
      setup: m.setup,
      log,
      state: replayed.value,
      invite: m.invite ?? view.invite,
      watch: m.watch ?? view.watch,
      lostReason: null,
      mismatches: view.mismatches + (stateHash(replayed.value) === m.hash ? 0 : 1),
    })
    events.emit('snapshot', view)
    settleFirst({ ok: true, value: view })
  }

  function onAction(m: ServerMessages['action']): void {
    if (resyncing || !view.state || m.seq < view.log.length) return
    if (m.seq > view.log.length) return requestResync('gap')
    const result = applyAction(view.state, m.action)
    if (!result.ok) return requestResync('rejected')
    if (m.hash !== undefined && stateHash(result.state) !== m.hash) {
      view = { ...view, mismatches: view.mismatches + 1 }
      return requestResync('mismatch')
    }
    const mine = m.seatId === mySeat()
    const at = mine ? pending.findIndex((p) => p.seq === m.seq) : -1
    if (at >= 0) pending.splice(at, 1)[0]?.resolve({ ok: true, value: m.seq })
    update({ log: [...view.log, m.action], state: result.state })
    events.emit('action', {
      seq: m.seq,
      action: m.action,
      seatId: m.seatId,
      mine,
      state: result.state,
      events: result.events,
    })
  }

  function onRefused(m: ServerMessages['refused']): void {
    const refusal = { code: m.code, message: m.message }
    if (!NOT_PROPOSAL_CODES.has(m.code)) pending.shift()?.resolve({ ok: false, error: refusal })
    update({ refusal })
    events.emit('refused', refusal)
  }

  function onLeave(room: Room, code: number, reason: string | undefined): void {
    if (current !== room) return
    current = null
    resyncing = false
    const sentence = lostSentence(code, reason)
    failPending('NOT_CONNECTED', sentence)
    if (leaving) update({ connection: 'left' })
    else update({ connection: 'lost', lostReason: sentence })
    settleFirst(fail('REFUSED', sentence))
  }

  function wire(room: Room): void {
    const mine =
      <T>(handle: (m: T) => void) =>
      (m: T) =>
        void (current === room && handle(m))
    room.onMessage('snapshot', mine(onSnapshot))
    room.onMessage('action', mine(onAction))
    room.onMessage('refused', mine(onRefused))
    room.onMessage(
      'seats',
      mine((m: ServerMessages['seats']) => update({ seats: m.seats, players: playersOf(m.seats, view.you) })),
    )
    room.onMessage(
      'throw',
      mine((m: ServerMessages['throw']) => events.emit('throw', { ...m, mine: m.seatId === mySeat() && !m.byTable })),
    )
    room.onMessage(
      'stage',
      mine((m: ServerMessages['stage']) => events.emit('stage', m)),
    )
    room.onDrop(() => void (current === room && update({ connection: 'reconnecting' })))
    room.onReconnect(() => void (current === room && update({ connection: 'connected' })))
    room.onLeave((code, reason) => onLeave(room, code, reason))
  }

  async function enter(open: (client: Pick<SdkClient, 'create' | 'joinById'>) => Promise<Room>) {
    await leave()
    leaving = false
    view = IDLE
    update({ connection: 'connecting' })
    let room: Room
    try {
      const Client = await loadClient()
      room = await open(new Client(endpoint))
    } catch (error) {
      const refusal = entryRefusal(error)
      update({ connection: 'idle', lostReason: refusal.message })
      return { ok: false as const, error: refusal }
    }
    current = room
    const first = new Promise<RoomResult<RoomView>>((resolve) => (firstSnapshot = resolve))
    wire(room)
    const timer = setTimeout(
      () => settleFirst(fail('UNREACHABLE', 'The table did not answer.')),
      options.joinTimeoutMs ?? 10_000,
    )
    const result = await first
    clearTimeout(timer)
    if (result.ok) return result
    if (current === room) await leave()
    update({ connection: 'idle', lostReason: result.error.message })
    return result
  }

  async function returnToSeat(roomId: string, seatToken = tokens.get(roomId) ?? undefined) {
    if (!seatToken) return fail('NO_SEAT_TOKEN', 'This browser keeps no seat at that table.')
    const result = await enter((c) => c.joinById(roomId, { seatToken }))
    if (!result.ok && result.error.code === 'REFUSED') tokens.forget(roomId)
    return result
  }

  async function leave(forgetSeat = false): Promise<void> {
    const room = current
    if (!room) return
    leaving = true
    const roomId = view.roomId
    // A socket that is down cannot say goodbye: close it here (the seat is kept for its token).
    await Promise.race([room.leave(view.connection === 'connected'), delay(2_000)])
    onLeave(room, 1000, undefined)
    if (forgetSeat && roomId) tokens.forget(roomId)
  }

  return {
    view: () => view,
    subscribe: (listener) => events.on('change', listener),
    on: (type, listener) => events.on(type, listener),
    host(name, start) {
      if (!validName(name)) return Promise.resolve(fail('BAD_NAME', 'A name is 1 to 40 characters.'))
      const options = 'setup' in start ? { name, setup: start.setup } : { name, record: start.record }
      return enter((c) => c.create(ROOM_NAME, options))
    },
    async join(link, name) {
      const parsed = typeof link === 'string' ? parseRoomLink(link) : { ok: true as const, value: link }
      if (!parsed.ok) return fail('BAD_LINK', parsed.error)
      if (!validName(name)) return fail('BAD_NAME', 'A name is 1 to 40 characters.')
      const l = parsed.value
      if ('invite' in l && tokens.get(l.roomId)) {
        const back = await returnToSeat(l.roomId)
        if (back.ok || back.error.code !== 'REFUSED') return back
      }
      const how = 'invite' in l ? { name, invite: l.invite } : { name, watch: l.watch }
      return enter((c) => c.joinById(l.roomId, how))
    },
    returnToSeat,
    propose(action) {
      const room = current
      if (!room || view.state === null) return Promise.resolve(fail('NOT_CONNECTED', 'Not at a table.'))
      if (view.you?.role !== 'player') return Promise.resolve(fail('WATCHING', 'Watchers cannot play.'))
      const seq = view.log.length
      return new Promise((resolve) => {
        pending.push({ seq, action, resolve })
        room.send('propose', { seq, action })
      })
    },
    throwDice: (flick, fromHand) => current?.send(fromHand ? 'handThrow' : 'throw', flick),
    stage: (staged) => current?.send('stage', { staged }),
    assign: (player, seatId) => current?.send('assign', { player, seatId }),
    leave,
    room: () => current,
  }
}
