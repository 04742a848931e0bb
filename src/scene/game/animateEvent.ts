// Which animation each engine event starts, booked on the timeline in the order the events happened.
import type { GameEvent } from '../../engine/index.ts'
import { tickTimes } from '../sound/clockTicks.ts'
import { now, schedule, type Timeline } from './sceneTimeline.ts'

/** How long a standee takes to walk to its new place (reduced motion: it appears there). */
const WALK_SECONDS = 1.3

/**
 * How long the close-up stays once an adventure ends: resolved, long enough for the walk home and the card's flight
 * to the trophies that follow; failed, for the penalty to be seen. Reduced motion: not at all (the card leaves at
 * once; the close-up would show its empty place).
 */
const HOLD_SECONDS = { resolved: 2.2, failed: 1.4 } as const

/** Books one event's animation; events with nothing to show are skipped. */
export function animateEvent(t: Timeline, event: GameEvent): void {
  switch (event.type) {
    case 'clockAdvanced': {
      const from = t.hand.to
      const { start, duration } = schedule(t, 1.1)
      t.hand = { from, to: event.clock % 12, start, duration }
      for (const at of tickTimes(t.hand)) t.cues.push({ kind: 'tick', at })
      break
    }
    case 'midnightStruck': {
      const { start, duration } = schedule(t, 1.2)
      t.darken = { start, duration }
      t.cues.push({ kind: 'drone', at: start })
      break
    }
    case 'investigatorMoved':
      bookWalk(t)
      break
    case 'mythosDrawn':
      t.deals.set(event.cardId, schedule(t, 0.9).start)
      break
    case 'adventureResolved':
      t.resolved = event.cardId
      holdCloseUp(t, HOLD_SECONDS.resolved)
      bookWalk(t) // whoever stood on the card goes back to the entrance
      break
    case 'adventureFailed':
      holdCloseUp(t, HOLD_SECONDS.failed)
      bookWalk(t)
      break
    case 'cardDealt':
      if (t.resolved !== null && !event.otherWorld) {
        t.replaces.set(event.cardId, { gone: t.resolved, start: schedule(t, 0.6).start })
        t.resolved = null
      }
      t.deals.set(event.cardId, schedule(t, 0.7).start)
      break
    case 'doomAdded':
      if (event.total > 0) t.doomDrops.set(event.total - 1, schedule(t, 0.55).start)
      break
    case 'elderSignAdded':
      if (event.total > 0) t.signDrops.set(event.total - 1, schedule(t, 0.6).start)
      break
    case 'investigatorDevoured':
      t.falls.set(event.player, schedule(t, 0.8).start)
      break
    case 'ancientOneAwakened': {
      const { start, duration } = schedule(t, 1.2)
      t.flash = { start, duration }
      bookWalk(t) // every investigator goes to face the Ancient One
      break
    }
    case 'ancientOneAttacked': {
      const { start, duration } = schedule(t, 1.2)
      t.flash = { start, duration }
      break
    }
    default:
      break
  }
}

/**
 * Books a walk of the standees: each one whose place changed walks there from where it is drawn (the others stay).
 * Reduced motion books none of the walking: the standees appear at their new places.
 */
function bookWalk(t: Timeline): void {
  if (t.reduced) {
    t.walk = { start: schedule(t, 0, false).start, duration: 0 }
    return
  }
  const { start, duration } = schedule(t, WALK_SECONDS)
  t.walk = { start, duration }
}

/** Keeps the close-up for `seconds` from now (the table keeps drawing meanwhile, so the view moves when it ends). */
function holdCloseUp(t: Timeline, seconds: number): void {
  if (t.reduced) return
  t.closeUpUntil = now() + seconds
  t.busyUntil = Math.max(t.busyUntil, t.closeUpUntil)
}
