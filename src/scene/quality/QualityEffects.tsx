// The quality tier inside a canvas: the lamp's shadow resolution and softness, the post-processing of high (loaded only when
// first needed), auto's frame-rate watch and the probe. Mount it once inside the canvas (<QualityEffects />).
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { addAfterEffect, useFrame, useThree } from '@react-three/fiber'
import type { LightShadow, Object3D } from 'three'
import { qualityAtom } from '../../state/settingsAtoms.ts'
import { activeTierAtom, autoStepsAtom, autoTierAtom, stepDownAtom } from './qualityAtoms.ts'
import { autoStartTier, tierBelow, TIER_SPECS, type Tier } from './qualityTiers.ts'
import { createFrameRateWatch, type FrameRateWatch } from './frameRateWatch.ts'
import { installQualityProbe } from './qualityProbe.ts'
import type { ComposerHandle } from './HighEffects.tsx'

const HighEffects = lazy(() => import('./HighEffects.tsx'))

export function QualityEffects() {
  const tier = useAtomValue(activeTierAtom)
  const spec = TIER_SPECS[tier]
  const composer = useRef<ComposerHandle>({ passes: null })
  useAutoStart()
  useLampShadow(spec.shadowMapSize, spec.shadowRadius)
  const watch = useAutoWatch(tier)
  useProbe(composer.current, watch)
  return spec.effects ? (
    <Suspense fallback={null}>
      <HighEffects handle={composer.current} />
    </Suspense>
  ) : null
}

/** The first canvas to mount decides where auto starts, from the renderer's name. */
function useAutoStart(): void {
  const gl = useThree((s) => s.gl)
  const store = useStore()
  useEffect(() => {
    if (store.get(autoTierAtom) !== null) return
    const context = gl.getContext()
    const info = context.getExtension('WEBGL_debug_renderer_info')
    const renderer = info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : null
    store.set(autoTierAtom, autoStartTier(renderer))
  }, [gl, store])
}

type ShadowLight = Object3D & { readonly isLight: true; readonly shadow: LightShadow }

const isShadowLight = (o: Object3D): o is ShadowLight =>
  'isLight' in o && o.isLight === true && o.castShadow && 'shadow' in o && o.shadow !== undefined

/**
 * Sets the side of every shadow-casting light's map (the old map is freed; three makes a new one next frame) and its
 * filter radius (a uniform: no material recompiles).
 */
function useLampShadow(size: number, radius: number): void {
  const scene = useThree((s) => s.scene)
  const gl = useThree((s) => s.gl)
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => {
    scene.traverse((o) => {
      if (!isShadowLight(o)) return
      o.shadow.radius = radius
      if (o.shadow.mapSize.x === size) return
      o.shadow.mapSize.set(size, size)
      o.shadow.map?.dispose()
      o.shadow.map = null
    })
    gl.shadowMap.needsUpdate = true
    invalidate()
  }, [scene, gl, invalidate, size, radius])
}

/**
 * Auto: measures only frames that follow a frame which asked for them (an animation running), and steps one tier
 * down after two slow windows in a row. Never steps up: no flip-flopping between tiers.
 */
function useAutoWatch(tier: Tier): FrameRateWatch {
  const quality = useAtomValue(qualityAtom)
  const stepDown = useSetAtom(stepDownAtom)
  const get = useThree((s) => s.get)
  const watching = quality === 'auto' && tierBelow(tier) !== null
  const state = useRef({ watch: createFrameRateWatch(), drew: false, asked: false })
  useEffect(() => {
    const s = state.current
    s.watch.reset()
    s.asked = false
    if (!watching) return
    return addAfterEffect(() => {
      if (!s.drew) return
      s.drew = false
      s.asked = get().internal.frames > 0
    })
  }, [watching, tier, get])
  useFrame(() => {
    if (!watching) return
    const s = state.current
    s.drew = true
    const fps = s.watch.frame(performance.now(), s.asked)
    const to = tierBelow(tier)
    if (fps !== null && to !== null) stepDown({ from: tier, to, fps: Math.round(fps) })
  })
  return state.current.watch
}

function useProbe(composer: ComposerHandle, watch: FrameRateWatch): void {
  const store = useStore()
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  useEffect(
    () =>
      installQualityProbe({
        setting: () => store.get(qualityAtom),
        tier: () => store.get(activeTierAtom),
        composer: () => composer.passes !== null,
        passes: () => composer.passes?.() ?? [],
        dpr: () => gl.getPixelRatio(),
        shadowMapSize: () => {
          let size = 0
          scene.traverse((o) => {
            if (isShadowLight(o)) size = Math.max(size, o.shadow.mapSize.x)
          })
          return size
        },
        autoSteps: () => [...store.get(autoStepsAtom)],
        autoFps: () => watch.lastFps(),
      }),
    [store, gl, scene, composer, watch],
  )
}
