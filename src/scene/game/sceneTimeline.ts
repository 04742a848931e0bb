// The animations the engine's events start, as plain numbers the meshes read in useFrame. Events are scheduled
// one after another (a midnight's sweep, then the darkness, then the Mythos card, then its doom), so what the
// table shows follows the order of the story even though the state has already moved on.

import { animationNow } from '../../state/animationClock.ts'

/** Seconds on the table's animation clock (the same in event handlers and in useFrame; runs at the animation speed). */
export const now = animationNow

/** A sound the story asks for at a moment on the timeline (played by the event director when it comes). */
export type SoundCue = { readonly kind: 'tick' | 'drone'; readonly at: number }

export type Timeline = {
  reduced: boolean
  /** When the cursor is free again: the next sequenced animation starts no earlier. */
  cursor: number
  /** The last moment anything is still moving. */
  busyUntil: number
  hand: { from: number; to: number; start: number; duration: number }
  darken: { start: number; duration: number }
  flash: { start: number; duration: number }
  readonly doomDrops: Map<number, number>
  readonly signDrops: Map<number, number>
  readonly deals: Map<string, number>
  /** A card dealt into the place of one just resolved: the resolved card's id and when it leaves. */
  readonly replaces: Map<string, { readonly gone: string; readonly start: number }>
  /** The adventure resolved last, until the card dealt into its place is known. */
  resolved: string | null
  readonly falls: Map<number, number>
  /** The standees' last walk: each standee walks from where it is drawn to its new place over this span. */
  walk: { start: number; duration: number }
  /** Sounds still to come, in booking order. */
  readonly cues: SoundCue[]
  /**
   * Until when the close-up of the dice in play stays once its adventure has ended (resolved: the card rises off
   * toward the trophies; failed: its penalty is paid), so the player sees the outcome before the view pulls back.
   */
  closeUpUntil: number
}

export function createTimeline(hour: number): Timeline {
  return {
    reduced: false,
    cursor: 0,
    busyUntil: 0,
    hand: { from: hour, to: hour, start: 0, duration: 0 },
    darken: { start: -10, duration: 0 },
    flash: { start: -10, duration: 0 },
    doomDrops: new Map(),
    signDrops: new Map(),
    deals: new Map(),
    replaces: new Map(),
    resolved: null,
    falls: new Map(),
    walk: { start: -10, duration: 0 },
    cues: [],
    closeUpUntil: -10,
  }
}

/** Books `duration` seconds after whatever is queued (or now); returns the start. Reduced motion: a short fade. */
export function schedule(t: Timeline, duration: number, sequenced = true): { start: number; duration: number } {
  const d = t.reduced ? Math.min(duration, 0.25) : duration
  const start = Math.max(now(), sequenced ? t.cursor : 0)
  if (sequenced) t.cursor = start + d * 0.85
  t.busyUntil = Math.max(t.busyUntil, start + d)
  return { start, duration: d }
}

/** 0 before `start`, 1 after `start + duration`, eased in between. */
export function progress(start: number, duration: number, at: number): number {
  if (duration <= 0) return at >= start ? 1 : 0
  const x = Math.min(1, Math.max(0, (at - start) / duration))
  return x * x * (3 - 2 * x)
}

/** The hand's hour as drawn at `at`: sweeping forward from `from` to `to` (wrapping past XII). */
export function handHour(t: Timeline, at: number): number {
  const { from, to, start, duration } = t.hand
  const span = (((to - from) % 12) + 12) % 12
  return (from + span * progress(start, duration, at)) % 12
}
