import 'fake-indexeddb/auto'
import { createStore } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { createGame, replay } from '../../src/engine/index.ts'
import { createSavedGame } from '../../src/persist/savedGame.ts'
import { createSaveStore } from '../../src/persist/saveStore.ts'
import { BOT_GAMES } from './botGames.ts'

let n = 0
const freshStore = () => createSaveStore(createStore(`test-${n++}`, 'saves'))
const game = BOT_GAMES[1]!

function savedAfter(count: number, id = 'g1', at = 1000 + count) {
  const record = { setup: game.setup, actions: game.actions.slice(0, count) }
  const state = replay(record)
  if (!state.ok) throw new Error('bot game does not replay')
  return createSavedGame({ id, setup: record.setup, state: state.value, actions: record.actions }, at)
}

describe('createSaveStore', () => {
  it('saves and loads a game (summary and actions)', async () => {
    const saves = freshStore()
    saves.save(savedAfter(40))
    await saves.flush()
    const loaded = await saves.load('g1')
    expect(loaded?.actions).toEqual(game.actions.slice(0, 40))
    expect(loaded?.actionCount).toBe(40)
    expect(await saves.list()).toHaveLength(1)
  })

  it('keeps the newest of saves asked in a burst, written in order', async () => {
    const saves = freshStore()
    for (let i = 1; i <= 30; i++) saves.save(savedAfter(i))
    await saves.flush()
    expect((await saves.load('g1'))?.actionCount).toBe(30)
  })

  it('lists most recently played first, and deletes', async () => {
    const saves = freshStore()
    saves.save(savedAfter(5, 'old', 100))
    saves.save(savedAfter(6, 'new', 200))
    saves.save(savedAfter(7, 'mid', 150))
    expect((await saves.list()).map((s) => s.id)).toEqual(['new', 'mid', 'old'])
    await saves.remove('mid')
    expect((await saves.list()).map((s) => s.id)).toEqual(['new', 'old'])
    expect(await saves.load('mid')).toBeNull()
  })

  it('a removal waits for a queued save of the same game (the game stays deleted)', async () => {
    const saves = freshStore()
    saves.save(savedAfter(3, 'x'))
    await saves.remove('x')
    expect(await saves.load('x')).toBeNull()
  })

  it('skips a save it cannot read in the list', async () => {
    const idb = createStore(`test-${n++}`, 'saves')
    const saves = createSaveStore(idb)
    const { set } = await import('idb-keyval')
    await set('meta:broken', { id: 'broken', turn: 'one' }, idb)
    saves.save(savedAfter(2, 'fine'))
    expect((await saves.list()).map((s) => s.id)).toEqual(['fine'])
  })

  it('summarises who plays, the turn, the hour and the status', () => {
    const state = createGame(game.setup)
    const save = createSavedGame({ id: 'a', setup: game.setup, state, actions: [] }, 5)
    expect(save).toMatchObject({
      turn: state.turn.number,
      clock: state.clock,
      status: 'playing',
      ancientOne: state.ancientOne,
    })
    expect(save.investigators).toHaveLength(state.players.length)
  })
})
