import { describe, expect, it } from 'vitest'
import { TABLE_ASPECT, freeRoom, viewOffsetFor, type Rect } from '../../src/state/tableFrame.ts'

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
