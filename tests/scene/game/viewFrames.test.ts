// Issue 41: a phone frames the table to the width, and the roll's close-up draws a die a finger can pick.
import { describe, expect, it } from 'vitest'
import { closeUpFrame } from '../../../src/scene/game/closeUpFrame.ts'
import { dieDrawn, trayFrame, uprightFrame, viewFramesFor } from '../../../src/scene/game/viewFrames.ts'
import { DEFAULT_FRAME } from '../../../src/state/tableFrame.ts'

const room = (width: number, height: number) => ({ x: 0, y: 120, width, height })

describe('viewFramesFor', () => {
  it('keeps the whole table and the usual close-up on a desk (1920×1080, 4K)', () => {
    for (const r of [room(1437, 859), room(2900, 1900)]) {
      const frames = viewFramesFor(r, true)
      expect(frames.whole).toBe(DEFAULT_FRAME)
      expect(frames.closeUp).toBe(closeUpFrame())
    }
  })

  it('frames the table to the width of a phone held upright, and the tray alone while the dice wait', () => {
    const phone = room(390, 380)
    expect(viewFramesFor(phone, true).whole).toBe(uprightFrame())
    expect(viewFramesFor(phone, true).closeUp).toBe(trayFrame())
    expect(dieDrawn(phone, trayFrame())).toBeGreaterThanOrEqual(24)
    expect(dieDrawn(phone, closeUpFrame())).toBeLessThan(12)
    expect(viewFramesFor(phone, false).names.closeUp).toBe('narrow')
  })

  it('draws the ring over twice as wide upright as in the whole view', () => {
    const u = uprightFrame()
    expect((DEFAULT_FRAME.u1 - DEFAULT_FRAME.u0) / (u.u1 - u.u0)).toBeGreaterThan(2.3)
  })
})
