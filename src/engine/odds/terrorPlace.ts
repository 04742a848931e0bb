// The places a lock or a monster's arrival leaves while a terror event resolves (terror.ts; a place is
// contextTypes.ts's TerrorPlace, made by frame.ts): the yellow or red die taken off its marker or a spell, a monster's
// task on the card.
import type { SolverContext, TerrorPlace } from './contextTypes.ts'
import { FACE_COUNT } from './fulfillers.ts'
import { markerFace, SPELL_FACES, spellKeyOf, withMarker } from './keys.ts'
import { spellsWith } from './spellSets.ts'
import type { Arrival } from './types.ts'

/** The held faces less one, before canonicalHeld copies them (no recursion in between). */
const fewer = new Uint8Array(FACE_COUNT)

/**
 * Takes the yellow (1) or red (2) die off its marker (and out of the held faces) at `place`: false, and nothing
 * changed, if it is not there.
 */
export function offMarker(place: TerrorPlace, col: 1 | 2): boolean {
  const f = markerFace(place.flags, col)
  if (f < 0) return false
  if (f < FACE_COUNT) {
    fewer.set(place.held)
    fewer[f] = (fewer[f] as number) - 1
    place.held = place.cx.canonicalHeld(place.done, fewer)
  }
  place.flags = withMarker(place.flags, col, -1)
  place.freed++
  return true
}

/** Takes the die of colour `col` off its spell (and out of the held faces) at `place`, if one is there. */
export function offSpell(place: TerrorPlace, col: number): void {
  for (let f = 0; f < SPELL_FACES; f++) {
    const k = col * SPELL_FACES + f
    if ((place.spellDice[k] as number) === 0) continue
    place.spellDice = spellsWith(place.spellDice, k, -1)
    place.spellKey = spellKeyOf(place.spellDice)
    if (f < FACE_COUNT) {
      const held = place.held.slice()
      held[f] = (held[f] as number) - 1
      place.held = held
    }
    return
  }
}

/**
 * The place one step on from `place` after a monster went on the card at arrival `a`, making the card of context
 * `cx`: its task joins the card's (`hk`: the held faces' key).
 */
export function arrive(place: TerrorPlace, a: Arrival, cx: SolverContext, hk: number): TerrorPlace {
  const n = place.next()
  const low = place.done & ((1 << a.position) - 1)
  const done = a.replaces ? place.done & ~(1 << a.position) : low | ((place.done >>> a.position) << (a.position + 1))
  n.cx = cx
  n.done = done
  n.held = cx.heldAt(done, place.held, hk)
  n.spellDice = place.spellKey === 0 ? place.spellDice : cx.canonicalSpells(done, place.spellDice, place.spellKey)
  n.spellKey = place.spellKey === 0 ? 0 : spellKeyOf(n.spellDice)
  n.flags = cx.canonicalMarkers(done, place.flags)
  return n
}
