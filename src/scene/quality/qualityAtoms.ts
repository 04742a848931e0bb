// The tier the table is drawn at: the player's choice, or what auto chose (in memory for this visit: each visit
// starts auto afresh, so one slow moment never pins a machine to low for good).
import { atom } from 'jotai'
import { qualityAtom } from '../../state/settingsAtoms.ts'
import type { Tier } from './qualityTiers.ts'

/** One step down auto took: from which tier, to which, at how many frames a second. */
export type AutoStep = { readonly from: Tier; readonly to: Tier; readonly fps: number }

/** Auto's tier: null until a table's canvas has seen its renderer (then high, or medium on a software one). */
export const autoTierAtom = atom<Tier | null>(null)

/** Auto's steps down this visit, oldest first. */
export const autoStepsAtom = atom<readonly AutoStep[]>([])

/** The tier in effect: low or high as chosen, or auto's (medium until it is known). */
export const activeTierAtom = atom<Tier>((get) => {
  const quality = get(qualityAtom)
  return quality === 'auto' ? (get(autoTierAtom) ?? 'medium') : quality
})

/** Auto steps one tier down (from the tier it is at); nothing below low. */
export const stepDownAtom = atom(null, (get, set, step: AutoStep) => {
  if (get(autoTierAtom) !== step.from) return
  set(autoTierAtom, step.to)
  set(autoStepsAtom, [...get(autoStepsAtom), step])
})
