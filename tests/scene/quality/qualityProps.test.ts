import { describe, expect, it } from 'vitest'
import { PCFShadowMap } from 'three'
import { qualityProps } from '../../../src/scene/quality/qualityProps.ts'
import { readSettings, RESOLUTIONS, SETTINGS_KEY } from '../../../src/state/settingsAtoms.ts'

describe('qualityProps', () => {
  it('low draws one pixel per CSS pixel', () => {
    expect(qualityProps('low', 1920, 2)).toEqual({ dpr: 1, shadows: { type: PCFShadowMap, enabled: true } })
  })
  it('medium follows the screen', () => {
    expect(qualityProps('medium', 1920, 1.5)).toEqual({ dpr: 1.5, shadows: { type: PCFShadowMap, enabled: true } })
  })
  it('high draws 4K on a 1080p screen', () => {
    expect(qualityProps('high', 1920, 1)).toEqual({ dpr: 2, shadows: { type: PCFShadowMap, enabled: true } })
  })
  it('the player’s resolution scales every tier’s pixels across and down', () => {
    expect(qualityProps('low', 1920, 2, 0.5).dpr).toBe(0.5)
    expect(qualityProps('medium', 1920, 2, 0.75).dpr).toBe(1.5)
    expect(qualityProps('high', 1920, 1, 0.5).dpr).toBe(1)
  })
  it('minimal draws no shadows, at half the pixels across', () => {
    expect(qualityProps('minimal', 1920, 1)).toEqual({ dpr: 0.5, shadows: { type: PCFShadowMap, enabled: false } })
  })

  it('every tier draws the same kind of shadows, so a change of tier recompiles no material', () => {
    const types = (['low', 'medium', 'high'] as const).map((t) => qualityProps(t, 1280, 1).shadows.type)
    expect(new Set(types).size).toBe(1)
  })
})

describe('the resolution setting', () => {
  const stored = (value: unknown): Pick<Storage, 'getItem'> => ({
    getItem: (key) => (key === SETTINGS_KEY ? JSON.stringify(value) : null),
  })
  it('reads full, three quarters and half back, and falls back to full for anything else', () => {
    for (const r of RESOLUTIONS) expect(readSettings(stored({ resolution: r })).resolution).toBe(r)
    for (const bad of [0.25, 2, '0.5', null]) expect(readSettings(stored({ resolution: bad })).resolution).toBe(1)
  })
})
