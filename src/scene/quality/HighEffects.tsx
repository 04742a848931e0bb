// High quality's post-processing, in its own chunk (loaded the first time high is drawn): ambient occlusion
// (N8AO, half resolution) where pieces meet the table; depth of field on the card in focus (none while no card is
// in focus); a bloom that only the brightest highlights pass (the brass clock, the lamp's glints on dice and
// tokens); then the renderer's own tone mapping, which the composer turns off in the renderer, so colours match
// the other tiers except for the effects.
import { useContext, useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { useFrame, useThree } from '@react-three/fiber'
import { Bloom, DepthOfField, EffectComposer, N8AO, ToneMapping } from '@react-three/postprocessing'
import { ToneMappingMode, type DepthOfFieldEffect, type EffectComposer as Composer, type Pass } from 'postprocessing'
import { Vector3 } from 'three'
import { focusedCardAtom, reducedMotionAtom } from '../../state/uiAtoms.ts'
import { SceneKitContext } from '../game/sceneKit.ts'

/** Where QualityEffects learns whether the composer is mounted: its passes' names, or null. */
export type ComposerHandle = { passes: (() => string[]) | null }

/** How strongly the card in focus stands out: the blur of what lies far from it (0: none). */
const BOKEH = 2
/** World units in front of and behind the card that stay sharp. */
const FOCUS_RANGE = 60
/** Seconds for the blur to come or go. */
const FADE = 0.35

export default function HighEffects({ handle }: { readonly handle: ComposerHandle }) {
  const composer = useRef<Composer>(null)
  const dpr = useThree((s) => s.viewport.dpr)
  useEffect(() => {
    handle.passes = () => composer.current?.passes.map(passName) ?? []
    return () => {
      handle.passes = null
    }
  }, [handle])
  return (
    <EffectComposer ref={composer} multisampling={dpr >= 2 ? 0 : 4}>
      <N8AO aoRadius={4} distanceFalloff={1} intensity={3} quality="medium" halfRes />
      <FocusBlur />
      <Bloom luminanceThreshold={0.85} luminanceSmoothing={0.25} intensity={0.8} mipmapBlur radius={0.7} />
      <ToneMapping mode={ToneMappingMode.ACES_FILMIC} />
    </EffectComposer>
  )
}

/** A pass's name for the probe (N8AO's pass calls itself "Pass"). */
function passName(pass: Pass): string {
  return 'configuration' in pass ? 'N8AO' : pass.name
}

/** Depth of field on the card in focus: its distance is read from the card's object every frame. */
function FocusBlur() {
  const effect = useRef<DepthOfFieldEffect>(null)
  const kit = useContext(SceneKitContext)
  const focused = useAtomValue(focusedCardAtom)
  const reduced = useAtomValue(reducedMotionAtom)
  const invalidate = useThree((s) => s.invalidate)
  const [target] = useState(() => new Vector3())
  const scale = useRef(0)
  useFrame((_, delta) => {
    const dof = effect.current
    if (!dof) return
    const card = focused ? kit?.cards.get(focused) : undefined
    if (card) {
      card.getWorldPosition(target)
      dof.target = target
    }
    const want = card ? BOKEH : 0
    const step = reduced ? BOKEH : (BOKEH * delta) / FADE
    // Kept here: the effect's bokehScale getter reads a uniform its setter never writes.
    const now = scale.current
    const next = Math.abs(want - now) <= step ? want : now + Math.sign(want - now) * step
    if (next !== now) dof.bokehScale = next
    scale.current = next
    if (next !== want) invalidate()
  })
  return <DepthOfField ref={effect} worldFocusRange={FOCUS_RANGE} bokehScale={0} />
}
