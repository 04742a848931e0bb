// The browser's room client, plain TypeScript: hosts, joins by a link or returns by a seat token; replays every
// numbered broadcast with the engine, checks the state hash (a snapshot on a gap or mismatch) and tells its listeners
// of refusals, seats, relayed throws and staged dice, and the socket. The Colyseus SDK loads on first use. A room
// gone from under it (its server process killed, drained or restarted) is joined again by id with the seat's token
// or the watch link, with backoff, until a server has reopened it from its log (`resume`).
import type { Client as SdkClient, Room } from '@colyseus/sdk'
import { applyAction, replay, type Action } from '../../engine/index.ts'
import { restSchema, ROOM_NAME, type ServerMessages } from '../../protocol/protocol.ts'
import { stateHash } from '../../protocol/stateHash.ts'
import { parseRoomLink } from './roomLinks.ts'
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
  sdkLoader,
  type RoomClient,
  type RoomClientOptions,
  type RoomEvents,
  type RoomResult,
  type RoomView,
} from './roomTypes.ts'
import { memorySeatStorage, seatTokens } from './seatStorage.ts'
import { GONE_CODES, rejoin, shortenReconnection } from './rejoin.ts'

export type { RoomClient }

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
  const loadClient = sdkLoader(options.Client)
  /** How this client comes back to its room: its seat's token, or the watch link it came in by. */
  let comeBack: { roomId: string; options: object } | null = null
  /** Bumped by every enter and leave: a resume started before one gives up. */
  let generation = 0

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

  function requestResync(reason: RoomEvents['resync']['reason']): void {
    if (!current || resyncing) return
    resyncing = true
    current.send('resync', {})
    events.emit('resync', { reason })
  }

  /** Where the table's throw came to rest (a `rest`, or a snapshot's last); a pose out of range is dropped. */
  function onRest(m: unknown): void {
    if (!restSchema.safeParse(m).success) return
    update({ rest: m as ServerMessages['rest'] })
    events.emit('rest', m as ServerMessages['rest'])
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
    if (m.you.role === 'player') {
      tokens.set(m.roomId, m.you.seatToken)
      comeBack = { roomId: m.roomId, options: { seatToken: m.you.seatToken } }
    }
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
      rest: null,
    })
    events.emit('snapshot', view)
    if (m.rest) onRest(m.rest)
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
    if (!leaving && !firstSnapshot && comeBack && GONE_CODES.has(code)) return void resume(comeBack)
    if (leaving) update({ connection: 'left' })
    else update({ connection: 'lost', lostReason: sentence })
    settleFirst(fail('REFUSED', sentence))
  }

  /** Joins the room again by id (rejoin.ts) and goes on as before; lost when it never comes back. */
  async function resume(back: { roomId: string; options: object }): Promise<void> {
    const mine = ++generation
    update({ connection: 'reconnecting' })
    const Client = await loadClient()
    const room = await rejoin(
      () => new Client(endpoint).joinById(back.roomId, back.options),
      () => mine === generation,
    )
    if (room) return void ((current = room), wire(room))
    if (mine === generation) update({ connection: 'lost', lostReason: lostSentence(1006, undefined) })
  }

  function wire(room: Room): void {
    shortenReconnection(room)
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
    room.onMessage('rest', mine(onRest))
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
    generation++
    comeBack = null
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
    generation++
    if (!current && view.connection === 'reconnecting') update({ connection: 'left' })
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
      const result = await enter((c) => c.joinById(l.roomId, how))
      if (result.ok && 'watch' in how) comeBack = { roomId: l.roomId, options: how }
      return result
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
