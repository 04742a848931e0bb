// Terror effects during an attempt (revised rulebook, "Terror Effects"; rules/failRoll.ts): when a roll is
// failed while a die in the pool shows the terror face, the card's, the Mythos card's and the Ancient One's
// terror effects resolve before the discard. Of the original set's effects only three change the odds:
//  - a monster appears (core/monsterAppears.ts): drawn at random from the cup; its locked-die icon takes a
//    die of its colour at once (core/locks.ts: an idle die first, then the lowest-id die of the pool, which
//    among the rolled dice of that colour is each with equal chance);
//  - sanity or stamina lost (core/effects.ts): at zero the investigator is devoured and the attempt ends;
//  - doom (core/doom.ts): the Ancient One awakens when the track fills (the attempt ends), and a doom
//    token on a monster icon makes a monster appear.
// The game wiring (terrorModel.ts) turns these into a TerrorModel; the solver tracks, through the attempt,
// how many terror events have happened, which monsters have been drawn (by the colour their lock takes; by kind
// for one seen going elsewhere before a later draw that may come onto the card, arrivals.ts `keptSeen`) and
// which idle dice are gone, so draws without replacement are exact.
//
// WHICH DIE A LOCK TAKES (core/locks.ts, docs/rules.md#locks R9.1): an idle die of its colour first (a yellow or
// red die the player could still add is idle), then the lowest-id die of the pool, then one on an investigator
// marker, then one on a spell (the spell goes back to the deck), then one on a completed task or discarded
// (nothing this attempt would miss). Only green dice show terror, so an event always has a green die in the pool
// and its first green lock takes an idle or a pool die; a lock reaches a marker or a spell only when its colour
// is missing from the pool. The yellow and red die are followed onto a marker (spellKeyOf.ts, markerFace) and a
// spell; a green die on a marker is not (held faces have no colour; only a second green lock of one event can
// reach one): terrorModel.ts marks the odds approximate where that case can arise.
//
// The terror states the solver follows are terrorStates.ts's; a monster that comes onto this very card, arrivals.ts's;
// where the attempt stands while an event resolves (and after a lock or an arrival), terrorPlace.ts's.
import { FACE_COUNT } from './fulfillers.ts'
import { alikeKinds, keptSeen, type Arrival, type Arrivals, type MonsterKind } from './arrivals.ts'
import { removeIndex, rollTable, SIDES, TYPES, type RollTable } from './rollTables.ts'
import { heldKeyOf } from './stateSpace.ts'
import type { SolverContext } from './solverContext.ts'
import { ADD_RED, ADD_YELLOW, diceInPlay, TERROR_SHIFT } from './spellKeyOf.ts'
import { arrive, offMarker, offSpell, withFlags, type TerrorPlace } from './terrorPlace.ts'
import { canonicalTerror, deadSlack } from './terrorCanonical.ts'
import {
  arrivalAt,
  devoured,
  drawnOf,
  entry,
  eventCap,
  nextArrival,
  SEEN,
  type TerrorStates,
  type TerrorTuple,
} from './terrorStates.ts'

export const T_FACE = 6 // FACE_IDS index of 'T'

/** Whether the roll at index `i` of `table` shows the terror face on a pool die. */
export const showsTerror = (table: RollTable, i: number): boolean =>
  (table.faces[i * FACE_COUNT + T_FACE] as number) > 0

const terrorRollLists = new WeakMap<RollTable, Int32Array>()

/** The indices of the rolls of `table` that show the terror face (built once per table). */
export function terrorRolls(table: RollTable): Int32Array {
  let rows = terrorRollLists.get(table)
  if (rows) return rows
  let n = 0
  for (let i = 0; i < table.size; i++) if (showsTerror(table, i)) n++
  rows = new Int32Array(n)
  for (let i = 0, k = 0; i < table.size; i++) if (showsTerror(table, i)) rows[k++] = i
  terrorRollLists.set(table, rows)
  return rows
}

/**
 * Values at the rolls of a table that a `rows` list asks for (every roll when null; anything elsewhere): an array
 * from the context's pool (its user releases it: `free`), or a number where the value is the same at every roll.
 */
