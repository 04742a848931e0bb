// The quality tier inside a canvas: the lamp's shadow resolution and softness, the post-processing of high (loaded only when
// first needed), auto's frame-rate watch and the probe. Mount it once inside the canvas (<QualityEffects />).
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { addAfterEffect, useFrame, useThree } from '@react-three/fiber'
import type { LightShadow, Object3D } from 'three'
import { qualityAtom } from '../../state/settingsAtoms.ts'
import { activeTierAtom, autoStepsAtom, autoTierAtom, belowFloorAtom, stepDownAtom } from './qualityAtoms.ts'
import { autoStartTier, minFpsOf, tierBelow, TIER_SPECS, type Tier } from './qualityTiers.ts'
import { createFrameRateWatch, FRAME_RATE_WATCH } from './frameRateWatch.ts'
import { installQualityProbe } from './qualityProbe.ts'
import type { ComposerHandle } from './HighEffects.tsx'

const HighEffects = lazy(() => import('./HighEffects.tsx'))

/** Props of {@link QualityEffects}. */
export type QualityEffectsProps = {
  /** Whether the scene's first whole frame is drawn: auto measures only what follows (loading frames are not play). */
  readonly ready?: () => boolean
}

const always = () => true

export function QualityEffects({ ready = always }: QualityEffectsProps) {
  const tier = useAtomValue(activeTierAtom)
  const spec = TIER_SPECS[tier]
  const composer = useRef<ComposerHandle>({ passes: null })
  useAutoStart()
  useLampShadow(spec.shadowMapSize, spec.shadowRadius)
  const autoFps = useAutoWatch(tier, ready)
  useProbe(composer.current, autoFps)
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
 * Frames auto may draw in a row when a tier begins, to measure it before anything moves (issue 41): until a window
 * shows the tier keeps up, or a verdict (a quick one takes five frames; the floor's two windows some twenty).
 */
const MEASURE_FRAMES = 24

/**
 * Auto: measures only frames that follow a frame which asked for them (an animation running), and steps one tier
 * down after two slow windows in a row (at once when frames crawl); at minimal, a slow verdict is the floor (throws
 * land at once). Never steps up: no flip-flopping between tiers.
 * Each tier is measured on its first frames: a few are drawn in a row as it begins, so a machine without a graphics
 * card reaches the tier it can play at within seconds of the first frame, before the first throw.
 */
function useAutoWatch(tier: Tier, ready: () => boolean): () => number | null {
  const quality = useAtomValue(qualityAtom)
  const stepDown = useSetAtom(stepDownAtom)
  const setBelowFloor = useSetAtom(belowFloorAtom)
  const get = useThree((s) => s.get)
  const invalidate = useThree((s) => s.invalidate)
  const watching = quality === 'auto'
  const state = useRef({ watch: createFrameRateWatch(), drew: false, asked: false, measure: 0, started: false })
  useEffect(() => {
    const s = state.current
    // The floor is a last resort: it wants two full windows, never a quick verdict from frames that may still be
    // loading (the physics, the last textures).
    const quickFps = tierBelow(tier) === null ? 0 : FRAME_RATE_WATCH.quickFps
    s.watch = createFrameRateWatch({ ...FRAME_RATE_WATCH, minFps: minFpsOf(tier), quickFps })
    s.asked = false
    s.started = false
    s.measure = watching ? MEASURE_FRAMES : 0
    if (!watching) return
    invalidate()
    // A hidden tab draws nothing: the gap until it is seen again is no frame time.
    const seen = () => s.watch.reset()
    document.addEventListener('visibilitychange', seen)
    const off = addAfterEffect(() => {
      if (!s.drew) return
      s.drew = false
      s.asked = get().internal.frames > 0
    })
    return () => {
      document.removeEventListener('visibilitychange', seen)
      off()
    }
  }, [watching, tier, get, invalidate])
  useFrame(() => {
    if (!watching || !ready()) return
    const s = state.current
    s.drew = true
    if (!s.started) {
      s.started = true
      s.asked = false // the frame before this one was a loading frame
    }
    if (s.measure > 0) {
      const measured = s.watch.lastFps()
      s.measure = measured !== null && measured >= minFpsOf(tier) ? 0 : s.measure - 1
      invalidate()
    }
    const fps = s.watch.frame(performance.now(), s.asked)
    if (fps === null) return
    const to = tierBelow(tier)
    if (to !== null) stepDown({ from: tier, to, fps: Math.round(fps) })
    else setBelowFloor(Math.round(fps * 10) / 10)
  })
  return useCallback(() => state.current.watch.lastFps(), [])
}

function useProbe(composer: ComposerHandle, autoFps: () => number | null): void {
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
        autoFps,
      }),
    [store, gl, scene, composer, autoFps],
  )
}
