import { describe, expect, it } from 'vitest'
import {
  autoStartTier,
  isRichTier,
  minFpsOf,
  tierBelow,
  tierDpr,
  TIER_SPECS,
} from '../../../src/scene/quality/qualityTiers.ts'

describe('quality tiers', () => {
  it('only high mounts the post-processing, and shadows sharpen tier by tier', () => {
    expect(TIER_SPECS.low.effects).toBe(false)
    expect(TIER_SPECS.medium.effects).toBe(false)
    expect(TIER_SPECS.high.effects).toBe(true)
    expect(TIER_SPECS.low.shadowMapSize).toBeLessThan(TIER_SPECS.medium.shadowMapSize)
    expect(TIER_SPECS.medium.shadowMapSize).toBeLessThan(TIER_SPECS.high.shadowMapSize)
  })

  it('softens the lamp’s shadows above low, to one penumbra in medium and high', () => {
    const penumbra = (t: 'low' | 'medium' | 'high') => TIER_SPECS[t].shadowRadius / TIER_SPECS[t].shadowMapSize
    expect(TIER_SPECS.low.shadowRadius).toBe(1)
    expect(penumbra('medium')).toBeGreaterThan(2 * penumbra('low'))
    expect(penumbra('high')).toBeCloseTo(penumbra('medium'))
  })

  it('steps down high → medium → low → minimal and stops there', () => {
    expect(tierBelow('high')).toBe('medium')
    expect(tierBelow('medium')).toBe('low')
    expect(tierBelow('low')).toBe('minimal')
    expect(tierBelow('minimal')).toBeNull()
  })

  it('minimal draws a quarter of low’s pixels, with the plain surfaces and no shadows', () => {
    expect(tierDpr('minimal', 1920, 1)).toBe(0.5)
    expect(tierDpr('minimal', 390, 3)).toBe(0.5)
    expect(TIER_SPECS.minimal.shadows).toBe(false)
    expect(TIER_SPECS.low.shadows).toBe(true)
    expect(TIER_SPECS.minimal.effects).toBe(false)
    expect([isRichTier('minimal'), isRichTier('low'), isRichTier('medium'), isRichTier('high')]).toEqual([
      false,
      false,
      true,
      true,
    ])
  })

  it('leaves low for minimal only below 15 frames a second, the tiers above below 50', () => {
    expect(minFpsOf('low')).toBe(15)
    expect(minFpsOf('medium')).toBe(50)
    expect(minFpsOf('high')).toBe(50)
  })

  it('auto starts high on a GPU and minimal where the CPU draws WebGL (issue 41)', () => {
    expect(autoStartTier('ANGLE (NVIDIA, NVIDIA GeForce RTX 3070 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe('high')
    expect(autoStartTier('Apple M2')).toBe('high')
    expect(autoStartTier(null)).toBe('high')
    expect(
      autoStartTier('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)'),
    ).toBe('minimal')
    expect(autoStartTier('llvmpipe (LLVM 15.0.7, 256 bits)')).toBe('minimal')
    expect(autoStartTier('Microsoft Basic Render Driver')).toBe('minimal')
  })

  it('low draws one pixel per CSS pixel, whatever the screen', () => {
    expect(tierDpr('low', 1920, 1)).toBe(1)
    expect(tierDpr('low', 1920, 3)).toBe(1)
  })

  it('medium follows the screen, between 1 and 2', () => {
    expect(tierDpr('medium', 1920, 1)).toBe(1)
    expect(tierDpr('medium', 1440, 1.5)).toBe(1.5)
    expect(tierDpr('medium', 390, 3)).toBe(2)
  })

  it('high draws up to 4K across: twice the pixels at 1080p, the screen’s own at a 4K window', () => {
    expect(tierDpr('high', 1920, 1)).toBe(2)
    expect(tierDpr('high', 1280, 1)).toBe(2)
    expect(tierDpr('high', 2560, 1)).toBe(1.5)
    expect(tierDpr('high', 3840, 1)).toBe(1)
    expect(tierDpr('high', 1920, 2)).toBe(2)
    expect(tierDpr('high', 0, 1)).toBe(2)
  })
})
