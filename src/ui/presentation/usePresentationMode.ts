// Presentation mode's switch: P, Esc and the corner's control enter and leave it; entering asks for fullscreen,
// and when the browser leaves fullscreen (Esc, the browser's own control) presentation mode ends with it.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAtomValue, useStore } from 'jotai'
import { PRESENTATION_LAYOUT, presentationAtom } from '../../state/presentationAtoms.ts'
import { enterFullscreen, isFullscreen, leaveFullscreen, onKeysAndFullscreen } from './fullscreen.ts'
import { presentationKey } from './presentationKey.ts'

/** How much larger the type and the HUD are in presentation mode, on a window 1080 CSS pixels high. */
export const PRESENTATION_SCALE = 1.5

/** The class on the page's root element while presenting: the stylesheet scales the type and reduces the HUD. */
const PRESENTING_CLASS = 'presenting'

/** What was last said about presentation mode; `windowed` when fullscreen was refused. */
export type PresentationNotice = { readonly id: number; readonly text: string; readonly windowed: boolean }

const ENTERED =
  'Presentation mode: fullscreen, larger type, the log and the odds in the side panel. P or Escape leaves.'
const WINDOWED =
  'Presentation mode, in the window: this browser did not allow fullscreen. Larger type, the log and the odds in the side panel. P or Escape leaves.'
const LEFT = 'Presentation mode off: the table as usual.'

/**
 * Puts the page's root in presentation mode's style (the class, the scale, the panels' widths); returns the
 * undoing. Presentation mode and a room's big screen (src/ui/room/WatchScreen.tsx) share it.
 */
export function presentingStyle(): () => void {
  const root = document.documentElement
  root.classList.add(PRESENTING_CLASS)
  root.style.setProperty('--presentation-scale', String(PRESENTATION_SCALE))
  root.style.setProperty('--presentation-panel-width', `${PRESENTATION_LAYOUT.panel * 100}vw`)
  root.style.setProperty('--presentation-hud-width', `${PRESENTATION_LAYOUT.hud * 100}vw`)
  root.style.setProperty('--presentation-edge', `${PRESENTATION_LAYOUT.edge * 100}vw`)
  return () => {
    root.classList.remove(PRESENTING_CLASS)
    for (const name of ['scale', 'panel-width', 'hud-width', 'edge'])
      root.style.removeProperty(`--presentation-${name}`)
  }
}

/** Binds P and Esc while mounted (once, in the game page's corner); `toggle` is the corner control's. */
export function usePresentationMode(): {
  readonly presenting: boolean
  readonly notice: PresentationNotice | null
  readonly toggle: () => void
} {
  const store = useStore()
  const presenting = useAtomValue(presentationAtom)
  const [notice, setNotice] = useState<PresentationNotice | null>(null)
  const said = useRef(0)
  // Each entering is an attempt; a fullscreen answer that comes back after the player left again is undone.
  const attempt = useRef(0)
  // Fullscreen that this presentation asked for (and so leaves with it, and ends it when it ends).
  const ownsFullscreen = useRef(false)

  const say = useCallback((text: string, windowed = false) => setNotice({ id: ++said.current, text, windowed }), [])

  const leave = useCallback(() => {
    if (!store.get(presentationAtom)) return
    attempt.current++
    store.set(presentationAtom, false)
    if (ownsFullscreen.current) {
      ownsFullscreen.current = false
      leaveFullscreen()
    }
    say(LEFT)
  }, [store, say])

  const enter = useCallback(() => {
    if (store.get(presentationAtom)) return
    const mine = ++attempt.current
    const already = isFullscreen()
    store.set(presentationAtom, true)
    // Called within the key press or click: the browser grants fullscreen only to a user's gesture.
    void enterFullscreen().then((granted) => {
      if (mine !== attempt.current) {
        if (granted && !already) leaveFullscreen()
        return
      }
      ownsFullscreen.current = granted && !already
      say(granted ? ENTERED : WINDOWED, !granted)
    })
  }, [store, say])

  const toggle = useCallback(() => (store.get(presentationAtom) ? leave() : enter()), [store, enter, leave])

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      const dialogOpen = document.querySelector('dialog[open]') !== null
      const key = presentationKey(event, store.get(presentationAtom), dialogOpen)
      if (key === 'toggle') {
        event.preventDefault()
        toggle()
      } else if (key === 'leave') leave()
    }
    const onFullscreen = (): void => {
      if (isFullscreen() || !ownsFullscreen.current) return
      ownsFullscreen.current = false
      leave()
    }
    return onKeysAndFullscreen(onKey, onFullscreen)
  }, [store, toggle, leave])

  // Leaving the table leaves presentation mode (and the fullscreen it asked for).
  useEffect(
    () => () => {
      attempt.current++
      store.set(presentationAtom, false)
      if (ownsFullscreen.current) leaveFullscreen()
      ownsFullscreen.current = false
    },
    [store],
  )

  useEffect(() => (presenting ? presentingStyle() : undefined), [presenting])

  return { presenting, notice, toggle }
}
