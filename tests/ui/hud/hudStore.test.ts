import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { legalActions } from '../../../src/engine/index.ts'
import {
  dispatchAtom,
  gameStateAtom,
  lastRefusalAtom,
  legalActionsAtom,
  sessionAtom,
  startGameAtom,
} from '../../../src/state/gameAtoms.ts'
import { focusedCardAtom, moveTargetAtom, selectedDiceAtom } from '../../../src/state/uiAtoms.ts'
import {
  actionGroupsAtom,
  pickableDiceAtom,
  ringAtom,
  selectionAtom,
  taskOptionsAtom,
} from '../../../src/ui/hud/hudAtoms.ts'
import { run } from '../../../src/ui/hud/useHudKeys.ts'

/** A fresh game at its first move step (answering any setup choice with its first option). */
function startAtMoveStep(seed: number) {
  const store = createStore()
  store.set(startGameAtom, { seed, investigators: 1 })
  for (let i = 0; i < 20 && !store.get(legalActionsAtom).some((a) => a.type === 'moveTo'); i++)
    store.set(dispatchAtom, store.get(legalActionsAtom)[0]!, { throwRoll: true })
  return store
}

describe('the HUD keys and perform, on a jotai store', () => {
  it('1–6 point the move at that ring place and focus its card; Enter moves there', () => {
    const store = startAtMoveStep(21)
    const third = store.get(ringAtom)[2]!
    expect(run(store, { kind: 'movePlace', place: 3 })).toBe(true)
    expect(store.get(moveTargetAtom)).toEqual({ kind: 'card', cardId: third })
    expect(store.get(focusedCardAtom)).toBe(third)
    expect(run(store, { kind: 'confirm' })).toBe(true)
    expect(store.get(sessionAtom)!.actions.at(-1)).toEqual({ type: 'moveTo', to: { kind: 'card', cardId: third } })
    expect(store.get(moveTargetAtom)).toBeNull()
  })

  it('Space rolls and reports the seeded result the engine offers, leaving the dice to pick', () => {
    const store = startAtMoveStep(22)
    run(store, { kind: 'movePlace', place: 1 })
    run(store, { kind: 'confirm' })
    const before = store.get(gameStateAtom)!
    expect(store.get(legalActionsAtom).some((a) => a.type === 'rollDice')).toBe(true)
    run(store, { kind: 'roll' })
    const actions = store.get(sessionAtom)!.actions
    expect(actions.at(-2)).toEqual({ type: 'rollDice' })
    expect(actions.at(-1)?.type).toBe('reportRoll')
    expect(store.get(gameStateAtom)!.phase).toMatchObject({ kind: 'resolution', stage: 'rolled' })
    expect(store.get(gameStateAtom)!.seq).toBeGreaterThan(before.seq)
    expect(store.get(pickableDiceAtom).length).toBeGreaterThan(0)
  })

  it('1–8 toggle dice; the task list follows the pick; Esc clears it', () => {
    const store = startAtMoveStep(23)
    run(store, { kind: 'movePlace', place: 2 })
    run(store, { kind: 'confirm' })
    run(store, { kind: 'roll' })
    const first = store.get(pickableDiceAtom)[0]!.id
    run(store, { kind: 'toggleDie', dieId: first })
    expect(store.get(selectionAtom)).toEqual([first])
    expect(store.get(taskOptionsAtom).length).toBeGreaterThan(0)
    run(store, { kind: 'toggleDie', dieId: first })
    expect(store.get(selectedDiceAtom)).toEqual([])
    run(store, { kind: 'toggleDie', dieId: first })
    run(store, { kind: 'cancel' })
    expect(store.get(selectionAtom)).toEqual([])
  })

  it('a refused action shows the engine’s message and changes nothing', () => {
    const store = startAtMoveStep(24)
    const before = store.get(sessionAtom)
    const outcome = store.set(dispatchAtom, { type: 'failRoll' }, { throwRoll: true })
    expect(outcome.ok).toBe(false)
    expect(store.get(sessionAtom)).toBe(before)
    expect(store.get(lastRefusalAtom)?.violation.message).toMatch(/\w/)
  })

  it('F fails the roll, then a picked die and Enter discard it', () => {
    const store = startAtMoveStep(25)
    run(store, { kind: 'movePlace', place: 1 })
    run(store, { kind: 'confirm' })
    run(store, { kind: 'roll' })
    run(store, { kind: 'fail' })
    const state = store.get(gameStateAtom)!
    if (state.phase.kind === 'resolution' && state.phase.stage === 'discarding') {
      const die = store.get(pickableDiceAtom)[0]!.id
      run(store, { kind: 'toggleDie', dieId: die })
      run(store, { kind: 'confirm' })
      expect(store.get(sessionAtom)!.actions.at(-1)).toEqual({ type: 'discardDie', dieId: die })
    } else {
      expect(store.get(sessionAtom)!.actions.at(-1)).toEqual({ type: 'failRoll' })
    }
  })

  it('groups exactly what legalActions lists', () => {
    const store = startAtMoveStep(26)
    const state = store.get(gameStateAtom)!
    const listed = store.get(actionGroupsAtom).flatMap((g) => g.entries.map((e) => e.action))
    expect(listed).toHaveLength(legalActions(state).length)
  })
})
