// Where the attempt stands while a terror event resolves (terror.ts), and the places a lock or a monster's arrival
// leaves: the yellow or red die taken off its marker or a spell, a die to add taken, a monster's task on the card.
import type { Arrival } from './arrivals.ts'
import { FACE_COUNT } from './fulfillers.ts'
import type { SolverContext } from './solverContext.ts'
import { markerFace, SPELL_FACES, spellKeyOf, spellsWith, withMarker } from './spellKeyOf.ts'

/** Where the attempt stands while a terror event resolves: the card's context, its tasks done, the dice held. */
export type TerrorPlace = {
  readonly cx: SolverContext
  readonly done: number
  readonly held: Uint8Array
  readonly sp: Uint8Array
  readonly sk: number
  /** The extras word but its terror state (set when the event is over): flags and marker faces. */
  readonly flags: number
  /** Dice the event's locks took off markers: in the first printing those markers are empty again (focus). */
  readonly freed: number
  /** Focus (with assistance), spells and clues left: as before the event (but `freed`). */
  readonly focus: number
  readonly spells: number
  readonly clues: number
}

/** A place (one object shape for every place: the solver makes millions of them). */
export function placeOf(
  cx: SolverContext,
  done: number,
  held: Uint8Array,
  sp: Uint8Array,
  sk: number,
  flags: number,
  freed: number,
  focus: number,
  spells: number,
  clues: number,
): TerrorPlace {
  return { cx, done, held, sp, sk, flags, freed, focus, spells, clues }
}

export function withFlags(p: TerrorPlace, flags: number): TerrorPlace {
  return placeOf(p.cx, p.done, p.held, p.sp, p.sk, flags, p.freed, p.focus, p.spells, p.clues)
}

/** The place with the yellow (1) or red (2) die taken off its marker (and out of the held faces); null if not there. */
export function offMarker(place: TerrorPlace, col: 1 | 2): TerrorPlace | null {
  const f = markerFace(place.flags, col)
  if (f < 0) return null
  let held = place.held
  if (f < FACE_COUNT) {
    held = held.slice()
    held[f] = (held[f] as number) - 1
    held = place.cx.canonicalHeld(place.done, held)
  }
  const { cx, done, sp, sk, focus, spells, clues } = place
  return placeOf(cx, done, held, sp, sk, withMarker(place.flags, col, -1), place.freed + 1, focus, spells, clues)
}

/** The place with the die of colour `col` taken off its spell (and out of the held faces), if one is there. */
export function offSpell(place: TerrorPlace, col: number): TerrorPlace {
  for (let f = 0; f < SPELL_FACES; f++) {
    const k = col * SPELL_FACES + f
    if ((place.sp[k] as number) === 0) continue
    const sp = spellsWith(place.sp, k, -1)
    let held = place.held
    if (f < FACE_COUNT) {
      held = held.slice()
      held[f] = (held[f] as number) - 1
    }
    const { cx, done, flags, freed, focus, spells, clues } = place
    return placeOf(cx, done, held, sp, spellKeyOf(sp), flags, freed, focus, spells, clues)
  }
  return place
}

/**
 * The place after a monster went on the card at arrival `a`, making the card of context `cx`: its task joins the
 * card's (`hk`: the held faces' key).
 */
export function arrive(place: TerrorPlace, a: Arrival, cx: SolverContext, hk: number): TerrorPlace {
  const low = place.done & ((1 << a.position) - 1)
  const done = a.replaces ? place.done & ~(1 << a.position) : low | ((place.done >>> a.position) << (a.position + 1))
  const held = cx.heldAt(done, place.held, hk)
  const sp = place.sk === 0 ? place.sp : cx.canonicalSpells(done, place.sp, place.sk)
  const sk = place.sk === 0 ? 0 : spellKeyOf(sp)
  const flags = cx.canonicalMarkers(done, place.flags)
  return placeOf(cx, done, held, sp, sk, flags, place.freed, place.focus, place.spells, place.clues)
}
