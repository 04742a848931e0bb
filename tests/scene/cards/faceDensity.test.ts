import { describe, expect, it } from 'vitest'
import { faceDensity } from '../../../src/scene/cards/cardCanvas.ts'

describe('faceDensity', () => {
  it('paints a face as densely as the drawing buffer can show, between a half and one', () => {
    expect(faceDensity(0.5)).toBe(0.5)
    expect(faceDensity(0.75)).toBe(0.75)
    expect(faceDensity(1)).toBe(1)
    expect(faceDensity(2)).toBe(1)
    expect(faceDensity(0.25)).toBe(0.5)
  })
})