export type Values = Float64Array | number

/**
 * The discard-and-focus values on what is left of the roll, at `place` with the extras word `ex`, at the rolls of
 * `table` that `rows` lists (an array of `table.size` from the pool, or a number).
 */
export type FailAfterTerror = (place: TerrorPlace, table: RollTable, ex: number, rows: Int32Array | null) => Values
/** The value when the locks took every die of the pool (the roll cannot go on; nothing is discarded). */
export type EmptyAfterTerror = (place: TerrorPlace, ex: number) => number

/**
 * Sets q[i], for each roll i of `table` that shows terror, to the value of failing it at `place` (its `flags` the
 * extras word `ex` but its terror state, nothing `freed`): the event's monsters drawn
 * and their locks applied (each possible outcome weighted; a monster that must go on the card brings its task),
 * then `fail(place', table', ex')` — the discard-and-focus value on what is left, in the advanced terror state and
 * maybe another card's context — or `empty(place', ex')` when the locks took every die of the pool
 * (rules/failRoll.ts). 0 when the event ends the attempt. Other rolls of `q` are left as they are.
 */
export function terrorFailValues(
  place: TerrorPlace,
  table: RollTable,
  ex: number,
  fail: FailAfterTerror,
  empty: EmptyAfterTerror,
  q: Float64Array,
): void {
  const rows = terrorRolls(table)
  if (rows.length === 0) return
  const ts = place.cx.terror as TerrorStates
  const m = ts.model
  const index = ex >>> TERROR_SHIFT
  const t = ts.tuple(index)
  const k = t[0]
  if ((m.endsAt > 0 && k + 1 >= m.endsAt) || devoured(m, k + 1, place.done)) {
    for (let r = 0; r < rows.length; r++) q[rows[r] as number] = 0
    return
  }
  const draws = m.monsters[Math.min(k, m.monsters.length - 1)] ?? 0
  // The count of events moves on (the state after it remembered per terror state), then its monsters are drawn.
  let next = ts.afterEvent[index]
  if (next === undefined) {
    const c: number[] = t.slice()
    c[0] = Math.min(k + 1, eventCap(m))
    next = ts.afterEvent[index] = ts.index(c as unknown as TerrorTuple)
  }
  const after =
    draws === 0
      ? eventOver(place, ts, table, rows, next, fail, empty)
      : locked(place, table, rows, next, draws, fail, empty)
  if (typeof after === 'number') for (let r = 0; r < rows.length; r++) q[rows[r] as number] = after
  else {
    for (let r = 0; r < rows.length; r++) {
      const i = rows[r] as number
      q[i] = after[i] as number
    }
    place.cx.release(after)
  }
}

/**
 * The values after the `draws` monsters left of the event, from terror state `index` (interned alike by every card
 * a monster changes), at the rolls `rows` lists (every roll when null).
 */
function locked(
  place: TerrorPlace,
  table: RollTable,
  rows: Int32Array | null,
  index: number,
  draws: number,
  fail: FailAfterTerror,
  empty: EmptyAfterTerror,
): Values {
  const ts = place.cx.terror
  if (!ts) {
    // A card a monster changed where terror changes nothing more (terrorMatters): no state to follow.
    return table.pool[0] + table.pool[1] + table.pool[2] === 0
      ? empty(place, place.flags)
      : fail(place, table, place.flags, rows)
  }
  const t = ts.tuple(index)
  const cup = ts.model.cup
  let left = 0
  for (let c = 0; c < 4; c++) left += (cup[c] as number) - (t[1 + c] as number)
  if (draws === 0 || left === 0) return eventOver(place, ts, table, rows, index, fail, empty)
  const arrivals = ts.model.arrivals
  const drawn = drawnOf(t)
  const arrival = arrivals ? arrivalAt(ts, arrivals, drawn) : null
  // A monster seen going elsewhere while a later draw may still come onto the card: the cup those come from lacks
  // it, and the player knows which it was. Its kind is kept in the terror state (SEEN), so each is followed, where
  // he can act on it before that draw (keptSeen).
  let seen = false
  if (arrivals !== undefined && !arrivals.forgetSeen) {
    seen = ts.seenKept[drawn * 256 + draws] ??= keptSeen(arrivals.at, drawn, drawn + draws)
  }
  const out = new Sum(place.cx, table.size, rows)
  for (let c = 0; c < 4; c++) {
    const avail = (cup[c] as number) - (t[1 + c] as number)
    if (avail === 0) continue
    const p = avail / left
    const drew = ts.step(index, 1 + c, 1)
    if (!arrivals || (!arrival && !seen)) {
      // Its kind does not matter, or is not kept: the later draws count it as unseen.
      const v = lockOne(place, table, rows, ts, drew, c, draws, fail, empty)
      out.add(p, v)
      free(place.cx, v)
    } else {
      const next = arrival ? arrival.draw : nextArrival(ts, arrivals, drawn)
      byKind(place, table, rows, ts, drew, c, p, arrival, seen, next, draws, fail, empty, out)
    }
  }
  return out.total()
}

