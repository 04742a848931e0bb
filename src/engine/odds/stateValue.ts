// V(state): the value before a roll — roll now, add the yellow or red die, or take a die off a spell.
import { FACE_COUNT } from './fulfillers.ts'
import { rollValuesOf } from './rollValues.ts'
import { LIMITS } from './solverCard.ts'
import type { SolverContext } from './solverContext.ts'
import {
  ADD_RED,
  ADD_YELLOW,
  diceInPlay,
  memoKey,
  PER_ROLL,
  qKey,
  SPELL_FACES,
  SPELL_KINDS,
  spellKeyOf,
  spellsWith,
  TERROR_SHIFT,
  valueKey,
} from './spellKeyOf.ts'
import { heldKeyOf } from './stateSpace.ts'
import { canonicalTerror } from './terrorCanonical.ts'

/**
 * V(state) on canonical held faces (markers and spells together) and the canonical dice on spells
 * (`sp`, with its key `sk`); `ex` holds the extras bits. Memoised in `cx.values`.
 */
export function stateValue(
  cx: SolverContext,
  done: number,
  g: number,
  y: number,
  r: number,
  held: Uint8Array,
  sp: Uint8Array,
  sk: number,
  focus: number,
  spells: number,
  clues: number,
  ex: number,
): number {
  if (done === cx.full) return 1
  const canAdd = (ex & (ADD_YELLOW | ADD_RED)) !== 0
  if (g + y + r === 0 && !canAdd && sk === 0) return 0
  const dice = diceInPlay(g, y, r, held, sp, ex)
  if (dice < (cx.fewestDice[done] as number)) return 0
  if (canAdd) {
    // Adding the yellow or red die now is never worse than keeping it to add later (see addNow): go on with it added.
    const add = addNow(cx, y, r, ex)
    if (add !== 0)
      return cx.value(
        done,
        g,
        add & ADD_YELLOW ? y + 1 : y,
        add & ADD_RED ? r + 1 : r,
        held,
        sp,
        sk,
        focus,
        spells,
        clues,
        ex & ~add,
      )
  }
  if (cx.terror) ex = canonicalTerror(cx.terror, ex, done, g, y, r, sk, dice)
  const hk = heldKeyOf(held)
  const key = valueKey(done, g, y, r, hk, focus, spells, clues, ex)
  const mk = memoKey(sk, ex)
  const known = cx.values.get(mk, key)
  if (known !== undefined) return known
  const value = cx.value
  let v = 0
  if (g + y + r > 0) {
    const q = rollValuesOf(cx, done, g, y, r, held, sp, sk, focus, spells, clues, ex, (ex & PER_ROLL) !== 0)
    const prob = cx.table(done, g, y, r).prob
    for (let i = 0; i < prob.length; i++) v += (prob[i] as number) * (q[i] as number)
    if (!cx.qs.has(mk, qKey(key, ex))) cx.release(q)
  }
  if (ex & ADD_YELLOW && y < LIMITS.yellowRed)
    v = Math.max(v, value(done, g, y + 1, r, held, sp, sk, focus, spells, clues, ex & ~ADD_YELLOW))
  if (ex & ADD_RED && r < LIMITS.yellowRed)
    v = Math.max(v, value(done, g, y, r + 1, held, sp, sk, focus, spells, clues, ex & ~ADD_RED))
  if (sk !== 0 && cx.spellDiceReturn)
    v = Math.max(v, offSpellValue(cx, done, g, y, r, held, sp, focus, spells, clues, ex))
  cx.values.set(mk, key, v)
  return v
}

/** The best of taking one die off a spell before the roll (it is rolled with the pool); 0 if none can be. */
function offSpellValue(
  cx: SolverContext,
  done: number,
  g: number,
  y: number,
  r: number,
  held: Uint8Array,
  sp: Uint8Array,
  focus: number,
  spells: number,
  clues: number,
  ex: number,
): number {
  let v = 0
  for (let k = 0; k < SPELL_KINDS; k++) {
    if ((sp[k] as number) === 0) continue
    const col = (k / SPELL_FACES) | 0
    const f = k % SPELL_FACES
    const a = col === 0 ? g + 1 : g
    const b = col === 1 ? y + 1 : y
    const c = col === 2 ? r + 1 : r
    if (a > LIMITS.green || b > LIMITS.yellowRed || c > LIMITS.yellowRed) continue
    const sp2 = spellsWith(sp, k, -1)
    const h2 = f < FACE_COUNT ? cx.heldMinus(done, held, f) : held
    v = Math.max(v, cx.value(done, a, b, c, h2, sp2, spellKeyOf(sp2), focus, spells, clues, ex))
  }
  return v
}

/**
 * Which of the dice the player can add (ADD_YELLOW, ADD_RED bits of `ex`) are best added at once: V(state, may add
 * it) = V(state with it in the pool, no more adding), whenever no die of its colour is in the pool or idle (as in
 * the game, which has one yellow and one red die). Adding is an option, so V(may add) ≥ V(added); and the player
 * with it added can do all the player without it does, die for die, and ignore it: it shows no terror (only a green
 * die does), a failed roll discards the die the other discards, and a lock of its colour takes it from the pool
 * exactly when it would take the die still to add (an idle die first: core/locks.ts) — leaving the same position.
 * So the two are equal, and the branch that keeps it back need not be solved. With another die of its colour in the
 * pool (the solver's wider limits) a lock takes either of the two rolled dice, and the argument no longer holds, so
 * both branches are solved there; likewise, to stay on the ground proven here, with one idle (never beside a die to
 * add in the game: terrorModel.ts counts that die out of the idle ones).
 */
function addNow(cx: SolverContext, y: number, r: number, ex: number): number {
  let add = 0
  const t = cx.terror ? cx.terror.tuple(ex >>> TERROR_SHIFT) : null
  if (ex & ADD_YELLOW && y === 0 && (!t || t[6] === 0)) add |= ADD_YELLOW
  if (ex & ADD_RED && r === 0 && (!t || t[7] === 0)) add |= ADD_RED
  return add
}
