// Q(state, R) for every roll R of a pool: the best of failing the roll (discard, then maybe focus),
// completing a task (completionValues.ts), securing a die with a spell, and rerolling with a clue or
// the once-per-roll ability.
import { raiseByReroll } from './clueLattice.ts'
import { FACE_COUNT } from './fulfillers.ts'
import { completionValues } from './completionValues.ts'
import { removalsByType, TYPE_FACE, TYPES, type RollTable } from './rollTables.ts'
import type { SolverContext } from './solverContext.ts'
import {
  ADD_RED,
  ADD_YELLOW,
  diceInPlay,
  FLAGS,
  MARKERS,
  memoKey,
  qKey,
  SPELL_FACES,
  spellKeyOf,
  spellsWith,
  valueKey,
  withMarker,
} from './spellKeyOf.ts'
import { bestPresent, heldKeyOf, maxOverRolls } from './stateSpace.ts'
import { terrorFailValues, type Values } from './terror.ts'
import { placeOf, type TerrorPlace } from './terrorPlace.ts'

/**
 * Q(state, ·) indexed as in rollTable; `now`: the once-per-roll reroll is still unused on this roll.
 * Kept in `cx.qs` only for states a spell or a clue will look back at.
 */
export function rollValuesOf(
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
  now: boolean,
): Float64Array {
  const hk = heldKeyOf(held)
  const key = qKey(valueKey(done, g, y, r, hk, focus, spells, clues, ex), ex, now)
  const mk = memoKey(sk, ex)
  const known = cx.qs.get(mk, key)
  if (known) return known
  const table = cx.table(done, g, y, r)
  const q = cx.acquire(table.size)
  failedRollValues(cx, q, table, done, g, y, r, held, sp, sk, focus, spells, clues, ex)
  completionValues(cx, q, table, done, g, y, r, held, hk, sp, sk, focus, spells, clues, ex)
  if (spells > 0) spellValues(cx, q, table, done, g, y, r, held, hk, sp, focus, spells, clues, ex, now)
  // Spend a clue to reroll any part of the roll.
  if (clues > 0)
    raiseByReroll(q, table, rollValuesOf(cx, done, g, y, r, held, sp, sk, focus, spells, clues - 1, ex, now))
  // Use the once-per-roll reroll ability.
  if (now) raiseByReroll(q, table, rollValuesOf(cx, done, g, y, r, held, sp, sk, focus, spells, clues, ex, false))
  if (spells < cx.keepQBelowSpells || clues < cx.keepQBelowClues) cx.qs.set(mk, key, q)
  return q
}

/**
 * Fills `q` with the value of a failed roll: discard one die, then, if focus remains, maybe focus one. On a
 * roll that shows terror, the terror effects resolve first (terror.ts).
 */
export function failedRollValues(
  cx: SolverContext,
  q: Float64Array,
  table: RollTable,
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
): void {
  const plain = failValues(cx, q, table, done, g, y, r, held, sp, sk, focus, spells, clues, ex, null)
  if (typeof plain === 'number') q.fill(plain)
  if (!cx.terror) return
  const place = placeOf(cx, done, held, sp, sk, ex & (FLAGS | MARKERS), 0, focus, spells, clues)
  terrorFailValues(place, table, ex, failAfterTerror, emptyAfterTerror, q)
}

/** After a terror event: discard and maybe focus on what is left of the roll (terror.ts, FailAfterTerror). */
function failAfterTerror(at: TerrorPlace, t: RollTable, ex: number, rows: Int32Array | null): Values {
  const pool = t.pool
  const f = at.freed === 0 ? at.focus : at.cx.focusAfter(at.focus, at.freed)
  const { cx, done, held, sp, sk, spells, clues } = at
  return failValues(cx, null, t, done, pool[0], pool[1], pool[2], held, sp, sk, f, spells, clues, ex, rows)
}

/** After a terror event whose locks took every die of the pool (terror.ts, EmptyAfterTerror). */
function emptyAfterTerror(at: TerrorPlace, ex: number): number {
  const f = at.freed === 0 ? at.focus : at.cx.focusAfter(at.focus, at.freed)
  return at.cx.value(at.done, 0, 0, 0, at.held, at.sp, at.sk, f, at.spells, at.clues, ex)
}

/**
 * The value of a failed roll without terror (discard one die, then maybe focus one) at the rolls `rows` lists (every
 * roll when null): a number where it is the same whatever the roll (too few dice left, or no die to focus), else
 * written into `q` (an array from the pool when null), which is returned.
 */
