import { describe, expect, it } from 'vitest'
import { createStore } from 'jotai'
import {
  CLOSE_UP_BELOW,
  DEFAULT_FRAME,
  TABLE_ASPECT,
  closeUpAtom,
  frameBetween,
  freeRoom,
  tableFrameAtom,
  viewOffsetFor,
  wantsCloseUp,
  type Rect,
} from '../../src/state/tableFrame.ts'
import { sessionAtom } from '../../src/state/gameAtoms.ts'
import { presentationAtom } from '../../src/state/presentationAtoms.ts'
import { settingsAtom } from '../../src/state/settingsAtoms.ts'
import type { GameSession } from '../../src/state/gameSession.ts'

const box = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height })

describe('freeRoom', () => {
  it('is the window between the panels, each ending the room at its inner edge', () => {
    const room = freeRoom(1920, 1080, [
      { edge: 'top', box: box(0, 0, 1920, 80) },
      { edge: 'right', box: box(1440, 90, 470, 980) },
      { edge: 'bottom', box: box(0, 1020, 1440, 60) },
    ])
    expect(room).toEqual(box(0, 80, 1440, 940))
  })

  it('takes the innermost edge when two panels hold the same side, and ignores a panel with no box', () => {
    const room = freeRoom(800, 600, [
      { edge: 'bottom', box: box(0, 560, 400, 40) },
      { edge: 'bottom', box: box(400, 300, 400, 300) },
      { edge: 'left', box: box(0, 0, 0, 0) },
    ])
    expect(room).toEqual(box(0, 0, 800, 300))
  })

  it('falls back to the whole window when the panels leave too little to frame', () => {
    expect(freeRoom(390, 844, [{ edge: 'bottom', box: box(0, 60, 390, 784) }])).toEqual(box(0, 0, 390, 844))
  })
})

describe('viewOffsetFor', () => {
  it('is no offset at all for a 16:9 room that is the whole window', () => {
    const view = viewOffsetFor(box(0, 0, 1920, 1080), 1920, 1080)
    expect(view.fullWidth).toBeCloseTo(1920)
    expect(view.fullHeight).toBeCloseTo(1080)
    expect(view.offsetX).toBeCloseTo(0)
    expect(view.offsetY).toBeCloseTo(0)
  })

  it("draws the default view's frame as large as fits, centred in the room", () => {
    const room = box(0, 80, 1440, 940)
    const view = viewOffsetFor(room, 1920, 1080)
    // The room is wider than tall for 16:9? 1440 / (16/9) = 810 < 940: the width limits the frame.
    const frameHeight = 1440 / TABLE_ASPECT
    expect(view.fullHeight).toBeCloseTo(frameHeight)
    // Same aspect as the canvas (nothing stretched).
    expect(view.fullWidth / view.fullHeight).toBeCloseTo(1920 / 1080)
    // The full view's centre, drawn at -offset + full / 2, lands on the room's centre.
    expect(-view.offsetX + view.fullWidth / 2).toBeCloseTo(720)
    expect(-view.offsetY + view.fullHeight / 2).toBeCloseTo(80 + 470)
  })

  it('lets the height limit the frame in a wide, low room', () => {
    const view = viewOffsetFor(box(100, 50, 700, 300), 844, 390)
    expect(view.fullHeight).toBeCloseTo(300)
    expect(-view.offsetX + view.fullWidth / 2).toBeCloseTo(450)
    expect(-view.offsetY + view.fullHeight / 2).toBeCloseTo(200)
  })
})

describe('a part of the view (the close-up)', () => {
  const frame = { u0: 0.2, u1: 1.0, v0: -0.9, v1: -0.5 }

  it('draws the frame as large as fits in the room, its centre at the room’s centre', () => {
    const room = box(0, 120, 390, 300)
    const view = viewOffsetFor(room, 390, 844, frame)
    // 0.8 wide, 0.4 high in half-heights: the width limits (390 / 0.4 = 975 < 300 / 0.2 = 1500).
    expect(view.fullHeight).toBeCloseTo(390 / 0.4)
    expect(view.fullWidth / view.fullHeight).toBeCloseTo(390 / 844)
    // The frame's centre (u 0.6, v -0.7) in the full view's pixels, drawn at the room's centre.
    const x = view.fullWidth / 2 + 0.6 * (view.fullHeight / 2)
    const y = view.fullHeight / 2 + 0.7 * (view.fullHeight / 2)
    expect(x - view.offsetX).toBeCloseTo(195)
    expect(y - view.offsetY).toBeCloseTo(270)
  })

  it('is the default view at t = 0 and the frame at t = 1', () => {
    expect(frameBetween(DEFAULT_FRAME, frame, 0)).toEqual(DEFAULT_FRAME)
    const end = frameBetween(DEFAULT_FRAME, frame, 1)
    for (const k of ['u0', 'u1', 'v0', 'v1'] as const) expect(end[k]).toBeCloseTo(frame[k], 12)
    expect(frameBetween(DEFAULT_FRAME, frame, 0.5).v1).toBeCloseTo(0.25)
  })

  it('is wanted where the whole table would be drawn under 800 pixels wide, never on a desk', () => {
    expect(wantsCloseUp(box(0, 120, 390, 300))).toBe(true) // a phone
    expect(wantsCloseUp(box(0, 200, 768, 430))).toBe(true) // a tablet upright, over its sheet
    expect(wantsCloseUp(box(0, 80, 1440, 940))).toBe(false) // 1920×1080 beside the column
    expect(wantsCloseUp(box(0, 110, 860, 560))).toBe(false) // 1280×720 beside the column
    expect(CLOSE_UP_BELOW).toBe(800)
  })

  it('shows only while an adventure of the ring is resolved; a desk may ask for the whole table instead', () => {
    const store = createStore()
    const board = [
      { cardId: 'crate', otherWorld: false, monsters: [] },
      { cardId: 'abyss', otherWorld: true, monsters: [] },
    ]
    const session = (kind: string, target: unknown = { kind: 'card', cardId: 'crate' }) =>
      ({ state: { phase: { kind, target }, board } }) as unknown as GameSession
    store.set(tableFrameAtom, box(0, 120, 390, 300))
    store.set(sessionAtom, session('movement'))
    expect(store.get(closeUpAtom)).toBe(false)
    store.set(sessionAtom, session('resolution'))
    expect(store.get(closeUpAtom)).toBe(true)
    // The Other World and the Ancient One lie outside the close-up: the whole table stays.
    store.set(sessionAtom, session('resolution', { kind: 'card', cardId: 'abyss' }))
    expect(store.get(closeUpAtom)).toBe(false)
    store.set(sessionAtom, session('resolution', { kind: 'ancientOne' }))
    expect(store.get(closeUpAtom)).toBe(false)
    // A desk: the close-up too, unless the player asked for the whole table; presenting, the close-up again.
    store.set(sessionAtom, session('resolution'))
    store.set(tableFrameAtom, box(0, 80, 1440, 940))
    expect(store.get(closeUpAtom)).toBe(true)
    store.set(settingsAtom, { closeUp: false })
    expect(store.get(closeUpAtom)).toBe(false)
    store.set(presentationAtom, true)
    expect(store.get(closeUpAtom)).toBe(true)
    // A phone shows it whatever the setting says: the whole table is too small there to pick out a die.
    store.set(presentationAtom, false)
    store.set(tableFrameAtom, box(0, 120, 390, 300))
    expect(store.get(closeUpAtom)).toBe(true)
  })
})
