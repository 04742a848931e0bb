import { describe, expect, it } from 'vitest'
import { createStore } from 'jotai'
import { applyAction, createGame, legalActions, replay, type Action } from '../../src/engine/index.ts'
import { dispatchAtom, eventsAtom, loadSessionAtom, sessionAtom, startGameAtom } from '../../src/state/gameAtoms.ts'
import { redoActionsAtom, redoAtom, undoAtom, undoRefusalAtom } from '../../src/state/undoAtoms.ts'
import { chooser } from '../engine/support/randomGame.ts'

const setup = { seed: 20261123, investigators: 2 } as const

type Store = ReturnType<typeof createStore>

function started(): Store {
  const store = createStore()
  store.set(startGameAtom, setup)
  return store
}

/** Plays eagerly (complete a task when possible, roll with the seeded result) until `stop` says an action is next. */
function playUntil(store: Store, stop: (action: Action, legal: readonly Action[]) => boolean, seed = 5): Action {
  const pick = chooser(seed)
  for (let guard = 0; guard < 3000; guard++) {
    const state = store.get(sessionAtom)?.state
    if (!state || state.status !== 'playing') break
    const legal = legalActions(state)
    const found = legal.find((a) => stop(a, legal))
    if (found) return found
    const complete = legal.filter((a) => a.type === 'completeTask')
    const keep = legal.filter((a) => a.type !== 'abandonAdventure' && a.type !== 'failRoll')
    const list = complete.length > 0 ? complete : keep.length > 0 && pick(4) > 0 ? keep : legal
    const action = list[pick(list.length)] as Action
    expect(store.set(dispatchAtom, action).ok).toBe(true)
  }
  throw new Error('the wanted action never came')
}

const json = (x: unknown) => JSON.stringify(x)

/** Undo then redo one action: the state goes back exactly and comes forward exactly. */
function undoRedo(store: Store, action: Action): void {
  const before = store.get(sessionAtom)!
  const eventsBefore = store.get(eventsAtom)
  expect(store.set(dispatchAtom, action).ok).toBe(true)
  const after = store.get(sessionAtom)!
  const highest = Math.max(...store.get(eventsAtom).map((e) => e.n))
  expect(store.get(undoRefusalAtom)).toBeNull()
  const undone = store.set(undoAtom)
  expect(undone.ok).toBe(true)
  const back = store.get(sessionAtom)!
  expect(json(back.state)).toBe(json(before.state))
  expect(back.actions).toEqual(before.actions)
  expect(back.id).toBe(before.id)
  expect(store.get(eventsAtom)).toEqual(eventsBefore)
  expect(store.get(redoActionsAtom)).toEqual([action])
  const redone = store.set(redoAtom)
  expect(redone.ok).toBe(true)
  expect(json(store.get(sessionAtom)!.state)).toBe(json(after.state))
  expect(store.get(redoActionsAtom)).toEqual([])
  // the events done again are new news: numbered past everything the page has shown
  const fresh = store.get(eventsAtom).filter((e) => e.action === before.actions.length)
  expect(fresh.every((e) => e.n > highest)).toBe(true)
}

