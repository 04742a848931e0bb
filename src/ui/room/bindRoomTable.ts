// Binds a room client to the game store: the table's log becomes the session (a snapshot is put back whole, an
// accepted action is applied through the same commit as solo play, so the table animates it), and the store's
// dispatch proposes to the table (tableRoomAtom). A refusal shows like a solo one; this screen's throw goes to the
// table, which rolls it (as a phone's), and every throw the table rolls tumbles here; dice staged on rows show on
// every screen. No screen sends faces (the table refuses them): a report of the dice becomes the roll's seeded throw.
import type { createStore } from 'jotai'
import {
  commitActionAtom,
  gameStateAtom,
  lastRefusalAtom,
  loadSessionAtom,
  sessionAtom,
} from '../../state/gameAtoms.ts'
import { stagedAtom } from '../../scene/hands/handsAtoms.ts'
import type { RoomClient } from '../../state/room/roomClient.ts'
import type { RoomView } from '../../state/room/roomTypes.ts'
import { remoteThrowAtom, tableRestAtom, tableRoomAtom, type TableRoom } from '../../state/room/tableRoom.ts'
import { specOfThrow, throwOfSpec } from '../../state/room/throwRelay.ts'
import { roomSaveId } from './roomSession.ts'

type Store = ReturnType<typeof createStore>

/** Puts the room's game on the table and keeps it there; returns the unbinding (an effect's cleanup). */
export function bindRoomTable(store: Store, client: RoomClient): () => void {
  const load = (view: RoomView) => {
    if (!view.setup || !view.roomId) return
    store.set(loadSessionAtom, { setup: view.setup, actions: view.log, id: roomSaveId(view.roomId) })
  }
  const seat = (view: RoomView) => {
    const setup = view.setup
    const room: TableRoom = {
      players: view.players,
      seats: view.seats,
      watching: view.you?.role !== 'player',
      propose: (action) =>
        action.type === 'reportRoll'
          ? throwForReport(client, action.rollId, setup?.seed ?? 0)
          : client.propose(action).then((r) => r.ok),
      throwAtTable: (rollId, spec) => client.throwDice(throwOfSpec(rollId, setup?.seed ?? 0, spec), true),
    }
    store.set(tableRoomAtom, room)
  }
  load(client.view())
  seat(client.view())
  store.set(tableRestAtom, client.view().rest) // the join's snapshot came before this binding
  let shown = client.view()
  const offs = [
    client.subscribe((view) => {
      if (view.seats !== shown.seats || view.players !== shown.players || view.you !== shown.you) seat(view)
      shown = view
    }),
    client.on('snapshot', load),
    client.on('action', (e) => {
      const session = store.get(sessionAtom)
      // In step with the table: apply it (and animate); otherwise put the table's game back whole.
      if (session && session.actions.length === e.seq) store.set(commitActionAtom, e.action)
      else load(client.view())
    }),
    client.on('refused', (refusal) => {
      // A second throw of a roll already rolling (a double press, or a phone and a screen at once): the dice come.
      if (refusal.code !== 'DICE_ROLLING') store.set(lastRefusalAtom, { violation: refusal, action: null })
    }),
    client.on('throw', (t) => {
      const receivedAt = performance.timeOrigin + performance.now()
      if (!t.mine)
        store.set(remoteThrowAtom, { rollId: t.throw.rollId, spec: specOfThrow(t.throw), chance: t.chance, receivedAt })
    }),
    client.on('rest', (rest) => store.set(tableRestAtom, rest)),
  ]
  // Dice staged on task rows travel too: this screen's, while it acts for the investigator whose turn it is, go to
  // the others; another's are laid on the rows here (the atom keeps only what the engine could still take).
  let shownStage = '{}'
  offs.push(
    client.on('stage', (m) => {
      shownStage = JSON.stringify(m.staged)
      store.set(stagedAtom, m.staged)
    }),
    store.sub(stagedAtom, () => {
      const room = store.get(tableRoomAtom)
      const state = store.get(gameStateAtom)
      const staged = JSON.stringify(store.get(stagedAtom))
      if (!room || !state || room.watching || !room.players.includes(state.turn.player) || staged === shownStage) return
      shownStage = staged
      client.stage(store.get(stagedAtom))
    }),
  )
  return () => {
    offs.forEach((off) => off())
    store.set(tableRoomAtom, null)
    store.set(remoteThrowAtom, null)
    store.set(tableRestAtom, null)
  }
}

/**
 * A report of the dice where no screen's tray threw them (reduced motion, no physics): in a room the table reads the
 * dice, so the roll's seeded throw goes to it instead (the table rolls it for every screen). True once the table's
 * report of roll `rollId` is in the log; false if the throw was refused or the room left.
 */
function throwForReport(client: RoomClient, rollId: number, seed: number): Promise<boolean> {
  client.throwDice(throwOfSpec(rollId, seed, null), true)
  return new Promise((resolve) => {
    const answer = (ok: boolean) => {
      offs.forEach((off) => off())
      resolve(ok)
    }
    const offs = [
      client.subscribe((view) => {
        if (view.log.some((a) => a.type === 'reportRoll' && a.rollId === rollId)) answer(true)
        else if (view.connection === 'left' || view.connection === 'lost') answer(false)
      }),
      client.on('refused', (r) => {
        if (r.code === 'NOT_YOUR_ROLL' || r.code === 'WATCHING' || r.code === 'SERVER_ERROR') answer(false)
      }),
    ]
  })
}
