// "Enter VR" and "Enter AR": shown only when the browser offers that immersive session (a headset's browser, an
// AR phone); nothing otherwise, and no XR code is loaded until a session is offered. While the table is in a
// headset, the world-space panel takes the HUD's controls (XrPanelFeed).
import { useEffect } from 'react'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import {
  probeXrOffer,
  xrCardTextAtom,
  xrModeAtom,
  xrOfferAtom,
  xrPanelGroupsAtom,
  xrReadingAtom,
} from '../../state/xrAtoms.ts'
import { catalogAtom } from '../game/shellAtoms.ts'
import { actionGroupsAtom } from '../hud/hudAtoms.ts'
import { cardDetails } from '../zoom/cardDetails.ts'

const loadXr = () => import('../../scene/xr/xrStore.ts')

/** Keeps the offer current: asked once, and again when the browser says a headset came or went. */
function useXrOffer() {
  const [offer, setOffer] = useAtom(xrOfferAtom)
  useEffect(() => {
    let live = true
    const ask = () =>
      void probeXrOffer().then((o) => {
        if (live) setOffer((was) => (was.vr === o.vr && was.ar === o.ar ? was : o))
      })
    ask()
    const xr = typeof navigator === 'undefined' ? undefined : navigator.xr
    xr?.addEventListener('devicechange', ask)
    return () => {
      live = false
      xr?.removeEventListener('devicechange', ask)
    }
  }, [setOffer])
  return offer
}

/** The headset controls for the table's foot (and the tray page's). */
export function XrButtons() {
  const offer = useXrOffer()
  const mode = useAtomValue(xrModeAtom)
  useEffect(() => {
    if (offer.vr || offer.ar) void loadXr() // ready before the press: a session needs the press's activation
  }, [offer])
  if (!offer.vr && !offer.ar) return null
  const enter = (m: 'vr' | 'ar') => void loadXr().then((x) => x.enterXr(m))
  return (
    <>
      {offer.vr && (
        <button type="button" className="shell-button xr-enter" disabled={mode !== null} onClick={() => enter('vr')}>
          Enter VR
        </button>
      )}
      {offer.ar && (
        <button type="button" className="shell-button xr-enter" disabled={mode !== null} onClick={() => enter('ar')}>
          Enter AR
        </button>
      )}
    </>
  )
}

/**
 * Hands the action panel's groups to the world-space panel while a session is offered (one action model), and the
 * words of the card a hand points at.
 */
export function XrPanelFeed() {
  const offer = useAtomValue(xrOfferAtom)
  const groups = useAtomValue(actionGroupsAtom)
  const set = useSetAtom(xrPanelGroupsAtom)
  const on = offer.vr || offer.ar
  useEffect(() => {
    set(on ? groups : [])
  }, [on, groups, set])
  // The card a hand pointed at, read as the zoom reads it: its name, then each section of its printed text.
  const reading = useAtomValue(xrReadingAtom)
  const cat = useAtomValue(catalogAtom)
  const state = useAtomValue(gameStateAtom)
  const setText = useSetAtom(xrCardTextAtom)
  useEffect(() => {
    const details = reading && cat ? cardDetails(cat, reading, state) : null
    const lines = details ? details.sections.map((s) => `${s.title}: ${s.lines.join(' ')}`) : []
    setText(details ? { id: details.id, title: details.name, lines } : null)
  }, [reading, cat, state, setText])
  return null
}
