// Issue 41, item 8: the advice's label lies right beside a die it names, on the screen, inside the room the panels
// leave the table.
import { describe, expect, it } from 'vitest'
import { setLabelPlace, type Spot } from '../../../src/scene/odds/setLabelPlace.ts'

const R = 20
const LABEL = { width: 100, height: 28 }
const ROOM = { x: 0, y: 80, width: 1400, height: 900 }
const d = (x: number, y: number): Spot => ({ x, y })

function place(set: Spot[], others: Spot[] = [], room = ROOM) {
  const out = { x: NaN, y: NaN }
  const side = setLabelPlace(set, [...set, ...others], R, LABEL, room, out)
  return { side, ...out, right: out.x + LABEL.width, bottom: out.y + LABEL.height }
}

/** How far the label's box lies from a point (0 inside). */
const gapTo = (at: ReturnType<typeof place>, p: Spot) =>
  Math.hypot(Math.max(at.x - p.x, 0, p.x - at.right), Math.max(at.y - p.y, 0, p.y - at.bottom))

describe('setLabelPlace', () => {
  it('hangs the label just below a lone die', () => {
    const at = place([d(500, 400)])
    expect(at.side).toBe('below')
    expect(at.y).toBeGreaterThan(400 + R)
    expect(at.y).toBeLessThan(400 + 2 * R)
    expect((at.x + at.right) / 2).toBeCloseTo(500)
  })

  it('stays beside a die of a spread set, never out in the middle of it', () => {
    const set = [d(300, 300), d(700, 300), d(300, 600), d(700, 600)]
    const at = place(set)
    expect(Math.min(...set.map((p) => gapTo(at, p)))).toBeLessThan(2 * R)
  })

  it('goes to another side where a die lies below', () => {
    const at = place([d(500, 400)], [d(500, 450)])
    expect(at.side).not.toBe('below')
    expect(gapTo(at, d(500, 400))).toBeLessThan(2 * R)
    expect(gapTo(at, d(500, 450))).toBeGreaterThan(R / 2)
  })

  it('keeps inside the room: a die just under the status bar is labelled below it, never above', () => {
    const at = place([d(500, 95)], [d(500, 140), d(560, 95), d(440, 95)])
    expect(at.y).toBeGreaterThanOrEqual(ROOM.y)
    expect(at.right).toBeLessThanOrEqual(ROOM.x + ROOM.width)
  })

  it('moves a label at the room’s edge inside it', () => {
    const at = place([d(1390, 500)])
    expect(at.right).toBeLessThanOrEqual(ROOM.x + ROOM.width)
    expect(gapTo(at, d(1390, 500))).toBeLessThan(2 * R)
  })
})