function failValues(
  cx: SolverContext,
  q: Float64Array | null,
  table: RollTable,
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
  rows: Int32Array | null,
): Values {
  // A failed roll loses a die: with too few dice left for the tasks to come, every way on is worth 0 (as V says).
  if (diceInPlay(g, y, r, held, sp, ex) - 1 < (cx.fewestDice[done] as number)) return 0
  const profile = failProfile(cx, done, g, y, r, held, sp, sk, focus, spells, clues, ex)
  const base = profile[TYPES] as number
  if (!(focus > 0 && g + y + r >= 2)) {
    cx.release(profile)
    return base
  }
  const out = q ?? cx.acquire(table.size)
  const parts = table.parts
  const green = bestPresent(table, 0, profile, cx.acquire(parts[0].size))
  const yellow = bestPresent(table, 1, profile, cx.acquire(parts[1].size))
  const red = bestPresent(table, 2, profile, cx.acquire(parts[2].size))
  if (!rows) {
    out.fill(base)
    maxOverRolls(out, table, green, yellow, red)
  } else {
    // Roll i is (a, b, c) of the colours' outcomes: i = (a * ys + b) * rs + c.
    const rs = parts[2].size
    const yrs = parts[1].size * rs
    for (let k = 0; k < rows.length; k++) {
      const i = rows[k] as number
      const a = (i / yrs) | 0
      const rest = i - a * yrs
      const b = (rest / rs) | 0
      out[i] = Math.max(base, green[a] as number, yellow[b] as number, red[rest - b * rs] as number)
    }
  }
  cx.release(green)
  cx.release(yellow)
  cx.release(red)
  cx.release(profile)
  return out
}

/**
 * The most bytes of failed-roll profiles one solver keeps (with the cards a monster changed). A profile is only a
 * shortcut to values the memo holds anyway: past this, new ones are worked out each time they are asked for. On the
 * bench's table states they stay far below it; the solves that follow every monster seen going elsewhere
 * (TerrorHelp.everySeen) kept up to 3.5 GB of them, and run as fast or faster without.
 */
const KEEP_PROFILE_BYTES = 64 * 2 ** 20

/**
 * What failing a roll is worth whatever its faces, memoised per state (a Q state and the terror outcomes of
 * other states ask for the same ones) while they hold less than KEEP_PROFILE_BYTES: entry TYPES is the value of
 * discarding one die of the best colour to lose, entry `type` the best value of then focusing a die of that type (-1
 * if none can be). In an array from `cx.acquire` (the caller releases it); kept with terror in one slab
 * (`cx.profiles`): a typed array per state made the garbage collector's work grow with the states.
 */
