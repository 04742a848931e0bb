// One dispatch path (src/state/README.md): a HUD control or key and the table's scene hand their actions to the one
// dispatchAtom, and what follows an accepted action (picks cleared, the moved-to card in focus, a control's roll
// thrown) happens there, whoever sent it. The last test reads the source: no second path may come back.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import type { Action } from '../../src/engine/index.ts'
import {
  dispatchAtom,
  lastAcceptedAtom,
  legalActionsAtom,
  sessionAtom,
  startGameAtom,
} from '../../src/state/gameAtoms.ts'
import { trayThrowerAtom, type TrayThrower } from '../../src/state/trayThrower.ts'
import {
  choiceIndexAtom,
  focusedCardAtom,
  focusedTaskAtom,
  moveTargetAtom,
  selectedTrophiesAtom,
} from '../../src/state/uiAtoms.ts'
import { ringAtom } from '../../src/ui/hud/hudAtoms.ts'
import { run } from '../../src/ui/hud/useHudKeys.ts'

/** A fresh game at its first move step, with half-made picks lying about. */
function atMoveStep() {
  const store = createStore()
  store.set(startGameAtom, { seed: 21, investigators: 1 })
  for (let i = 0; i < 20 && !store.get(legalActionsAtom).some((a) => a.type === 'moveTo'); i++)
    store.set(dispatchAtom, store.get(legalActionsAtom)[0]!, { throwRoll: true })
  store.set(selectedTrophiesAtom, ['a trophy'])
  store.set(choiceIndexAtom, 2)
  store.set(focusedTaskAtom, 'a task')
  return store
}

/** A tray that always throws, counting how often it was asked. */
function fakeThrower(): TrayThrower & { throwSeeded: ReturnType<typeof vi.fn> } {
  return { throwSeeded: vi.fn(() => 'thrown' as const) }
}

describe('one dispatch path', () => {
  it('a move by key (1–6, Enter) and the same move by a click on the card end in the same store', () => {
    const byKey = atMoveStep()
    const byTable = atMoveStep()
    const card = byKey.get(ringAtom)[2]!
    const move: Action = { type: 'moveTo', to: { kind: 'card', cardId: card } }

    run(byKey, { kind: 'movePlace', place: 3 })
    run(byKey, { kind: 'confirm' })
    byTable.set(dispatchAtom, move) // what CardMesh and GoHereTag do

    for (const store of [byKey, byTable]) {
      expect(store.get(lastAcceptedAtom)?.action).toEqual(move)
      expect(store.get(sessionAtom)!.actions.at(-1)).toEqual(move)
      expect(store.get(selectedTrophiesAtom)).toEqual([])
      expect(store.get(choiceIndexAtom)).toBeNull()
      expect(store.get(moveTargetAtom)).toBeNull()
      expect(store.get(focusedTaskAtom)).toBeNull()
      expect(store.get(focusedCardAtom)).toBe(card)
    }
    expect(byTable.get(sessionAtom)!.state).toEqual(byKey.get(sessionAtom)!.state)
  })

  it('a control’s roll is thrown by the tray; the tray’s own report of the faces is taken as it is', () => {
    const store = atMoveStep()
    run(store, { kind: 'movePlace', place: 1 })
    run(store, { kind: 'confirm' })
    const thrower = fakeThrower()
    store.set(trayThrowerAtom, thrower)

    run(store, { kind: 'roll' }) // Space: the roll starts, and the tray throws it
    expect(thrower.throwSeeded).toHaveBeenCalledTimes(1)
    const report = store.get(legalActionsAtom).find((a) => a.type === 'reportRoll')!
    expect(report).toBeDefined()

    // "Read the dice" from a control asks the tray again and reports nothing itself.
    const actions = store.get(sessionAtom)!.actions.length
    expect(store.set(dispatchAtom, report, { throwRoll: true }).ok).toBe(true)
    expect(thrower.throwSeeded).toHaveBeenCalledTimes(2)
    expect(store.get(sessionAtom)!.actions).toHaveLength(actions)

    // The faces the tray read come through the same dispatch without a throw.
    expect(store.set(dispatchAtom, report).ok).toBe(true)
    expect(thrower.throwSeeded).toHaveBeenCalledTimes(2)
    expect(store.get(lastAcceptedAtom)?.action).toEqual(report)
  })

  it('while the physics loads, a control’s roll waits for the tray (no seeded faces in its place)', () => {
    const store = atMoveStep()
    run(store, { kind: 'movePlace', place: 1 })
    run(store, { kind: 'confirm' })
    const thrower = { throwSeeded: vi.fn(() => 'loading' as const) }
    store.set(trayThrowerAtom, thrower)
    run(store, { kind: 'roll' })
    expect(thrower.throwSeeded).toHaveBeenCalledTimes(1)
    expect(store.get(lastAcceptedAtom)?.action.type).toBe('rollDice')
    expect(store.get(legalActionsAtom).some((a) => a.type === 'reportRoll')).toBe(true)
  })

  it('with no tray to throw, a control’s roll is read at once (the engine’s seeded faces)', () => {
    const store = atMoveStep()
    run(store, { kind: 'movePlace', place: 1 })
    run(store, { kind: 'confirm' })
    run(store, { kind: 'roll' })
    expect(store.get(lastAcceptedAtom)?.action.type).toBe('reportRoll')
  })

  it('no module outside src/state wraps dispatch in an atom of its own, and only the store writes the session', () => {
    const files = sources('src')
    const wrappers = files.filter(
      (f) => !f.path.startsWith('src/state/') && /(?<![.\w])set\(dispatchAtom\b/.test(f.text),
    )
    expect(wrappers.map((f) => f.path)).toEqual([])
    const sessionWriters = files.filter((f) => /\bset\(sessionAtom\b/.test(f.text)).map((f) => f.path)
    expect(sessionWriters.sort()).toEqual(['src/state/gameAtoms.ts', 'src/state/undoAtoms.ts'])
    // Besides dispatch, an action is committed only when a room's table sends back one it accepted.
    const committers = files.filter((f) => /\bset\(commitActionAtom\b/.test(f.text)).map((f) => f.path)
    expect(committers.sort()).toEqual(['src/state/gameAtoms.ts', 'src/ui/room/bindRoomTable.ts'])
  })
})

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => {
      const path = relative(process.cwd(), join(e.parentPath, e.name)).replaceAll('\\', '/')
      return { path, text: readFileSync(path, 'utf8') }
    })
}
