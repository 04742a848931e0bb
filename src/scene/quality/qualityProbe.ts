// `window.__museumQuality`: a read-only window onto the tier the table is drawn at, for browser tests and the
// bench. Nothing here changes the picture.
import type { Settings } from '../../state/settingsAtoms.ts'
import type { AutoStep } from './qualityAtoms.ts'
import type { Tier } from './qualityTiers.ts'

export type QualityProbe = {
  /** The player's choice. */
  readonly setting: () => Settings['quality']
  /** The tier in effect. */
  readonly tier: () => Tier
  /** Whether the post-processing composer is mounted and drawing. */
  readonly composer: () => boolean
  /** The composer's passes by name, in order (empty without it). */
  readonly passes: () => string[]
  /** The renderer's device pixel ratio now. */
  readonly dpr: () => number
  /** The side of the lamp's shadow map now. */
  readonly shadowMapSize: () => number
  /** Auto's steps down this visit. */
  readonly autoSteps: () => AutoStep[]
  /** The frames a second of auto's last full window of animation frames (null before one, or when not auto). */
  readonly autoFps: () => number | null
}

declare global {
  interface Window {
    __museumQuality?: QualityProbe
  }
}

/** Installs the probe; returns its remover (which leaves a newer probe alone). */
export function installQualityProbe(probe: QualityProbe): () => void {
  const frozen = Object.freeze(probe)
  window.__museumQuality = frozen
  return () => {
    if (window.__museumQuality === frozen) delete window.__museumQuality
  }
}
