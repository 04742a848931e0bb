import { describe, expect, it } from 'vitest'
import { PCFShadowMap } from 'three'
import { qualityProps } from '../../../src/scene/quality/qualityProps.ts'

describe('qualityProps', () => {
  it('low draws one pixel per CSS pixel', () => {
    expect(qualityProps('low', 1920, 2)).toEqual({ dpr: 1, shadows: { type: PCFShadowMap } })
  })
  it('medium follows the screen', () => {
    expect(qualityProps('medium', 1920, 1.5)).toEqual({ dpr: 1.5, shadows: { type: PCFShadowMap } })
  })
  it('high draws 4K on a 1080p screen', () => {
    expect(qualityProps('high', 1920, 1)).toEqual({ dpr: 2, shadows: { type: PCFShadowMap } })
  })
  it('every tier draws the same kind of shadows, so a change of tier recompiles no material', () => {
    const types = (['low', 'medium', 'high'] as const).map((t) => qualityProps(t, 1280, 1).shadows.type)
    expect(new Set(types).size).toBe(1)
  })
})
