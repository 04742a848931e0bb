// A press held still: a finger kept on a card for a moment opens its zoom (the touch path to what Z does). It
// listens on the window, like the drags, and gives up the moment the press turns into something else: the finger
// moves (a camera drag), lifts, is cancelled, or a second finger lands (a pinch).

/** How long a press must be held, in ms. */
export const LONG_PRESS_MS = 500
/** How far (CSS px) the finger may wander and still be holding still. */
export const LONG_PRESS_SLOP = 8
/** How long after the lift the mouse events a browser makes of it are swallowed, in ms. */
export const RELEASE_MS = 300

type PointerLike = { readonly pointerId: number; readonly clientX: number; readonly clientY: number }

/** The press being timed: one at a time, so of two cards under one finger only the nearest (told first) fires. */
let pending: { readonly pointerId: number } | null = null

/** Where the press listens, and how it waits for the next frame (both replaced in unit tests). */
export type LongPressHost = {
  readonly target: EventTarget
  readonly nextFrame: (callback: () => void) => void
}

const browser = (): LongPressHost => ({ target: window, nextFrame: (callback) => requestAnimationFrame(callback) })

/**
 * Calls `fire` once pointer `start.pointerId` has been held within `LONG_PRESS_SLOP` of where it went down for
 * `LONG_PRESS_MS`, unless it moved further, was let go or cancelled, or another pointer went down first. Returns a
 * function that gives up early. A second call for a pointer already being timed does nothing.
 *
 * When the time is up the press is judged at the next frame: the browser holds moves back until a frame (they are
 * aligned to animation frames), so on a slow frame a finger that moved in time has not been told yet.
 */
export function startLongPress(start: PointerLike, fire: () => void, host: LongPressHost = browser()): () => void {
  if (pending?.pointerId === start.pointerId) return () => undefined
  const { target, nextFrame } = host
  const mine = { pointerId: start.pointerId }
  pending = mine
  let live = true
  const onMove = (e: Event) => {
    const p = e as unknown as PointerLike
    if (p.pointerId !== start.pointerId) return
    if (Math.hypot(p.clientX - start.clientX, p.clientY - start.clientY) > LONG_PRESS_SLOP) stop()
  }
  const onEnd = (e: Event) => {
    if ((e as unknown as PointerLike).pointerId === start.pointerId) stop()
  }
  const onOther = (e: Event) => {
    if ((e as unknown as PointerLike).pointerId !== start.pointerId) stop()
  }
  const timer = setTimeout(
    () =>
      nextFrame(() => {
        if (!live) return
        stop()
        swallowRelease(start.pointerId, target)
        fire()
      }),
    LONG_PRESS_MS,
  )
  const listening = new AbortController()
  const stop = () => {
    live = false
    if (pending === mine) pending = null
    clearTimeout(timer)
    listening.abort()
  }
  const { signal } = listening
  target.addEventListener('pointermove', onMove, { signal })
  target.addEventListener('pointerup', onEnd, { signal })
  target.addEventListener('pointercancel', onEnd, { signal })
  // Capture: a second finger counts even where something under it stops the event's propagation.
  target.addEventListener('pointerdown', onOther, { signal, capture: true })
  return stop
}

/**
 * A long press is not also a tap: a browser may turn the lift into mousedown, mouseup and click where the finger
 * was, which is now over the zoom panel (the mousedown would take its focus, the click could press its button).
 * They are swallowed until `RELEASE_MS` after pointer `pointerId` lifts, or until the next press begins.
 */
function swallowRelease(pointerId: number, target: EventTarget): void {
  const kinds = ['mousedown', 'mouseup', 'click'] as const
  const swallow = (e: Event) => {
    e.preventDefault()
    e.stopImmediatePropagation()
  }
  const swallowing = new AbortController()
  const lifting = new AbortController()
  const onLift = (e: Event) => {
    if ((e as unknown as PointerLike).pointerId !== pointerId) return
    lifting.abort()
    setTimeout(() => swallowing.abort(), RELEASE_MS)
    // What comes after a new press is that press's own: a quick tap on another card is not eaten.
    target.addEventListener('pointerdown', () => swallowing.abort(), { capture: true, signal: swallowing.signal })
  }
  for (const kind of kinds) target.addEventListener(kind, swallow, { capture: true, signal: swallowing.signal })
  target.addEventListener('pointerup', onLift, { capture: true, signal: lifting.signal })
  target.addEventListener('pointercancel', onLift, { capture: true, signal: lifting.signal })
}
