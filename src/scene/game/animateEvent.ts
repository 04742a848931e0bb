// Which animation each engine event starts, booked on the timeline in the order the events happened.
import type { GameEvent } from '../../engine/index.ts'
import { schedule, type Timeline } from './sceneTimeline.ts'

/** Books one event's animation; events with nothing to show are skipped. */
export function animateEvent(t: Timeline, event: GameEvent): void {
  switch (event.type) {
    case 'clockAdvanced': {
      const from = t.hand.to
      const { start, duration } = schedule(t, 1.1)
      t.hand = { from, to: event.clock % 12, start, duration }
      break
    }
    case 'midnightStruck': {
      const { start, duration } = schedule(t, 1.2)
      t.darken = { start, duration }
      break
    }
    case 'mythosDrawn':
      t.deals.set(event.cardId, schedule(t, 0.9).start)
      break
    case 'adventureResolved':
      t.resolved = event.cardId
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
    case 'ancientOneAwakened':
    case 'ancientOneAttacked': {
      const { start, duration } = schedule(t, 1.2)
      t.flash = { start, duration }
      break
    }
    default:
      break
  }
}
