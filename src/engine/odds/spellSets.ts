// The dice on spells as shared arrays (one per set, interned by its key: keys.ts, spellKeyOf), the dice a state can
// still use, and the extras word of a public state.
import { FACE_COUNT } from './fulfillers.ts'
import { ADD_RED, ADD_YELLOW, PER_ROLL, SPELL_FACES, SPELL_KINDS, spellKeyOf } from './keys.ts'
import type { SolverState } from './types.ts'

/** One array per set of dice on spells, by key: the solver never changes one, and makes millions. */
const spellSets = new Map<number, Uint8Array>()
const scratch = new Uint8Array(SPELL_KINDS)

/** The shared array of the dice on spells `sp` (which may be changed afterwards: a scratch array). */
export function sharedSpells(sp: Uint8Array): Uint8Array {
  const key = spellKeyOf(sp)
  let known = spellSets.get(key)
  if (!known) spellSets.set(key, (known = sp.slice()))
  return known
}

/** The (shared) dice on spells `sp` with `delta` more dice of kind `kind`. */
export function spellsWith(sp: Uint8Array, kind: number, delta: number): Uint8Array {
  scratch.set(sp)
  scratch[kind] = (scratch[kind] as number) + delta
  return sharedSpells(scratch)
}

/**
 * The dice a state can still use for its tasks: the `pool`'s dice, the yellow and red die it may add (`ex`'s flags),
 * the held faces and the blank dice on spells (they can be rolled again). Fewer than the tasks left need: worth 0.
 */
export function diceInPlay(pool: number, held: Uint8Array, sp: Uint8Array, ex: number): number {
  let dice = pool + (ex & ADD_YELLOW ? 1 : 0) + (ex & ADD_RED ? 1 : 0)
  for (let f = 0; f < FACE_COUNT; f++) dice += held[f] as number
  for (let col = 0; col < 3; col++) dice += sp[col * SPELL_FACES + FACE_COUNT] as number
  return dice
}

/** The extras word of a state. */
export function extrasOf(s: SolverState): number {
  return (s.addYellow ? ADD_YELLOW : 0) | (s.addRed ? ADD_RED : 0) | (s.rerollEachRoll ? PER_ROLL : 0)
}