/**
 * Adds to `out`, weighted by `p`, the values after a monster of lock colour `c` is drawn (terror state `drew`,
 * counting it) where its kind matters: it may come onto the card (`arrival`), or, seen elsewhere, it is kept (`seen`)
 * for the draw `next` that may. Which kind of its colour it is: each with its count less those seen elsewhere (and,
 * in a card a monster changed, those on it), over the colour's. Kinds with which the card can no longer be won once
 * `next` comes (MonsterKind.deadFrom, or too few dice left: terrorCanonical.ts, seenCanonical) are worth 0 there,
 * whichever of them it is: seen, they are kept together (an entry per colour past the kinds': `worthless`).
 */
function byKind(
  place: TerrorPlace,
  table: RollTable,
  rows: Int32Array | null,
  ts: TerrorStates,
  drew: number,
  c: number,
  p: number,
  arrival: Arrival | null,
  seen: boolean,
  next: number,
  draws: number,
  fail: FailAfterTerror,
  empty: EmptyAfterTerror,
  out: Sum,
): void {
  const kinds = (ts.model.arrivals as Arrivals).kinds
  const t = ts.tuple(drew)
  const pooled = SEEN + kinds.length + c
  const slack = deadSlack(t, kinds.length)
  const asks = (ts.need as NonNullable<TerrorStates['need']>).leastOf
  let dead = -entry(t, pooled)
  let kindsLeft = dead
  for (let j = 0; j < kinds.length; j++) {
    const kind = kinds[j] as MonsterKind
    if (kind.lock !== c) continue
    const n = kind.count - entry(t, SEEN + j)
    kindsLeft += n
    if (worthless(kind, next, asks[j] as number, slack)) dead += n
  }
  const cx = place.cx
  if (!arrival) {
    // Put elsewhere by the rules: per kind where it is kept, those worth 0 on the card together.
    for (let j = -1; j < kinds.length; j++) {
      const kind = kinds[j]
      if (kind && (kind.lock !== c || worthless(kind, next, asks[j] as number, slack))) continue
      const n = kind ? kind.count - entry(t, SEEN + j) : dead
      if (n === 0) continue
      const v = lockOne(place, table, rows, ts, ts.step(drew, kind ? SEEN + j : pooled, 1), c, draws, fail, empty)
      out.add((p * n) / kindsLeft, v)
      free(cx, v)
    }
    return
  }
  // This monster goes on the card (or may): kinds that change the card alike (one context: the same task and cost,
  // nothing after that tells them apart) are valued there once. Put elsewhere by choice (an optional arrival): per
  // kind where it is kept, else once (`away`).
  let away: Values | null = null
  const hk = heldKeyOf(place.held)
  const pool = table.pool
  for (const { cx: changed, kinds: js } of alikeKinds(cx, arrival, c)) {
    let share = 0
    for (const j of js) {
      const kind = kinds[j] as MonsterKind
      if (!worthless(kind, next, asks[j] as number, slack)) share += (kind.count - entry(t, SEEN + j)) / kindsLeft
    }
    if (share === 0) continue
    const at = arrive(place, arrival, changed, hk)
    // Too few dice for the changed card's tasks once the roll is lost (a lock takes one more): worth 0 there.
    const dice = diceInPlay(pool[0], pool[1], pool[2], at.held, at.sp, at.flags)
    const here =
      dice - 1 < (changed.fewestDice[at.done] as number)
        ? null
        : lockOne(at, table, rows, ts, drew, c, draws, fail, empty)
    if (!arrival.optional) {
      if (here !== null) out.add(p * share, here)
    } else if (!seen) {
      // Chosen knowing the roll and the monster, before its lock takes a die and the next monsters are drawn.
      away ??= lockOne(place, table, rows, ts, drew, c, draws, fail, empty)
      out.better(p * share, here, away)
    } else
      for (const j of js) {
        const kind = kinds[j] as MonsterKind
        const n = kind.count - entry(t, SEEN + j)
        if (n === 0 || worthless(kind, next, asks[j] as number, slack)) continue
        const v = lockOne(place, table, rows, ts, ts.step(drew, SEEN + j, 1), c, draws, fail, empty)
        out.better((p * n) / kindsLeft, here, v)
        free(cx, v)
      }
    if (here !== null) free(cx, here)
  }
  // Those worth 0 here: elsewhere, if the player may put them there.
  if (arrival.optional && dead > 0) {
    const v = seen
      ? lockOne(place, table, rows, ts, ts.step(drew, pooled, 1), c, draws, fail, empty)
      : (away ??= lockOne(place, table, rows, ts, drew, c, draws, fail, empty))
    out.add((p * dead) / kindsLeft, v)
    if (seen) free(cx, v)
  }
  if (away !== null) free(cx, away)
}

