// Issue 41: a phone frames the table to the width, and the roll's close-up draws a die a finger can pick.
import { describe, expect, it } from 'vitest'
import { closeUpFrame } from '../../../src/scene/game/closeUpFrame.ts'
import {
  dieDrawn,
  narrowCloseUpFrame,
  ringDrawn,
  ringFrame,
  SMALL_RING,
  trayFrame,
  uprightFrame,
  viewFramesFor,
} from '../../../src/scene/game/viewFrames.ts'
import { TRAY_FELT } from '../../../src/scene/hands/trayPlace.ts'
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

  it('frames the ring and the tray where the whole table would draw the ring too small', () => {
    // A 360×740 phone upright, a 390×844 one under the guide's note, a phone on its side, a short 800×600 window.
    for (const r of [room(360, 275), room(390, 284), room(482, 287), room(530, 199)]) {
      expect(ringDrawn(r, DEFAULT_FRAME)).toBeLessThan(SMALL_RING)
      const frames = viewFramesFor(r, false)
      expect(frames.names.whole).toBe('ring')
      expect(frames.whole).toBe(ringFrame())
      expect(ringDrawn(r, frames.whole)).toBeGreaterThan(1.2 * ringDrawn(r, DEFAULT_FRAME))
    }
    // 1024×768 and a tablet upright keep the whole table: their ring is large enough to play on.
    for (const r of [room(682, 491), room(768, 545)]) expect(viewFramesFor(r, false).names.whole).toBe('table')
  })

  it('draws the ring over twice as wide upright as in the whole view', () => {
    const u = uprightFrame()
    expect((DEFAULT_FRAME.u1 - DEFAULT_FRAME.u0) / (u.u1 - u.u0)).toBeGreaterThan(2.3)
  })

  it('once the dice lie upright, fits them and the card in play: dice together are drawn larger', () => {
    const phone = room(390, 380)
    const felt = (fx: number, fz: number) => ({
      x: TRAY_FELT.x0 + fx * (TRAY_FELT.x1 - TRAY_FELT.x0),
      z: TRAY_FELT.z0 + fz * (TRAY_FELT.z1 - TRAY_FELT.z0),
    })
    const together = viewFramesFor(phone, false, [felt(0.2, 0.3), felt(0.3, 0.4), felt(0.25, 0.6)]).closeUp
    const apart = viewFramesFor(phone, false, [felt(0.05, 0.1), felt(0.95, 0.9)]).closeUp
    const narrow = narrowCloseUpFrame()
    expect(viewFramesFor(phone, false).closeUp).toBe(narrow) // where they lie is not known: the whole tray
    expect(dieDrawn(phone, together)).toBeGreaterThan(1.3 * dieDrawn(phone, narrow))
    expect(dieDrawn(phone, apart)).toBeGreaterThan(0.9 * dieDrawn(phone, narrow))
    // The card in play (its left edge, held up at the front of the ring: the narrow frame's edge less its 3 %
    // margin) stays in every frame.
    const cardEdge = narrow.u0 + 0.03 * (narrow.u1 - narrow.u0)
    for (const frame of [together, apart]) expect(frame.u0).toBeLessThanOrEqual(cardEdge + 1e-9)
  })
})
