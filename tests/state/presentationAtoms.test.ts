import { describe, expect, it } from 'vitest'
import { createStore } from 'jotai'
import { GAME_CAMERA } from '../../src/state/gameCamera.ts'
import {
  PRESENTATION_LAYOUT,
  presentationAtom,
  presentationPanelOpenAtom,
  tableShiftAtom,
} from '../../src/state/presentationAtoms.ts'

describe('tableShiftAtom', () => {
  it('keeps the usual framing at the table as usual, whether or not the panel was left open', () => {
    const store = createStore()
    expect(store.get(tableShiftAtom)).toBe(GAME_CAMERA.shift)
    store.set(presentationPanelOpenAtom, false)
    expect(store.get(tableShiftAtom)).toBe(GAME_CAMERA.shift)
  })

  it('keeps the usual framing while presenting with the side panel closed (only the action panel covers the table)', () => {
    const store = createStore()
    store.set(presentationAtom, true)
    store.set(presentationPanelOpenAtom, false)
    expect(store.get(tableShiftAtom)).toBe(GAME_CAMERA.shift)
  })

  it('centres the table in what the two panels leave free while presenting with the side panel open', () => {
    const store = createStore()
    store.set(presentationAtom, true)
    const { panel, hud, edge } = PRESENTATION_LAYOUT
    const freeCentre = (edge + panel + (1 - edge - hud)) / 2
    // Drawn `shift` of the width left of the window's centre: the table's centre lands on the free span's centre.
    expect(0.5 - store.get(tableShiftAtom)).toBeCloseTo(freeCentre, 10)
    expect(store.get(tableShiftAtom)).not.toBe(GAME_CAMERA.shift)
  })
})