function failProfile(
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
): Float64Array {
  // Without terror only the Q state itself asks (once): nothing to keep.
  const keep = cx.terror !== null
  const hk = heldKeyOf(held)
  const key = keep ? valueKey(done, g, y, r, hk, focus, spells, clues, ex) : 0
  const mk = memoKey(sk, ex)
  const known = keep ? cx.fails.get(mk, key) : undefined
  const profile = cx.acquire(TYPES + 1)
  if (known !== undefined) {
    const slab = cx.profiles.slab
    for (let k = 0; k <= TYPES; k++) profile[k] = slab[known + k] as number
    return profile
  }
  profile.fill(-1)
  // No focus: discard one die of the best colour to lose.
  let base = 0
  if (g > 0) base = afterDiscard(cx, done, g - 1, y, r, held, sp, sk, focus, spells, clues, ex)
  if (y > 0) base = Math.max(base, afterDiscard(cx, done, g, y - 1, r, held, sp, sk, focus, spells, clues, ex))
  if (r > 0) base = Math.max(base, afterDiscard(cx, done, g, y, r - 1, held, sp, sk, focus, spells, clues, ex))
  profile[TYPES] = base
  if (focus > 0 && g + y + r >= 2) {
    // Then focus one of the other dice. Sides of one colour whose faces are the same once held (canonicalHeld:
    // investigation capped, useless dropped) lead to the same states: each is solved once.
    const rel = cx.relevant[done] as Uint8Array
    const capped = cx.cap[done] as Uint8Array
    for (let type = 0; type < TYPES; type++) {
      const c2 = (type / 6) | 0
      const f = TYPE_FACE[type] as number
      // A useless face is focused only to keep its die out of later rolls, which matters only with terror.
      if ((!rel[f] && !cx.terror) || (c2 === 0 ? g : c2 === 1 ? y : r) === 0) continue
      const held1 = rel[f] ? (capped[f] as number) : -1
      let same = -1
      for (let t2 = c2 * 6; t2 < type && same < 0; t2++) {
        const f2 = TYPE_FACE[t2] as number
        if ((profile[t2] as number) >= 0 && (rel[f2] ? (capped[f2] as number) : -1) === held1) same = t2
      }
      if (same >= 0) {
        profile[type] = profile[same] as number
        continue
      }
      const nh = cx.heldPlus(done, held, hk, f)
      // The yellow or red die on a marker: its face is followed where a lock of its colour may take it from there.
      const ef = c2 > 0 && cx.tracksMarker[c2] ? cx.canonicalMarkers(done, withMarker(ex, c2 as 1 | 2, f)) : ex
      // The focused die leaves the pool, then one die of colour c1 is discarded (the focused die stays in the
      // pool until focused, so the discard never empties it here).
      const g2 = c2 === 0 ? g - 1 : g
      const y2 = c2 === 1 ? y - 1 : y
      const r2 = c2 === 2 ? r - 1 : r
      let best = -1
      if (g2 > 0) best = cx.value(done, g2 - 1, y2, r2, nh, sp, sk, focus - 1, spells, clues, ef)
      if (y2 > 0) best = Math.max(best, cx.value(done, g2, y2 - 1, r2, nh, sp, sk, focus - 1, spells, clues, ef))
      if (r2 > 0) best = Math.max(best, cx.value(done, g2, y2, r2 - 1, nh, sp, sk, focus - 1, spells, clues, ef))
      profile[type] = best
    }
  }
  if (keep && cx.spent.profiles < KEEP_PROFILE_BYTES) {
    const at = cx.profiles.keep(profile)
    cx.fails.set(mk, key, at)
  }
  return profile
}

/**
 * The value after discarding for a failed roll. A discard that empties the pool fails the adventure
 * (rules/discardDie.ts), unless (revised) a die was added before it; no die can be taken off a spell
 * while discarding.
 */
function afterDiscard(
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
  const value = cx.value
  if (g + y + r > 0) return value(done, g, y, r, held, sp, sk, focus, spells, clues, ex)
  if (cx.firstPrinting) return 0
  let v = 0
  if (ex & ADD_YELLOW) v = Math.max(v, value(done, 0, 1, 0, held, sp, sk, focus, spells, clues, ex & ~ADD_YELLOW))
  if (ex & ADD_RED) v = Math.max(v, value(done, 0, 0, 1, held, sp, sk, focus, spells, clues, ex & ~ADD_RED))
  return v
}

/**
 * Secure one rolled die with a spell and go on with the rest of the roll. A face no task can use is
 * not secured without terror: taking it back later only returns the die the spell took (a spell spent for nothing).
 */
function spellValues(
  cx: SolverContext,
  q: Float64Array,
  table: RollTable,
  done: number,
  g: number,
  y: number,
  r: number,
  held: Uint8Array,
  hk: number,
  sp: Uint8Array,
  focus: number,
  spells: number,
  clues: number,
  ex: number,
  now: boolean,
): void {
  const rel = cx.relevant[done] as Uint8Array
  const capped = cx.cap[done] as Uint8Array
  const byType = removalsByType(table)
  let child: Float64Array | null = null
  let childKind = -1
  for (let type = 0; type < TYPES; type++) {
    const c = (type / 6) | 0
    const f = TYPE_FACE[type] as number
    // A useless face is secured only to take its die out of the pool, which matters with terror: a terror face
    // on a spell does not strike when the roll fails, and the die is out of the next rolls.
    if ((!rel[f] && !cx.terror) || (c === 0 ? g : c === 1 ? y : r) === 0) continue
    if (table.fold.rep[type] !== type) continue // counted on its representative type: no roll shows it
    const kind = c * SPELL_FACES + (rel[f] ? (capped[f] as number) : FACE_COUNT)
    // Sides of one colour secured as the same kind (canonical face) lead to the same state: solved once.
    if (kind !== childKind) {
      const nh = cx.heldPlus(done, held, hk, f)
      const sp2 = spellsWith(sp, kind, 1)
      const a = c === 0 ? g - 1 : g
      const b = c === 1 ? y - 1 : y
      const d = c === 2 ? r - 1 : r
      child = rollValuesOf(cx, done, a, b, d, nh, sp2, spellKeyOf(sp2), focus, spells - 1, clues, ex, now)
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