/**
 * Whether the card cannot be won with a monster of `kind` on it once draw `next` comes: from its MonsterKind.deadFrom,
 * or as its task asks (`asks` dice) more than the slack the terror state's kinds worth 0 were kept together at
 * (terrorCanonical.ts, seenCanonical). Those seen elsewhere are kept together (an entry per colour past the kinds').
 */
function worthless(kind: MonsterKind, next: number, asks: number, slack: number): boolean {
  return next >= (kind.deadFrom ?? Infinity) || asks > slack
}

/**
 * A sum of values weighted by their chances, at the rolls `rows` lists (every roll when null): arrays added into one
 * from the pool as they come, numbers (the same at every roll) summed apart and added once, at the end.
 */
class Sum {
  private sum: Float64Array | null = null
  private same = 0
  constructor(
    private readonly cx: SolverContext,
    private readonly size: number,
    private readonly rows: Int32Array | null,
  ) {}

  /** Adds p × v (the caller gives v back). */
  add(p: number, v: Values): void {
    if (typeof v === 'number') this.same += p * v
    else addScaled((this.sum ??= this.cx.acquire(this.size).fill(0)), p, v, this.rows)
  }

  /** Adds p × the better of v and w at each roll; a null `v` counts as 0. */
  better(p: number, v: Values | null, w: Values): void {
    const a = v ?? 0
    if (typeof a === 'number' && typeof w === 'number') {
      this.same += p * (a > w ? a : w)
      return
    }
    const out = (this.sum ??= this.cx.acquire(this.size).fill(0))
    const rows = this.rows
    const count = rows ? rows.length : out.length
    for (let r = 0; r < count; r++) {
      const i = rows ? (rows[r] as number) : r
      const x = typeof a === 'number' ? a : (a[i] as number)
      const y = typeof w === 'number' ? w : (w[i] as number)
      out[i] = (out[i] as number) + p * (x > y ? x : y)
    }
  }

  /** The sum: a number where every part was one. */
  total(): Values {
    const out = this.sum
    if (!out) return this.same
    if (this.same !== 0) {
      const rows = this.rows
      if (rows)
        for (let r = 0; r < rows.length; r++) {
          const i = rows[r] as number
          out[i] = (out[i] as number) + this.same
        }
      else for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) + this.same
    }
    return out
  }
}

/** Gives an array of values back to the pool (a number has nothing to give back). */
function free(cx: SolverContext, v: Values): void {
  if (typeof v !== 'number') cx.release(v)
}

