// The four tiers the table can be drawn at. The settings offer low, high and auto; auto starts at high on a real
// GPU (at low on a software renderer), measures its first frames and steps down a tier at a time while frames are
// slow, down to minimal, which only auto reaches. Pure: unit-tested.

/**
 * What the table is drawn at now: minimal (a machine without a graphics card: half the pixels across), low (a slow
 * machine), medium (the designed look), high (post-processing).
 */
export type Tier = 'minimal' | 'low' | 'medium' | 'high'

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
  /**
   * Whether the lamp casts shadows at all. Only minimal goes without: turning them off recompiles every lit material,
   * which is why a CPU renderer starts at minimal rather than stepping down to it.
   */
  readonly shadows: boolean
}

export const TIER_SPECS: Readonly<Record<Tier, TierSpec>> = {
  minimal: { shadowMapSize: 512, shadowRadius: 1, effects: false, shadows: false },
  low: { shadowMapSize: 1024, shadowRadius: 1, effects: false, shadows: true },
  medium: { shadowMapSize: 2048, shadowRadius: 6, effects: false, shadows: true },
  high: { shadowMapSize: 4096, shadowRadius: 12, effects: true, shadows: true },
}

/** How each tier reads in the settings, for a person. */
export const TIER_NAMES: Readonly<Record<Tier, string>> = {
  minimal: 'minimal (half the pixels across, no shadows: for a machine without a graphics card)',
  low: 'low (one pixel per screen pixel, coarser shadows)',
  medium: 'medium (the screen’s sharpness, soft shadows, surface detail, reflections)',
  high: 'high (glow, ambient occlusion, depth of field, up to 4K)',
}

/** The tier below, or null at the bottom. */
export function tierBelow(tier: Tier): Tier | null {
  return tier === 'high' ? 'medium' : tier === 'medium' ? 'low' : tier === 'low' ? 'minimal' : null
}

/** Whether a tier wears the room's surface detail and reflections (medium and high): their maps, their shaders. */
export function isRichTier(tier: Tier): boolean {
  return tier === 'medium' || tier === 'high'
}

/**
 * The tier a headset draws at: low, whatever the player chose for the flat screen (each eye is a screen of its own,
 * drawn at the headset's rate: no post-processing, no surface detail, the coarser shadow); minimal where auto has
 * already found the machine needs it. Leaving the headset gives the flat screen the player's tier back.
 */
export function xrTier(tier: Tier): Tier {
  return tier === 'minimal' ? 'minimal' : 'low'
}

/**
 * Where auto starts: high on a real GPU; minimal where WebGL is drawn by the CPU (SwiftShader, llvmpipe…). Measured
 * there at 1920×1080 (issue 41): medium drew a frame every 0.3-0.7 s, low 0.8-0.9 frames a second, half the pixels
 * across 2.6-4.3; a tier chosen after the first frame also costs seconds (a canvas resized waits for every frame in
 * flight, shadows turned off recompile every material). So such a renderer starts where it can play.
 */
export function autoStartTier(renderer: string | null): Tier {
  return renderer !== null && /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer) ? 'minimal' : 'high'
}

/**
 * Frames a second below which auto leaves a tier. Above low, the designed look is worth 50: a step down costs
 * little there. Low gives way to minimal's blur only when a tumble would stutter below 15 (the game wants at least 10).
 */
export function minFpsOf(tier: Tier): number {
  return tier === 'minimal' ? FLOOR_FPS : tier === 'low' ? 15 : 50
}

/**
 * The floor: a screen that draws fewer frames a second than this even at minimal cannot show a tumble (a die would
 * jump a hand's width between frames), so its dice land at once, without one, and the settings say so.
 */
export const FLOOR_FPS = 4

/** The widest drawing buffer high aims for: 4K across. */
const HIGH_PIXELS_ACROSS = 3840

/**
 * The device pixel ratio of a tier for a canvas `cssWidth` CSS pixels wide on a screen of ratio `screenRatio`:
 * minimal draws one pixel per two CSS pixels across (a quarter of low's); low draws one pixel per CSS pixel; medium follows the screen, up to 2; high draws up to 4K across (twice the
 * pixels on a 1080p screen), never below the screen's own ratio and never above 2.
 */
export function tierDpr(tier: Tier, cssWidth: number, screenRatio: number): number {
  const screen = Math.min(2, Math.max(1, screenRatio))
  switch (tier) {
    case 'minimal':
      return 0.5
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
