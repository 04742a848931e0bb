// The table's throw cannot be foreseen by the thrower: the same flick comes out turned differently each time, a
// zero flick (the seeded throw every screen could work out) is replaced by a throw of the table's own, and every
// throw stays a throw into the tray.
import { describe, expect, it } from 'vitest'
import { unforeseenThrow } from '../../src/server/unforeseenThrow.ts'
import { TRAY } from '../../src/physics/physicsConfig.ts'
import type { DiceThrow } from '../../src/protocol/protocol.ts'

const flick: DiceThrow = { rollId: 3, seed: 42, impulse: [10, -20, -90], spin: [0, 0, 0], from: [0, 2, 4] }
const speed = (t: DiceThrow) => Math.hypot(...t.impulse)

describe('unforeseenThrow', () => {
  it('turns the same flick differently every time, by a little', () => {
    const thrown = Array.from({ length: 50 }, () => unforeseenThrow(flick))
    expect(new Set(thrown.map((t) => t.impulse.join())).size).toBe(50)
    for (const t of thrown) {
      expect(t.rollId).toBe(3)
      expect(Math.abs(speed(t) / speed(flick) - 1)).toBeLessThan(0.15)
      const cos = t.impulse.reduce((s, v, i) => s + v * flick.impulse[i]!, 0) / (speed(t) * speed(flick))
      expect(cos).toBeGreaterThan(Math.cos(0.25))
      expect(Math.abs(t.from[0])).toBeLessThanOrEqual(TRAY.width / 2 - 3)
      expect(Math.abs(t.from[2])).toBeLessThanOrEqual(TRAY.depth / 2 - 3)
    }
  })

  it('stands a throw of its own in for the seeded one', () => {
    const zero: DiceThrow = { ...flick, impulse: [0, 0, 0] }
    const a = unforeseenThrow(zero)
    const b = unforeseenThrow(zero)
    expect(speed(a)).toBeGreaterThan(0)
    expect(a.impulse).not.toEqual(b.impulse)
    expect(a.impulse[2]).toBeLessThan(0) // toward the far wall
  })
})
