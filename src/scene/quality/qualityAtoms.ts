// The tier the table is drawn at: the player's choice, or what auto chose (in memory for this visit: each visit
// starts auto afresh, so one slow moment never pins a machine to low for good).
import { atom } from 'jotai'
import { qualityAtom } from '../../state/settingsAtoms.ts'
import { xrModeAtom } from '../../state/xrAtoms.ts'
import { autoStartTier, xrTier, type Tier } from './qualityTiers.ts'

/** One step down auto took: from which tier, to which, at how many frames a second. */
export type AutoStep = { readonly from: Tier; readonly to: Tier; readonly fps: number }

/** Auto's tier: null until a table's canvas has seen its renderer (then high, or low on a software one). */
export const autoTierAtom = atom<Tier | null>(null)

let guessed: Tier | null = null

/**
 * Where auto will start, before a table's canvas has said: asked of a throwaway WebGL context once, so the first
 * frame is drawn at the right tier. Drawing it at medium on a software renderer built medium's reflections and
 * detail maps and compiled their shaders (seconds there) only to throw them away a moment later (issue 41).
 */
function guessedStartTier(): Tier {
  if (guessed) return guessed
  let renderer: string | null = null
  if (typeof document !== 'undefined') {
    const gl = document.createElement('canvas').getContext('webgl2')
    const info = gl?.getExtension('WEBGL_debug_renderer_info')
    if (gl && info) renderer = String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL))
    gl?.getExtension('WEBGL_lose_context')?.loseContext()
  }
  guessed = autoStartTier(renderer)
  return guessed
}

/** Auto's steps down this visit, oldest first. */
export const autoStepsAtom = atom<readonly AutoStep[]>([])

/**
 * The tier in effect: low or high as chosen, or auto's (until a canvas has said, where auto will start); in a
 * headset, low (`xrTier`) until the session ends.
 */
export const activeTierAtom = atom<Tier>((get) => {
  const quality = get(qualityAtom)
  const chosen = quality === 'auto' ? (get(autoTierAtom) ?? guessedStartTier()) : quality
  return get(xrModeAtom) === null ? chosen : xrTier(chosen)
})

/** Below the floor (auto at minimal, still under FLOOR_FPS): the frames a second measured there, else null. */
export const belowFloorAtom = atom<number | null>(null)

/** Whether the table's throws land at once, without their tumble (auto found the screen below the floor). */
export const landAtOnceAtom = atom((get) => get(qualityAtom) === 'auto' && get(belowFloorAtom) !== null)

/** Auto steps one tier down (from the tier it is at); nothing below minimal, whose verdict is the floor. */
export const stepDownAtom = atom(null, (get, set, step: AutoStep) => {
  if (get(autoTierAtom) !== step.from) return
  set(autoTierAtom, step.to)
  set(autoStepsAtom, [...get(autoStepsAtom), step])
})
