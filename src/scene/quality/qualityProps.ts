// What each quality tier asks of the table's canvas. Pure, so the tiers are unit-tested without a GPU.
import { PCFShadowMap, type ShadowMapType } from 'three'
import { tierDpr, TIER_SPECS, type Tier } from './qualityTiers.ts'

/** The canvas props a tier sets: the device pixel ratio and the shadows (R3F's own prop types). */
export type QualityProps = {
  readonly dpr: number
  readonly shadows: { type: ShadowMapType; enabled: boolean }
}

/**
 * Every tier draws soft (filtered) shadows of one kind, so changing tiers never recompiles the materials: the shadow
 * type is compiled into every lit material's shader. three r187's PCF is already soft (five taps on a rotated disc,
 * each a filtered compare; PCFSoftShadowMap was removed and falls back to it), its spread a uniform: the shadow
 * map's resolution and filter radius and the post-processing are set inside the canvas (src/scene/quality). The device pixel
 * ratio: low 1, medium the screen's (up to 2), high up to 4K across (twice the pixels on a 1080p screen), each times
 * the player's `resolution` (1, 0.75 or 0.5 across: a slow machine draws a quarter of the pixels at half).
 */
export function qualityProps(tier: Tier, cssWidth: number, screenRatio: number, resolution = 1): QualityProps {
  return {
    dpr: tierDpr(tier, cssWidth, screenRatio) * resolution,
    shadows: { type: PCFShadowMap, enabled: TIER_SPECS[tier].shadows },
  }
}
