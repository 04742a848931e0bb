/// <reference types="webxr" />
// The headset's slow state: which immersive sessions the browser offers, the session now shown, and the action
// panel's entries for the world-space panel (the HUD's own groups, fed by the page). Per-frame poses never come here.
import { atom } from 'jotai'
import type { Action } from '../engine/index.ts'

/** Which immersive sessions this browser offers (both false: no headset controls, no XR code loaded). */
export type XrOffer = { readonly vr: boolean; readonly ar: boolean }
export const xrOfferAtom = atom<XrOffer>({ vr: false, ar: false })

/** The immersive session shown now, or null on the flat screen. */
export type XrMode = 'vr' | 'ar'
export const xrModeAtom = atom<XrMode | null>(null)

/** One control of the world-space panel: the desktop action panel's entry, as its groups list it. */
export type XrPanelEntry = { readonly key: string; readonly label: string; readonly action: Action }
export type XrPanelGroup = { readonly label: string; readonly entries: readonly XrPanelEntry[] }
/** The action panel's groups (src/ui/hud), handed to the world-space panel: one action model for both. */
export const xrPanelGroupsAtom = atom<readonly XrPanelGroup[]>([])

/** Asks the browser which immersive sessions it offers; never throws (no WebXR: nothing offered). */
export async function probeXrOffer(): Promise<XrOffer> {
  const xr = typeof navigator === 'undefined' ? undefined : navigator.xr
  if (!xr) return { vr: false, ar: false }
  const ask = (mode: XRSessionMode) => xr.isSessionSupported(mode).catch(() => false)
  const [vr, ar] = await Promise.all([ask('immersive-vr'), ask('immersive-ar')])
  return { vr, ar }
}

/** The card a hand last pointed at and selected in a session (its id): the board reads it out. Null: none. */
export const xrReadingAtom = atom<string | null>(null)
/** What the board reads of that card: its name and its printed text, a line a section (fed by the page). */
export type XrCardText = { readonly id: string; readonly title: string; readonly lines: readonly string[] }
export const xrCardTextAtom = atom<XrCardText | null>(null)
