// Q(state, R) for every roll R of a pool: the best of failing the roll (failedRoll.ts: discard, then maybe focus),
// completing a task (completionValues.ts), securing a die with a spell, and rerolling with a clue or the
// once-per-roll ability.
import { raiseByReroll } from './clueLattice.ts'
import { completionValues } from './completionValues.ts'
import type { Frame, SolverContext } from './contextTypes.ts'
import { failedRollValues } from './failedRoll.ts'
import { FACE_COUNT } from './fulfillers.ts'
import { heldKeyOf, memoKey, qKey, SPELL_FACES, spellKeyOf, valueKey } from './keys.ts'
import { removalsByType } from './rollLinks.ts'
import { TYPE_FACE, TYPES, type RollTable } from './rollTables.ts'
import { spellsWith } from './spellSets.ts'

/**
 * Q(state `s`, ·) indexed as in rollTable; `s.now`: the once-per-roll reroll is still unused on this roll.
 * Kept in `cx.qs` only for states a spell or a clue will look back at.
 */
export function rollValuesOf(cx: SolverContext, s: Frame): Float64Array {
  const hk = heldKeyOf(s.held)
  const key = qKey(valueKey(s, hk, s.extras), s.now)
  const mk = memoKey(s.spellKey, s.extras)
  const known = cx.qs.get(mk, key)
  if (known) return known
  const table = cx.table(s.done, s.green, s.yellow, s.red)
  const q = cx.acquire(table.size)
  failedRollValues(cx, q, table, s)
  completionValues(cx, q, table, s, hk)
  if (s.spells > 0) spellValues(cx, q, table, s, hk)
  if (s.clues > 0) {
    // Spend a clue to reroll any part of the roll.
    const c = s.child().copy(s)
    c.clues = s.clues - 1
    raiseByReroll(q, table, rollValuesOf(cx, c))
  }
  if (s.now) {
    // Use the once-per-roll reroll ability.
    const c = s.child().copy(s)
    c.now = false
    raiseByReroll(q, table, rollValuesOf(cx, c))
  }
  if (s.spells < cx.keepQBelowSpells || s.clues < cx.keepQBelowClues) cx.qs.set(mk, key, q)
  return q
}

/**
 * Secure one rolled die with a spell and go on with the rest of the roll. A face no task can use is
 * not secured without terror: taking it back later only returns the die the spell took (a spell spent for nothing).
 */
function spellValues(cx: SolverContext, q: Float64Array, table: RollTable, s: Frame, hk: number): void {
  const { done, green: g, yellow: y, red: r } = s
  const rel = cx.relevant[done] as Uint8Array
  const capped = cx.cap[done] as Uint8Array
  const byType = removalsByType(table)
  const c = s.child().copy(s)
  c.spells = s.spells - 1
  let child: Float64Array | null = null
  let childKind = -1
  for (let type = 0; type < TYPES; type++) {
    const col = (type / 6) | 0
    const f = TYPE_FACE[type] as number
    // A useless face is secured only to take its die out of the pool, which matters with terror: a terror face
    // on a spell does not strike when the roll fails, and the die is out of the next rolls.
    if ((!rel[f] && !cx.terror) || (col === 0 ? g : col === 1 ? y : r) === 0) continue
    if (table.fold.rep[type] !== type) continue // counted on its representative type: no roll shows it
    const kind = col * SPELL_FACES + (rel[f] ? (capped[f] as number) : FACE_COUNT)
    // Sides of one colour secured as the same kind (canonical face) lead to the same state: solved once.
    if (kind !== childKind) {
      c.held = cx.heldPlus(done, s.held, hk, f)
      c.spellDice = spellsWith(s.spellDice, kind, 1)
      c.spellKey = spellKeyOf(c.spellDice)
      c.green = col === 0 ? g - 1 : g
      c.yellow = col === 1 ? y - 1 : y
      c.red = col === 2 ? r - 1 : r
      child = rollValuesOf(cx, c)
      childKind = kind
    }
    const values = child as Float64Array
    const pairs = byType.pairs
    for (let e = 2 * (byType.start[type] as number), end = 2 * (byType.start[type + 1] as number); e < end; e += 2) {
      const i = pairs[e] as number
      const v = values[pairs[e + 1] as number] as number
      if (v > (q[i] as number)) q[i] = v
    }
  }
}