describe('undo and redo in the store', () => {
  it('undoes and redoes a move', () => {
    const store = started()
    undoRedo(
      store,
      playUntil(store, (a) => a.type === 'moveTo'),
    )
  })

  it('undoes and redoes an assignment that leaves the adventure open', () => {
    const store = started()
    const action = playUntil(store, (a) => {
      if (a.type !== 'completeTask') return false
      const state = store.get(sessionAtom)!.state
      const r = applyAction(state, a)
      return r.ok && r.events.every((e) => e.type !== 'cardDealt' && e.type !== 'cardDrawn')
    })
    undoRedo(store, action)
  })

  it('undoes and redoes a focused die', () => {
    const store = started()
    undoRedo(
      store,
      playUntil(store, (a) => a.type === 'focusDie'),
    )
  })

  it('refuses to undo a roll with the engine sentence, and changes nothing', () => {
    const store = started()
    playUntil(store, (a) => a.type === 'reportRoll')
    const report = legalActions(store.get(sessionAtom)!.state).find((a) => a.type === 'reportRoll') as Action
    expect(store.get(undoRefusalAtom)?.code).toBe('DICE_IN_THE_AIR')
    expect(store.set(dispatchAtom, report).ok).toBe(true)
    const session = store.get(sessionAtom)
    const events = store.get(eventsAtom)
    const refused = store.set(undoAtom)
    expect(refused).toEqual({
      ok: false,
      code: 'CHANCE_HAS_SPOKEN',
      message: 'The dice have been rolled; undoing would be a reroll.',
    })
    expect(store.get(sessionAtom)).toBe(session)
    expect(store.get(eventsAtom)).toBe(events)
  })

  it('undoes several choices back to the last barrier and no further', () => {
    const store = started()
    playUntil(store, (a) => a.type === 'moveTo')
    const floor = store.get(sessionAtom)!.actions.length
    let undone = 0
    while (store.set(undoAtom).ok) undone++
    const left = store.get(sessionAtom)!.actions.length
    expect(left).toBeLessThanOrEqual(floor)
    expect(store.get(redoActionsAtom)).toHaveLength(undone)
    // what is left replays to the state shown
    const replayed = replay({ setup, actions: store.get(sessionAtom)!.actions })
    expect(replayed.ok && json(replayed.value)).toBe(json(store.get(sessionAtom)!.state))
    if (left > 0) expect(store.get(undoRefusalAtom)?.code).toBe('CHANCE_HAS_SPOKEN')
    while (store.set(redoAtom).ok) undone--
    expect(undone).toBe(0)
  })

  it('a new action clears the redo stack; doing the undone action by hand keeps the rest', () => {
    const store = started()
    const move = playUntil(store, (a) => a.type === 'moveTo')
    const state = store.get(sessionAtom)!.state
    const other = legalActions(state).find((a) => a.type === 'moveTo' && json(a) !== json(move)) as Action
    store.set(dispatchAtom, move)
    store.set(undoAtom)
    expect(store.get(redoActionsAtom)).toEqual([move])
    store.set(dispatchAtom, move)
    expect(store.get(redoActionsAtom)).toEqual([])
    store.set(undoAtom)
    store.set(dispatchAtom, other)
    expect(store.get(redoActionsAtom)).toEqual([])
    expect(store.set(redoAtom)).toMatchObject({ ok: false, code: 'NOTHING_TO_REDO' })
  })

  it('refuses NOTHING_TO_UNDO at the start, and before any game', () => {
    expect(started().set(undoAtom)).toMatchObject({ ok: false, code: 'NOTHING_TO_UNDO' })
    expect(createStore().set(undoAtom)).toMatchObject({ ok: false, code: 'NOTHING_TO_UNDO' })
  })

  it('undoes a game put back with loadSessionAtom, and one set from outside the store', () => {
    const store = started()
    playUntil(store, (a) => a.type === 'moveTo')
    const move = legalActions(store.get(sessionAtom)!.state).find((a) => a.type === 'moveTo') as Action
    store.set(dispatchAtom, move)
    const { actions, id } = store.get(sessionAtom)!
    const loaded = createStore()
    expect(loaded.set(loadSessionAtom, { setup, actions, id })).toEqual({ ok: true })
    expect(loaded.set(undoAtom).ok).toBe(true)
    expect(loaded.get(sessionAtom)!.id).toBe(id)
    const outside = createStore()
    const state = replay({ setup, actions })
    if (!state.ok) throw new Error('replay')
    outside.set(sessionAtom, { id: 'x', setup, state: state.value, actions })
    expect(outside.set(undoAtom).ok).toBe(true)
    expect(outside.get(sessionAtom)!.actions).toEqual(actions.slice(0, -1))
  })

  it('starts from createGame: a new game has nothing to undo', () => {
    const store = started()
    expect(json(store.get(sessionAtom)!.state)).toBe(json(createGame(setup)))
    expect(store.get(undoRefusalAtom)?.code).toBe('NOTHING_TO_UNDO')
  })
})
