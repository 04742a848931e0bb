// Issue 41, item 6: a die dragged onto a row (staged) and dice picked by number (keys 1–8, a toggle, a tap) are one
// selection: Enter completes the row with both. Before, Enter used only the picked dice and the engine refused.
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import type { Action } from '../../../src/engine/index.ts'
import {
  dispatchAtom,
  lastRefusalAtom,
  legalActionsAtom,
  sessionAtom,
  startGameAtom,
} from '../../../src/state/gameAtoms.ts'
import { stagedAtom } from '../../../src/scene/hands/handsAtoms.ts'
import { pickableDiceAtom, selectionAtom, taskOptionsAtom } from '../../../src/ui/hud/hudAtoms.ts'
import { run } from '../../../src/ui/hud/useHudKeys.ts'

type Complete = Extract<Action, { type: 'completeTask' }>

/** A solo game rolled at some ring place where a task is met by two dice (and by no single die of them). */
function rolledWithTwoDiceTask() {
  for (let seed = 1; seed < 80; seed++)
    for (let place = 1; place <= 6; place++) {
      const store = createStore()
      store.set(startGameAtom, { seed, investigators: 1 })
      for (let i = 0; i < 20 && !store.get(legalActionsAtom).some((a) => a.type === 'moveTo'); i++)
        store.set(dispatchAtom, store.get(legalActionsAtom)[0]!, { throwRoll: true })
      run(store, { kind: 'movePlace', place })
      run(store, { kind: 'confirm' })
      run(store, { kind: 'roll' })
      const task = store
        .get(legalActionsAtom)
        .find((a): a is Complete => a.type === 'completeTask' && a.dice.length === 2)
      if (task) return { store, task }
    }
  throw new Error('no seed rolled a task met by two dice')
}

describe('staged and picked dice, one selection', () => {
  it('a die staged on a row and one picked by its number complete the task with Enter', () => {
    const { store, task } = rolledWithTwoDiceTask()
    const [staged, picked] = task.dice as [number, number]
    store.set(stagedAtom, { [task.taskId]: [staged] })
    run(store, { kind: 'toggleDie', dieId: picked })
    expect(store.get(selectionAtom)).toEqual([picked])
    const option = store.get(taskOptionsAtom).find((o) => o.taskId === task.taskId)!
    expect(option.dice).toEqual([staged, picked])
    expect(option.accepts).toBe(true)
    expect(store.get(pickableDiceAtom).find((d) => d.id === staged)).toMatchObject({
      selected: true,
      stagedOn: task.taskId,
    })
    expect(run(store, { kind: 'confirm' })).toBe(true)
    expect(store.get(lastRefusalAtom)).toBeNull()
    expect(store.get(sessionAtom)!.actions.at(-1)).toEqual({
      type: 'completeTask',
      taskId: task.taskId,
      dice: [staged, picked],
    })
    expect(store.get(stagedAtom)).toEqual({})
  })

  it('Enter with a row not yet met refuses with the engine’s sentence naming the dice; nothing changes', () => {
    const { store, task } = rolledWithTwoDiceTask()
    const [staged] = task.dice as [number, number]
    store.set(stagedAtom, { [task.taskId]: [staged] })
    const count = store.get(sessionAtom)!.actions.length
    run(store, { kind: 'confirm' })
    expect(store.get(sessionAtom)!.actions.length).toBe(count)
    expect(store.get(lastRefusalAtom)?.violation.message).toMatch(new RegExp(`die ${staged + 1} shows`))
  })

  it('the number of a staged die takes it back off its row; Esc clears the rows too', () => {
    const { store, task } = rolledWithTwoDiceTask()
    const [staged, other] = task.dice as [number, number]
    store.set(stagedAtom, { [task.taskId]: [staged] })
    run(store, { kind: 'toggleDie', dieId: staged })
    expect(store.get(stagedAtom)).toEqual({})
    expect(store.get(selectionAtom)).toEqual([])
    store.set(stagedAtom, { [task.taskId]: [other] })
    run(store, { kind: 'cancel' })
    expect(store.get(stagedAtom)).toEqual({})
  })
})