/**
 * The values once the event is over, in terror state `index`: made canonical for what is left (as V would), so
 * that the failed-roll profiles of equivalent outcomes are one. At the rolls `rows` lists.
 */
function eventOver(
  place: TerrorPlace,
  ts: TerrorStates,
  table: RollTable,
  rows: Int32Array | null,
  index: number,
  fail: FailAfterTerror,
  empty: EmptyAfterTerror,
): Values {
  const pool = table.pool
  const g = pool[0]
  const y = pool[1]
  const r = pool[2]
  const flags = place.flags | (index << TERROR_SHIFT)
  const dice = diceInPlay(g, y, r, place.held, place.sp, flags)
  const ex = canonicalTerror(ts, flags, place.done, g, y, r, place.sk, dice)
  if (g + y + r === 0) return empty(place, ex)
  return fail(place, table, ex, rows)
}

/** out[i] += p * v[i] at the rolls `rows` lists (every roll when null). */
function addScaled(out: Float64Array, p: number, v: Float64Array, rows: Int32Array | null): void {
  if (rows)
    for (let r = 0; r < rows.length; r++) {
      const i = rows[r] as number
      out[i] = (out[i] as number) + p * (v[i] as number)
    }
  else for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) + p * (v[i] as number)
}

/** The lock of a monster drawn (cup index `c`: 0 none, 1 green, 2 yellow, 3 red) takes its die (core/locks.ts). */
function lockOne(
  place: TerrorPlace,
  table: RollTable,
  rows: Int32Array | null,
  ts: TerrorStates,
  index: number,
  c: number,
  draws: number,
  fail: FailAfterTerror,
  empty: EmptyAfterTerror,
): Values {
  if (c === 0) return locked(place, table, rows, index, draws - 1, fail, empty)
  const col = c - 1
  const addBit = col === 1 ? ADD_YELLOW : col === 2 ? ADD_RED : 0
  // An idle die first: the yellow or red die still to add, then the idle dice.
  if (addBit && place.flags & addBit)
    return locked(withFlags(place, place.flags & ~addBit), table, rows, index, draws - 1, fail, empty)
  if ((ts.tuple(index)[5 + col] as number) > 0)
    return locked(place, table, rows, ts.step(index, 5 + col, -1), draws - 1, fail, empty)
  if ((table.pool[col] as number) === 0) {
    // None in the pool: a marker die, then a spell die. There is one yellow and one red die: on a marker (its face
    // followed in the extras word, markerFace) the lock takes it from there, else from a spell (the spell goes back
    // to the deck). A green die on a marker or a spell is not followed here (only a second green lock of one event
    // can find the pool without green): terrorModel.ts marks those odds approximate.
    const from = col > 0 ? (offMarker(place, col as 1 | 2) ?? offSpell(place, col)) : place
    return locked(from, table, rows, index, draws - 1, fail, empty)
  }
  // The lowest-id die of the colour leaves the pool: each rolled die of that colour equally likely. The rolls of
  // the smaller pool asked for: a green die taken from rolls showing terror can leave any roll of the smaller pool
  // (it may have been the terror die); a yellow or red one (no terror face) leaves the rolls showing terror.
  const [g, y, r] = table.pool
  const smaller = rollTable(col === 0 ? g - 1 : g, col === 1 ? y - 1 : y, col === 2 ? r - 1 : r, table.fold)
  const smallerRows = rows && col > 0 ? terrorRolls(smaller) : null
  const after = locked(place, smaller, smallerRows, index, draws - 1, fail, empty)
  // The same whichever die leaves: the same here.
  if (typeof after === 'number') return after
  const n = table.pool[col] as number
  const out = place.cx.acquire(table.size)
  const remove = removeIndex(table)
  const base = col * SIDES
  const count = rows ? rows.length : table.size
  for (let r = 0; r < count; r++) {
    const i = rows ? (rows[r] as number) : r
    let s = 0
    for (let side = 0, at = i * TYPES + base; side < SIDES; side++, at++) {
      const cnt = table.types[at] as number
      if (cnt > 0) s += cnt * (after[remove[at] as number] as number)
    }
    out[i] = s / n
  }
  place.cx.release(after)
  return out
}
