// Q(state, R) of failing the roll R: discard one die, then, if focus remains, maybe focus one; on a roll that shows
// terror, the terror effects resolve first (terror.ts), which goes on here once the event is over (AFTER_TERROR).
import type { AfterTerror, Frame, SolverContext, TerrorPlace, Values } from './contextTypes.ts'
import { ADD_RED, ADD_YELLOW, FLAGS, heldKeyOf, MARKERS, memoKey, valueKey, withMarker } from './keys.ts'
import { TYPE_FACE, TYPES, type RollTable } from './rollTables.ts'
import { diceInPlay } from './spellSets.ts'
import { bestPresent, maxOverRolls } from './stateSpace.ts'
import { terrorFailValues } from './terror.ts'

/** Fills `q` with the value of failing each roll of `table`, the roll table of state `s`. */
export function failedRollValues(cx: SolverContext, q: Float64Array, table: RollTable, s: Frame): void {
  const plain = failValues(cx, q, table, s, null)
  if (typeof plain === 'number') q.fill(plain)
  if (!cx.terror) return
  const place = s.place()
  place.cx = cx
  place.done = s.done
  place.held = s.held
  place.spellDice = s.spellDice
  place.spellKey = s.spellKey
  place.flags = s.extras & (FLAGS | MARKERS)
  place.freed = 0
  place.focus = s.focus
  place.spells = s.spells
  place.clues = s.clues
  place.table = table
  terrorFailValues(place, s.extras, q)
}

/** The state a terror event leaves at `at` with the extras word `ex`, its pool `g`, `y`, `r` (a frame of its own). */
function stateAfter(at: TerrorPlace, ex: number): Frame {
  const f = at.state()
  const pool = at.table.pool
  f.done = at.done
  f.green = pool[0]
  f.yellow = pool[1]
  f.red = pool[2]
  f.held = at.held
  f.spellDice = at.spellDice
  f.spellKey = at.spellKey
  f.focus = at.freed === 0 ? at.focus : at.cx.focusAfter(at.focus, at.freed)
  f.spells = at.spells
  f.clues = at.clues
  f.extras = ex
  return f
}

/** After a terror event: discard and maybe focus on what is left of the roll; else the locks took every die. */
export const AFTER_TERROR: AfterTerror = {
  fail: (at, ex) => failValues(at.cx, null, at.table, stateAfter(at, ex), at.rows),
  empty: (at, ex) => {
    const f = stateAfter(at, ex)
    f.green = 0
    f.yellow = 0
    f.red = 0
    return at.cx.value(f)
  },
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
  s: Frame,
  rows: Int32Array | null,
): Values {
  const { green: g, yellow: y, red: r } = s
  // A failed roll loses a die: with too few dice left for the tasks to come, every way on is worth 0 (as V says).
  if (diceInPlay(g + y + r, s.held, s.spellDice, s.extras) - 1 < (cx.fewestDice[s.done] as number)) return 0
  const profile = failProfile(cx, s)
  const base = profile[TYPES] as number
  if (!(s.focus > 0 && g + y + r >= 2)) {
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
function failProfile(cx: SolverContext, s: Frame): Float64Array {
  const { done, green: g, yellow: y, red: r, held, focus, extras: ex } = s
  // Without terror only the Q state itself asks (once): nothing to keep.
  const keep = cx.terror !== null
  const hk = heldKeyOf(held)
  const key = keep ? valueKey(s, hk, ex) : 0
  const mk = memoKey(s.spellKey, ex)
  const known = keep ? cx.fails.get(mk, key) : undefined
  const profile = cx.acquire(TYPES + 1)
  if (known !== undefined) {
    const slab = cx.profiles.slab
    for (let k = 0; k <= TYPES; k++) profile[k] = slab[known + k] as number
    return profile
  }
  profile.fill(-1)
  // No focus: discard one die of the best colour to lose.
  const c = s.child().copy(s)
  let base = 0
  if (g > 0) base = afterDiscard(cx, withPool(c, g - 1, y, r))
  if (y > 0) base = Math.max(base, afterDiscard(cx, withPool(c, g, y - 1, r)))
  if (r > 0) base = Math.max(base, afterDiscard(cx, withPool(c, g, y, r - 1)))
  profile[TYPES] = base
  if (focus > 0 && g + y + r >= 2) {
    // Then focus one of the other dice. Sides of one colour whose faces are the same once held (canonicalHeld:
    // investigation capped, useless dropped) lead to the same states: each is solved once.
    const rel = cx.relevant[done] as Uint8Array
    const capped = cx.cap[done] as Uint8Array
    c.focus = focus - 1
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
      c.held = cx.heldPlus(done, held, hk, f)
      // The yellow or red die on a marker: its face is followed where a lock of its colour may take it from there.
      c.extras = c2 > 0 && cx.tracksMarker[c2] ? cx.canonicalMarkers(done, withMarker(ex, c2 as 1 | 2, f)) : ex
      // The focused die leaves the pool, then one die of colour c1 is discarded (the focused die stays in the
      // pool until focused, so the discard never empties it here).
      const g2 = c2 === 0 ? g - 1 : g
      const y2 = c2 === 1 ? y - 1 : y
      const r2 = c2 === 2 ? r - 1 : r
      let best = -1
      if (g2 > 0) best = cx.value(withPool(c, g2 - 1, y2, r2))
      if (y2 > 0) best = Math.max(best, cx.value(withPool(c, g2, y2 - 1, r2)))
      if (r2 > 0) best = Math.max(best, cx.value(withPool(c, g2, y2, r2 - 1)))
      profile[type] = best
    }
  }
  if (keep && cx.spent.profiles < KEEP_PROFILE_BYTES) {
    const at = cx.profiles.keep(profile)
    cx.fails.set(mk, key, at)
  }
  return profile
}

/** Frame `c` with the pool `g`, `y`, `r`. */
function withPool(c: Frame, g: number, y: number, r: number): Frame {
  c.green = g
  c.yellow = y
  c.red = r
  return c
}

/**
 * The value after discarding for a failed roll (state `s`, after the discard). A discard that empties the pool fails
 * the adventure (rules/discardDie.ts), unless (revised) a die was added before it; no die can be taken off a spell
 * while discarding.
 */
function afterDiscard(cx: SolverContext, s: Frame): number {
  if (s.green + s.yellow + s.red > 0) return cx.value(s)
  if (cx.firstPrinting) return 0
  const ex = s.extras
  const c = s.child().copy(s)
  let v = 0
  if (ex & ADD_YELLOW) {
    c.yellow = 1
    c.extras = ex & ~ADD_YELLOW
    v = Math.max(v, cx.value(c))
  }
  if (ex & ADD_RED) {
    c.yellow = 0
    c.red = 1
    c.extras = ex & ~ADD_RED
    v = Math.max(v, cx.value(c))
  }
  return v
}
