// What each quality tier asks of the table's canvas. Pure, so the tiers are unit-tested without a GPU.
import { PCFShadowMap, type ShadowMapType } from 'three'
import type { Dpr } from '@react-three/fiber'
import type { Settings } from '../../scene/store/settingsAtoms.ts'

/** The canvas props a tier sets: the device-pixel-ratio range and the shadows (R3F's own prop types). */
export type QualityProps = {
  readonly dpr: Dpr
  readonly shadows: false | { type: ShadowMapType }
}

/**
 * low: one pixel per CSS pixel and no shadows (weak GPUs, big screens). auto: as designed — up to the screen's
 * ratio, capped at 2, with soft shadows. high: always drawn at twice the pixels (sharper edges even on a
 * 1080p screen) with shadows.
 */
export function qualityProps(quality: Settings['quality']): QualityProps {
  switch (quality) {
    case 'low':
      return { dpr: 1, shadows: false }
    case 'high':
      return { dpr: [2, 2], shadows: { type: PCFShadowMap } }
    case 'auto':
      return { dpr: [1, 2], shadows: { type: PCFShadowMap } }
  }
}
