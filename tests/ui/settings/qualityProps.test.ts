import { describe, expect, it } from 'vitest'
import { PCFShadowMap } from 'three'
import { qualityProps } from '../../../src/ui/settings/qualityProps.ts'

describe('qualityProps', () => {
  it('low draws one pixel per CSS pixel without shadows', () => {
    expect(qualityProps('low')).toEqual({ dpr: 1, shadows: false })
  })
  it('auto keeps the designed range (screen ratio up to 2) with soft shadows', () => {
    expect(qualityProps('auto')).toEqual({ dpr: [1, 2], shadows: { type: PCFShadowMap } })
  })
  it('high always draws twice the pixels, with shadows', () => {
    expect(qualityProps('high')).toEqual({ dpr: [2, 2], shadows: { type: PCFShadowMap } })
  })
})
