// V(state): the value before a roll — roll now, add the yellow or red die, or take a die off a spell.
import type { Frame, SolverContext } from './contextTypes.ts'
import { FACE_COUNT } from './fulfillers.ts'
import {
  ADD_RED,
  ADD_YELLOW,
  heldKeyOf,
  memoKey,
  PER_ROLL,
  qKey,
  SPELL_FACES,
  SPELL_KINDS,
  spellKeyOf,
  TERROR_SHIFT,
  valueKey,
} from './keys.ts'
import { rollValuesOf } from './rollValues.ts'
import { LIMITS } from './solverCard.ts'
import { diceInPlay, spellsWith } from './spellSets.ts'
import { canonicalTerror } from './terrorCanonical.ts'

/**
 * V(state `s`) on canonical held faces (markers and spells together) and the canonical dice on spells; `s.extras` holds
 * the extras bits. Memoised in `cx.values`.
 */
export function stateValue(cx: SolverContext, s: Frame): number {
  const { done, green: g, yellow: y, red: r } = s
  if (done === cx.full) return 1
  let ex = s.extras
  const canAdd = (ex & (ADD_YELLOW | ADD_RED)) !== 0
  if (g + y + r === 0 && !canAdd && s.spellKey === 0) return 0
  const dice = diceInPlay(g + y + r, s.held, s.spellDice, ex)
  if (dice < (cx.fewestDice[done] as number)) return 0
  if (canAdd) {
    // Adding the yellow or red die now is never worse than keeping it to add later (see addNow): go on with it added.
    const add = addNow(cx, y, r, ex)
    if (add !== 0) {
      const c = s.child().copy(s)
      if (add & ADD_YELLOW) c.yellow = y + 1
      if (add & ADD_RED) c.red = r + 1
      c.extras = ex & ~add
      return cx.value(c)
    }
  }
  if (cx.terror) ex = canonicalTerror(cx.terror, s, ex, dice)
  const hk = heldKeyOf(s.held)
  const key = valueKey(s, hk, ex)
  const mk = memoKey(s.spellKey, ex)
  const known = cx.values.get(mk, key)
  if (known !== undefined) return known
  let v = 0
  const c = s.child().copy(s)
  c.extras = ex
  if (g + y + r > 0) {
    c.now = (ex & PER_ROLL) !== 0
    const q = rollValuesOf(cx, c)
    const prob = cx.table(done, g, y, r).prob
    for (let i = 0; i < prob.length; i++) v += (prob[i] as number) * (q[i] as number)
    if (!cx.qs.has(mk, qKey(key, c.now))) cx.release(q)
  }
  if (ex & ADD_YELLOW && y < LIMITS.yellowRed) {
    c.yellow = y + 1
    c.extras = ex & ~ADD_YELLOW
    v = Math.max(v, cx.value(c))
    c.yellow = y
  }
  if (ex & ADD_RED && r < LIMITS.yellowRed) {
    c.red = r + 1
    c.extras = ex & ~ADD_RED
    v = Math.max(v, cx.value(c))
    c.red = r
  }
  if (s.spellKey !== 0 && cx.spellDiceReturn) {
    c.extras = ex
    v = Math.max(v, offSpellValue(cx, s, c))
  }
  cx.values.set(mk, key, v)
  return v
}

/**
 * The best of taking one die off a spell before the roll (it is rolled with the pool); 0 if none can be. `s`: the
 * state; `c`: its child frame, with `s`'s fields and the canonical extras word.
 */
function offSpellValue(cx: SolverContext, s: Frame, c: Frame): number {
  const { done, green: g, yellow: y, red: r, held, spellDice: sp } = s
  let v = 0
  for (let k = 0; k < SPELL_KINDS; k++) {
    if ((sp[k] as number) === 0) continue
    const col = (k / SPELL_FACES) | 0
    const f = k % SPELL_FACES
    c.green = col === 0 ? g + 1 : g
    c.yellow = col === 1 ? y + 1 : y
    c.red = col === 2 ? r + 1 : r
    if (c.green > LIMITS.green || c.yellow > LIMITS.yellowRed || c.red > LIMITS.yellowRed) continue
    c.spellDice = spellsWith(sp, k, -1)
    c.spellKey = spellKeyOf(c.spellDice)
    c.held = f < FACE_COUNT ? cx.heldMinus(done, held, f) : held
    v = Math.max(v, cx.value(c))
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
