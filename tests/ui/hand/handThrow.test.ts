// A phone's throw: a flick up the pad is a throw toward the far wall, scaled to the tray; a tap is no throw; a shake
// throws once the phone is still again (or has shaken long enough), always forward; an invite opens the hand view
// only on a touch screen without hover, and a player who asked for the table keeps it for that room.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { THROW, TRAY } from '../../../src/physics/physicsConfig.ts'
import {
  createShakeDetector,
  padThrow,
  padToTray,
  SHAKE_MAX_MS,
  type PadSample,
} from '../../../src/ui/hand/handThrow.ts'
import { opensHand, preferTable } from '../../../src/ui/hand/handChoice.ts'

const PAD = { width: 360, height: 320 }
const flick = (dx: number, dy: number, ms = 80): PadSample[] =>
  [0, 0.25, 0.5, 0.75, 1].map((k) => ({ t: 1000 + k * ms, x: 200 + dx * k, y: 280 + dy * k }))

describe('the throw pad', () => {
  it('stands for the tray: its corners are the tray’s, its top the far wall', () => {
    expect(padToTray({ t: 0, x: 0, y: 0 }, PAD)).toEqual({ t: 0, x: -TRAY.width / 2, z: -TRAY.depth / 2 })
    expect(padToTray({ t: 0, x: 360, y: 320 }, PAD)).toEqual({ t: 0, x: TRAY.width / 2, z: TRAY.depth / 2 })
    expect(padToTray({ t: 0, x: -50, y: 900 }, PAD)).toEqual({ t: 0, x: -TRAY.width / 2, z: TRAY.depth / 2 })
  })

  it('throws a flick up the pad toward the far wall, faster for a faster thumb, never past the cap', () => {
    const slow = padThrow(flick(-20, -200, 160), PAD)!
    const fast = padThrow(flick(-20, -200, 60), PAD)!
    expect(slow.velocity.z).toBeLessThan(0)
    expect(Math.abs(fast.velocity.z)).toBeGreaterThan(Math.abs(slow.velocity.z))
    expect(Math.hypot(fast.velocity.x, fast.velocity.y, fast.velocity.z)).toBeLessThanOrEqual(THROW.maxSpeed + 1e-9)
    expect(fast.origin.z).toBeLessThan(0) // released where the thumb left the pad: near its top
  })

  it('takes a tap for no throw', () => {
    expect(padThrow(flick(5, -8), PAD)).toBeNull()
    expect(padThrow([], PAD)).toBeNull()
  })
})

describe('a shake', () => {
  it('throws once, forward, when a jolt is followed by stillness', () => {
    const shake = createShakeDetector()
    const out = [
      { t: 0, x: 1, y: 2, z: 0 },
      { t: 16, x: 4, y: 18, z: 0 },
      { t: 32, x: -9, y: -26, z: 0 },
      { t: 48, x: 5, y: 12, z: 0 },
      { t: 64, x: 0, y: 1, z: 0 },
      { t: 80, x: 0, y: 0, z: 0 },
    ].map((s) => shake.add(s))
    expect(out.slice(0, 4)).toEqual([null, null, null, null])
    const spec = out[4]!
    expect(spec.velocity.z).toBeLessThan(0) // forward, though the strongest jolt pointed back
    expect(spec.velocity.x).toBeLessThan(0) // and to the side it swung hardest
    expect(Math.hypot(spec.velocity.x, spec.velocity.z)).toBeGreaterThanOrEqual(THROW.randomSpeedMin)
    expect(out[5]).toBeNull()
  })

  it('ignores small movements and throws a long shake without waiting for stillness', () => {
    const shake = createShakeDetector()
    for (let t = 0; t < 2000; t += 16) expect(shake.add({ t, x: 3, y: 6, z: 2 })).toBeNull()
    expect(shake.add({ t: 2000, x: 10, y: 20, z: 0 })).toBeNull()
    expect(shake.add({ t: 2000 + SHAKE_MAX_MS / 2, x: 12, y: 16, z: 0 })).toBeNull()
    expect(shake.add({ t: 2000 + SHAKE_MAX_MS, x: 12, y: 16, z: 0 })).not.toBeNull()
  })
})

describe('which view an invite opens', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('opens the hand on a touch screen for an invite only, until the table is asked for', () => {
    const store = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    })
    const invite = 'id=AAAAAAAAAAAAAAAAAAAAAAAA&invite=BBBBBBBBBBBBBBBBBBBBBBBB'
    expect(opensHand(invite, true)).toBe(true)
    expect(opensHand(invite, false)).toBe(false)
    expect(opensHand('id=AAAAAAAAAAAAAAAAAAAAAAAA&watch=BBBBBBBBBBBBBBBBBBBBBBBB', true)).toBe(false)
    expect(opensHand('host', true)).toBe(false)
    preferTable('AAAAAAAAAAAAAAAAAAAAAAAA')
    expect(opensHand(invite, true)).toBe(false)
    expect(opensHand('id=CCCCCCCCCCCCCCCCCCCCCCCC&invite=BBBBBBBBBBBBBBBBBBBBBBBB', true)).toBe(true)
  })
})
