// The three tiers the table can be drawn at. The settings offer low, high and auto; auto starts at high on a real
// GPU (at medium on a software renderer) and steps down a tier at a time when frames slow. Pure: unit-tested.

/** What the table is drawn at now: low (a slow machine), medium (the designed look), high (post-processing). */
export type Tier = 'low' | 'medium' | 'high'

export type TierSpec = {
  /** The shadow map's side in texels (one spot lamp casts shadows). */
  readonly shadowMapSize: number
  /**
   * The lamp's shadow filter radius in shadow-map texels (three's PCF: five rotated, filtered taps spread this far),
   * a uniform, so a tier change recompiles nothing. Map size and radius together set the penumbra: low's is one
   * 1024² texel, medium's and high's some three times as wide, the soft edge of a shaded lamp.
   */
  readonly shadowRadius: number
  /** Bloom, ambient occlusion and depth of field (the post-processing composer is mounted). */
  readonly effects: boolean
}

export const TIER_SPECS: Readonly<Record<Tier, TierSpec>> = {
  low: { shadowMapSize: 1024, shadowRadius: 1, effects: false },
  medium: { shadowMapSize: 2048, shadowRadius: 6, effects: false },
  high: { shadowMapSize: 4096, shadowRadius: 12, effects: true },
}

/** How each tier reads in the settings, for a person. */
export const TIER_NAMES: Readonly<Record<Tier, string>> = {
  low: 'low (one pixel per screen pixel, coarser shadows)',
  medium: 'medium (the screen’s sharpness, soft shadows, surface detail, reflections)',
  high: 'high (glow, ambient occlusion, depth of field, up to 4K)',
}

/** The tier below, or null at the bottom. */
export function tierBelow(tier: Tier): Tier | null {
  return tier === 'high' ? 'medium' : tier === 'medium' ? 'low' : null
}

/** Where auto starts: high on a real GPU; medium where WebGL is drawn by the CPU (SwiftShader, llvmpipe…). */
export function autoStartTier(renderer: string | null): Tier {
  return renderer !== null && /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer) ? 'medium' : 'high'
}

/** The widest drawing buffer high aims for: 4K across. */
const HIGH_PIXELS_ACROSS = 3840

/**
 * The device pixel ratio of a tier for a canvas `cssWidth` CSS pixels wide on a screen of ratio `screenRatio`:
 * low draws one pixel per CSS pixel; medium follows the screen, up to 2; high draws up to 4K across (twice the
 * pixels on a 1080p screen), never below the screen's own ratio and never above 2.
 */
export function tierDpr(tier: Tier, cssWidth: number, screenRatio: number): number {
  const screen = Math.min(2, Math.max(1, screenRatio))
  switch (tier) {
    case 'low':
      return 1
    case 'medium':
      return screen
    case 'high': {
      const toFourK = cssWidth > 0 ? HIGH_PIXELS_ACROSS / cssWidth : 2
      return Math.min(2, Math.max(screen, toFourK))
    }
  }
}
