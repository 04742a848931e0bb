// The 32 Mythos cards: an immediate effect, and a lingering one while the card lies faceup
// (a locked die, a terror effect, something the next midnight brings, or no focusing).
import type { MythosCard } from '../../engine/content.ts'
import { clock, clue, discardItem, doom, draw, every, gate, loseTrophies, monster, san, sta } from './effects.ts'
import { mythosCard as mythos } from '../mythosCard.ts'

export const MYTHOS: readonly MythosCard[] = [
  mythos({ id: 'stars-draw-near', name: 'The Stars Draw Near', immediate: [doom()] }),
  mythos({ id: 'sleepless-night', name: 'A Sleepless Night', immediate: [every(san(-1))], terror: [san(-1)] }),
  mythos({ id: 'exhibits-stir', name: 'The Exhibits Stir', immediate: [monster()], terror: [sta(-1)] }),
  mythos({ id: 'power-cut', name: 'The Power Fails', immediate: [every(sta(-1))], noFocus: true }),
  mythos({ id: 'sealed-wing', name: 'A Wing Is Sealed', lock: 'green' }),
  mythos({ id: 'rift-in-the-gallery', name: 'A Rift in the Gallery', immediate: [gate()] }),
  mythos({ id: 'quiet-night', name: 'A Quiet Night', immediate: [every(san(1), sta(1))], nextMidnight: [doom()] }),
  mythos({ id: 'clocks-run-fast', name: 'The Clocks Run Fast', immediate: [clock, doom()] }),
  mythos({ id: 'yellow-posters', name: 'Yellow Posters on Every Wall', immediate: [doom()], lock: 'yellow' }),
  mythos({ id: 'red-tide', name: 'A Red Tide in the Harbour', lock: 'red', terror: [monster()] }),
  mythos({ id: 'grave-chill', name: 'A Grave Chill', immediate: [every(sta(-1))] }),
  mythos({ id: 'generous-bequest', name: 'A Generous Bequest', immediate: [every(clue())], nextMidnight: [doom()] }),
  mythos({ id: 'night-of-the-hunt', name: 'Night of the Hunt', immediate: [monster(2)] }),
  mythos({ id: 'dreams-of-the-deep', name: 'Dreams of the Deep', immediate: [every(san(-1))], terror: [san(-1)] }),
  mythos({ id: 'cult-gathers', name: 'The Cult Gathers in the Crypt', immediate: [doom(), monster()] }),
  mythos({ id: 'omen-in-the-glass', name: 'An Omen in the Display Glass', immediate: [doom(2)] }),
  mythos({ id: 'candle-vigil', name: 'A Candlelit Vigil', immediate: [every(san(1))], terror: [doom()] }),
  mythos({ id: 'harbour-fog', name: 'Fog from the Harbour', lock: 'green', terror: [sta(-1)] }),
  mythos({ id: 'cold-draught', name: 'A Cold Draught', immediate: [every(sta(-1))], noFocus: true }),
  mythos({ id: 'doors-stand-open', name: 'The Doors Stand Open', immediate: [gate()], terror: [san(-1)] }),
  mythos({ id: 'ancestral-memory', name: 'Ancestral Memory', immediate: [every(clue())] }),
  mythos({
    id: 'museum-closed',
    name: 'The Museum Is Closed to the Public',
    immediate: [doom()],
    nextMidnight: [every(san(-1))],
  }),
  mythos({ id: 'scratching-in-the-walls', name: 'Scratching in the Walls', immediate: [monster()] }),
  mythos({ id: 'board-of-trustees', name: 'The Board of Trustees Meets', immediate: [every(loseTrophies())] }),
  mythos({ id: 'shadows-lengthen', name: 'The Shadows Lengthen', immediate: [doom()], terror: [san(-1)] }),
  mythos({ id: 'ritual-interrupted', name: 'A Ritual Interrupted', immediate: [doom(-1)], terror: [monster()] }),
  mythos({ id: 'theft-in-the-night', name: 'A Theft in the Night', immediate: [discardItem()] }),
  mythos({
    id: 'hearty-supper',
    name: 'A Hearty Supper',
    immediate: [every({ kind: 'maxStamina', amount: 1 }, sta(1))],
  }),
  mythos({ id: 'voices-in-the-vents', name: 'Voices in the Vents', immediate: [every(san(-1))], noFocus: true }),
  mythos({ id: 'hungry-dark', name: 'The Hungry Dark', immediate: [monster()] }),
  mythos({ id: 'second-gate', name: 'A Second Gate', immediate: [gate(), doom()] }),
  mythos({
    id: 'strange-calm',
    name: 'A Strange Calm',
    immediate: [every(sta(1)), draw('common')],
    nextMidnight: [doom()],
  }),
]
