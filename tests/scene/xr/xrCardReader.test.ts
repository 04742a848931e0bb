// Issue 44: in a headset, a card pointed at and selected is read out on the board. The ray finds the nearest card
// along it; only a select's first frame reads; the board then shows the card's words and a way back.
import { describe, expect, it } from 'vitest'
import { createStore } from 'jotai'
import { BoxGeometry, Group, Mesh, MeshBasicMaterial, Vector3 } from 'three'
import { xrReadingAtom } from '../../../src/state/xrAtoms.ts'
import { cardUnder, createXrCardReader } from '../../../src/scene/xr/xrCardReader.ts'
import { panelButtons } from '../../../src/scene/xr/drawXrPanel.ts'
import type { XrHand } from '../../../src/scene/xr/xrInputs.ts'

/** A card-sized box at (x, z) on the table, in a group as the scene keeps its cards. */
function card(x: number, z: number, y = 0): Group {
  const g = new Group()
  const m = new Mesh(new BoxGeometry(6.3, 0.2, 8.8), new MeshBasicMaterial())
  m.position.set(x, y, z)
  g.add(m)
  g.updateMatrixWorld(true)
  return g
}

/** A hand 30 cm above (x, z) pointing straight down. */
function hand(x: number, z: number, select: boolean, wasSelect = false): XrHand {
  return {
    key: 'right',
    tracked: false,
    live: true,
    grip: new Vector3(x, 30, z),
    rayFrom: new Vector3(x, 30, z),
    rayDir: new Vector3(0, -1, 0),
    grab: false,
    select,
    wasGrab: false,
    wasSelect,
  }
}

describe('reading a card in a headset', () => {
  const cards = new Map([
    ['near', card(0, 0, 1)],
    ['far', card(0, 0, -1)],
    ['side', card(20, 0)],
  ])

  it('finds the nearest card along the ray, and none where no card lies', () => {
    expect(cardUnder(hand(0, 0, false), cards)).toBe('near')
    expect(cardUnder(hand(20, 2, false), cards)).toBe('side')
    expect(cardUnder(hand(40, 0, false), cards)).toBeNull()
  })

  it('reads a card on a select’s first frame only, and leaves the reading alone elsewhere', () => {
    const store = createStore()
    const reader = createXrCardReader(store, cards)
    expect(reader.update(hand(20, 0, false))).toBe(false)
    expect(store.get(xrReadingAtom)).toBeNull()
    expect(reader.update(hand(20, 0, true))).toBe(true)
    expect(store.get(xrReadingAtom)).toBe('side')
    expect(reader.update(hand(0, 0, true, true))).toBe(false) // held, not pressed
    expect(reader.update(hand(40, 0, true))).toBe(false) // pressed over no card
    expect(store.get(xrReadingAtom)).toBe('side')
  })

  it('gives the board a way back to the controls while a card is read', () => {
    const face = { title: 'Your move', message: null, page: 0, leave: 'Leave VR', hovered: null }
    const entries = [{ key: 'a', label: 'Move to the Entrance' }]
    expect(panelButtons({ ...face, entries }).map((b) => b.key)).toEqual(['a', 'leave'])
    const reading = { title: 'The Lecture Theatre', lines: ['Tasks: 4 investigation'] }
    expect(panelButtons({ ...face, entries, reading }).map((b) => b.key)).toEqual(['close-card', 'leave'])
  })
})
