import { describe, expect, it } from 'vitest'
import { createStore } from 'jotai'
import { legalActions, type Action } from '../../../src/engine/index.ts'
import { dispatchAtom, sessionAtom, startGameAtom, tableModeAtom } from '../../../src/state/gameAtoms.ts'
import { selectedDiceAtom } from '../../../src/state/uiAtoms.ts'
import { historyKey } from '../../../src/ui/history/historyKey.ts'
import {
  historyNoteAtom,
  historyStatusAtom,
  redoCommandAtom,
  undoCommandAtom,
} from '../../../src/ui/history/historyAtoms.ts'

const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) => ({
  key: k,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
})

describe('historyKey', () => {
  it.each([
    [key('z', { ctrl: true }), 'undo'],
    [key('Z', { ctrl: true, shift: true }), 'redo'],
    [key('y', { ctrl: true }), 'redo'],
    [key('z', { meta: true }), 'undo'],
    [key('z'), null],
    [key('z', { ctrl: true, alt: true }), null],
    [key('x', { ctrl: true }), null],
  ] as const)('%o means %s', (event, command) => {
    expect(historyKey(event)).toBe(command)
  })
})

describe('undo and redo commands', () => {
  function started() {
    const store = createStore()
    store.set(startGameAtom, { seed: 20261123, investigators: 2 })
    return store
  }

  it('say what was undone and redone, in the HUD words, and clear the picked dice', () => {
    const store = started()
    const legal = () => legalActions(store.get(sessionAtom)!.state)
    while (!legal().some((a) => a.type === 'moveTo')) store.set(dispatchAtom, legal()[0] as Action) // the first monster's place
    store.set(dispatchAtom, legal().find((a) => a.type === 'moveTo') as Action)
    store.set(selectedDiceAtom, [1])
    expect(store.set(undoCommandAtom).ok).toBe(true)
    expect(store.get(historyNoteAtom)?.text).toMatch(/^Undone: Move to /)
    expect(store.get(selectedDiceAtom)).toEqual([])
    expect(store.get(historyStatusAtom)).toMatchObject({ canUndo: true, canRedo: true }) // the first monster's place was a choice too
    expect(store.set(redoCommandAtom).ok).toBe(true)
    expect(store.get(historyNoteAtom)?.text).toMatch(/^Redone: Move to /)
  })

  it('show the refusal as a note, and drop the note once the game moves on', () => {
    const store = started()
    expect(store.set(undoCommandAtom).ok).toBe(false)
    expect(store.get(historyNoteAtom)).toMatchObject({ refused: true })
    store.set(dispatchAtom, legalActions(store.get(sessionAtom)!.state)[0] as Action)
    expect(store.get(historyNoteAtom)).toBeNull()
  })

  it('do nothing in the replay viewer', () => {
    const store = started()
    store.set(dispatchAtom, legalActions(store.get(sessionAtom)!.state)[0] as Action)
    store.set(tableModeAtom, 'replay')
    const session = store.get(sessionAtom)
    expect(store.get(historyStatusAtom).playing).toBe(false)
    expect(store.set(undoCommandAtom).ok).toBe(false)
    expect(store.get(sessionAtom)).toBe(session)
  })
})
