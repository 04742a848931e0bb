import { describe, expect, it } from 'vitest'
import { flicker, FLICKER_DEPTH } from '../../../src/scene/museum/flicker.ts'

const times = Array.from({ length: 1200 }, (_, i) => i / 60) // 20 seconds at 60 frames a second

describe('flicker', () => {
  it('gives the same light for the same seed and time (a pixel test sees the same candle)', () => {
    expect(times.map((t) => flicker(t, 3))).toEqual(times.map((t) => flicker(t, 3)))
  })

  it('flickers each candle in its own way', () => {
    const a = times.map((t) => flicker(t, 3))
    const b = times.map((t) => flicker(t, 4))
    expect(a.filter((v, i) => Math.abs(v - (b[i] ?? 0)) > 0.01).length).toBeGreaterThan(times.length / 2)
  })

  it('stays within 1 ± FLICKER_DEPTH', () => {
    for (const seed of [0, 1, 2, 3, 17])
      for (const t of times) {
        expect(flicker(t, seed)).toBeGreaterThanOrEqual(1 - FLICKER_DEPTH)
        expect(flicker(t, seed)).toBeLessThanOrEqual(1 + FLICKER_DEPTH)
      }
  })

  it('changes gently: no jump from one frame to the next, yet visibly alive over seconds', () => {
    const values = times.map((t) => flicker(t, 5))
    const steps = values.slice(1).map((v, i) => Math.abs(v - (values[i] ?? v)))
    expect(Math.max(...steps)).toBeLessThan(0.03)
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(0.08)
  })
})
