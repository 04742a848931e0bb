import 'fake-indexeddb/auto'
import { createStore as createIdbStore } from 'idb-keyval'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { legalActions } from '../../../src/engine/index.ts'
import {
  dispatchAtom,
  loadSessionAtom,
  sessionAtom,
  startGameAtom,
  tableModeAtom,
} from '../../../src/state/gameAtoms.ts'
import { createSaveStore } from '../../../src/persist/saveStore.ts'
import { startAutosave } from '../../../src/ui/persist/autosave.ts'
import { BOT_GAMES } from '../../persist/botGames.ts'

let n = 0
const game = BOT_GAMES[3]!

function setUp() {
  const store = createStore()
  const saves = createSaveStore(createIdbStore(`autosave-${n++}`, 'saves'))
  let clock = 1000
  const stop = startAutosave(store, saves, () => clock++)
  return { store, saves, stop }
}

describe('startAutosave', () => {
  it('saves every accepted action under the session id, in order, the newest last', async () => {
    const { store, saves } = setUp()
    store.set(startGameAtom, game.setup)
    const id = store.get(sessionAtom)!.id
    for (const action of game.actions.slice(0, 12)) expect(store.set(dispatchAtom, action).ok).toBe(true)
    await saves.flush()
    const saved = await saves.load(id)
    expect(saved?.actions).toEqual(game.actions.slice(0, 12))
    expect(saved?.turn).toBe(store.get(sessionAtom)!.state.turn.number)
    expect(saved?.clock).toBe(store.get(sessionAtom)!.state.clock)
  })

  it('does not save a refused action, nor a game not yet begun', async () => {
    const { store, saves } = setUp()
    store.set(startGameAtom, game.setup)
    const id = store.get(sessionAtom)!.id
    expect(store.set(dispatchAtom, { type: 'failRoll' }).ok).toBe(false)
    await saves.flush()
    expect(await saves.load(id)).toBeNull()
    expect(await saves.list()).toEqual([])
  })

  it('saves a game put back with fewer actions (an undo), down to none once it had begun', async () => {
    const { store, saves } = setUp()
    store.set(loadSessionAtom, { setup: game.setup, actions: game.actions.slice(0, 5), id: 'g' })
    store.set(loadSessionAtom, { setup: game.setup, actions: game.actions.slice(0, 4), id: 'g' })
    await saves.flush()
    expect((await saves.load('g'))?.actionCount).toBe(4)
    store.set(loadSessionAtom, { setup: game.setup, actions: [], id: 'g' })
    await saves.flush()
    expect((await saves.load('g'))?.actionCount).toBe(0)
  })

  it('saves nothing while the table shows a recorded game (replay mode)', async () => {
    const { store, saves } = setUp()
    store.set(tableModeAtom, 'replay')
    store.set(loadSessionAtom, { setup: game.setup, actions: game.actions.slice(0, 30), id: 'watched' })
    await saves.flush()
    expect(await saves.list()).toEqual([])
  })

  it('stops when unsubscribed', async () => {
    const { store, saves, stop } = setUp()
    stop()
    store.set(loadSessionAtom, { setup: game.setup, actions: game.actions.slice(0, 3), id: 'late' })
    await saves.flush()
    expect(await saves.load('late')).toBeNull()
  })

  it('a game saved mid-roll comes back waiting for the roll, answered by nothing', async () => {
    const { store, saves } = setUp()
    const atRoll = game.actions.findIndex((a) => a.type === 'rollDice')
    store.set(loadSessionAtom, { setup: game.setup, actions: game.actions.slice(0, atRoll + 1), id: 'mid-roll' })
    await saves.flush()
    const saved = await saves.load('mid-roll')
    const resumed = createStore()
    expect(resumed.set(loadSessionAtom, { setup: saved!.setup, actions: saved!.actions, id: 'mid-roll' })).toEqual({
      ok: true,
    })
    const session = resumed.get(sessionAtom)!
    expect(session.actions).toHaveLength(atRoll + 1)
    expect(legalActions(session.state).some((a) => a.type === 'reportRoll')).toBe(true)
    expect(session.state).toEqual(store.get(sessionAtom)!.state)
  })
})
