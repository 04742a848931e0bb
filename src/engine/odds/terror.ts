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
// is missing from the pool. The yellow and red die are followed onto a marker (keys.ts, markerFace) and a
// spell; a green die on a marker is not (held faces have no colour; only a second green lock of one event can
// reach one): terrorModel.ts marks the odds approximate where that case can arise.
//
// The terror states the solver follows are terrorStates.ts's; a monster that comes onto this very card, arrivals.ts's;
// where the attempt stands while an event resolves (and after a lock or an arrival), terrorPlace.ts's; the sums of
// values weighted by their chances, terrorSum.ts's.
import { alikeKinds, keptSeen } from './arrivals.ts'
import type { TerrorPlace, TerrorStates, TerrorTuple, Values } from './contextTypes.ts'
import { ADD_RED, ADD_YELLOW, DRAW_SPAN, heldKeyOf, TERROR_SHIFT } from './keys.ts'
import { rollTable } from './rollTables.ts'
import { diceInPlay } from './spellSets.ts'
import { canonicalTerror, deadSlack } from './terrorCanonical.ts'
import { arrive, offMarker, offSpell } from './terrorPlace.ts'
import { arrivalAt, devoured, drawnOf, entry, eventCap, nextArrival, SEEN } from './terrorStates.ts'
import { dieLeaves, free, Sum, terrorRolls } from './terrorSum.ts'
import type { Arrivals, MonsterKind } from './types.ts'

/**
 * Sets q[i], for each roll i of `place.table` that shows terror, to the value of failing it at `place` (its `flags`
 * the extras word `ex` but its terror state, nothing `freed`): the event's monsters drawn and their locks applied
 * (each possible outcome weighted; a monster that must go on the card brings its task), then the context's
 * `afterTerror.fail` — the discard-and-focus value on what is left, in the advanced terror state and maybe another
 * card's context — or `afterTerror.empty` when the locks took every die of the pool (rules/failRoll.ts). 0 when the
 * event ends the attempt. Other rolls of `q` are left as they are.
 */
export function terrorFailValues(place: TerrorPlace, ex: number, q: Float64Array): void {
  const rows = terrorRolls(place.table)
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
  place.rows = rows
  place.index = next
  place.draws = draws
  const after = draws === 0 ? eventOver(place, ts) : locked(place)
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
 * The values after the `p.draws` monsters left of the event, from terror state `p.index` (interned alike by every
 * card a monster changes), at the rolls `p.rows` lists of `p.table` (every roll when null).
 */
function locked(p: TerrorPlace): Values {
  const ts = p.cx.terror
  const table = p.table
  if (!ts) {
    // A card a monster changed where terror changes nothing more (terrorMatters): no state to follow.
    return table.pool[0] + table.pool[1] + table.pool[2] === 0
      ? p.cx.afterTerror.empty(p, p.flags)
      : p.cx.afterTerror.fail(p, p.flags)
  }
  const index = p.index
  const draws = p.draws
  const t = ts.tuple(index)
  const cup = ts.model.cup
  let left = 0
  for (let c = 0; c < 4; c++) left += (cup[c] as number) - (t[1 + c] as number)
  if (draws === 0 || left === 0) return eventOver(p, ts)
  const arrivals = ts.model.arrivals
  const drawn = drawnOf(t)
  const arrival = arrivals ? arrivalAt(ts, arrivals, drawn) : null
  // A monster seen going elsewhere while a later draw may still come onto the card: the cup those come from lacks
  // it, and the player knows which it was. Its kind is kept in the terror state (SEEN), so each is followed, where
  // he can act on it before that draw (keptSeen).
  let seen = false
  if (arrivals !== undefined && !arrivals.forgetSeen) {
    seen = ts.seenKept[drawn * DRAW_SPAN + draws] ??= keptSeen(arrivals.at, drawn, drawn + draws)
  }
  const out = new Sum(p.cx, table.size, p.rows)
  for (let c = 0; c < 4; c++) {
    const avail = (cup[c] as number) - (t[1 + c] as number)
    if (avail === 0) continue
    const chance = avail / left
    const drew = stepped(p, ts.step(index, 1 + c, 1))
    if (!arrivals || (!arrival && !seen)) {
      // Its kind does not matter, or is not kept: the later draws count it as unseen.
      const v = lockOne(drew, ts, c)
      out.add(chance, v)
      free(p.cx, v)
    } else {
      drew.arrival = arrival
      drew.seen = seen
      drew.nextDraw = arrival ? arrival.draw : nextArrival(ts, arrivals, drawn)
      byKind(drew, ts, c, chance, out)
    }
  }
  return out.total()
}

/** The place one step on from `p`, in terror state `index`. */
function stepped(p: TerrorPlace, index: number): TerrorPlace {
  const n = p.next()
  n.index = index
  return n
}

/**
 * Adds to `out`, weighted by `p`, the values after a monster of lock colour `c` is drawn (terror state `d.index`,
 * counting it) where its kind matters: it may come onto the card (`d.arrival`), or, seen elsewhere, it is kept
 * (`d.seen`) for the draw `d.nextDraw` that may. Which kind of its colour it is: each with its count less those seen
 * elsewhere (and, in a card a monster changed, those on it), over the colour's. Kinds with which the card can no
 * longer be won once that draw comes (MonsterKind.deadFrom, or too few dice left: terrorCanonical.ts, seenCanonical)
 * are worth 0 there, whichever of them it is: seen, they are kept together (an entry per colour past the kinds':
 * `worthless`).
 */
function byKind(d: TerrorPlace, ts: TerrorStates, c: number, p: number, out: Sum): void {
  const { arrival, seen, nextDraw: next } = d
  const drew = d.index
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
  const cx = d.cx
  if (!arrival) {
    // Put elsewhere by the rules: per kind where it is kept, those worth 0 on the card together.
    for (let j = -1; j < kinds.length; j++) {
      const kind = kinds[j]
      if (kind && (kind.lock !== c || worthless(kind, next, asks[j] as number, slack))) continue
      const n = kind ? kind.count - entry(t, SEEN + j) : dead
      if (n === 0) continue
      const v = lockOne(stepped(d, ts.step(drew, kind ? SEEN + j : pooled, 1)), ts, c)
      out.add((p * n) / kindsLeft, v)
      free(cx, v)
    }
    return
  }
  // This monster goes on the card (or may): kinds that change the card alike (one context: the same task and cost,
  // nothing after that tells them apart) are valued there once. Put elsewhere by choice (an optional arrival): per
  // kind where it is kept, else once (`away`).
  let away: Values | null = null
  const hk = heldKeyOf(d.held)
  const pool = d.table.pool
  for (const { cx: changed, kinds: js } of alikeKinds(cx, arrival, c)) {
    let share = 0
    for (const j of js) {
      const kind = kinds[j] as MonsterKind
      if (!worthless(kind, next, asks[j] as number, slack)) share += (kind.count - entry(t, SEEN + j)) / kindsLeft
    }
    if (share === 0) continue
    const at = arrive(d, arrival, changed, hk)
    // Too few dice for the changed card's tasks once the roll is lost (a lock takes one more): worth 0 there.
    const dice = diceInPlay(pool[0] + pool[1] + pool[2], at.held, at.spellDice, at.flags)
    const here = dice - 1 < (changed.fewestDice[at.done] as number) ? null : lockOne(at, ts, c)
    if (!arrival.optional) {
      if (here !== null) out.add(p * share, here)
    } else if (!seen) {
      // Chosen knowing the roll and the monster, before its lock takes a die and the next monsters are drawn.
      away ??= lockOne(d, ts, c)
      out.better(p * share, here, away)
    } else
      for (const j of js) {
        const kind = kinds[j] as MonsterKind
        const n = kind.count - entry(t, SEEN + j)
        if (n === 0 || worthless(kind, next, asks[j] as number, slack)) continue
        const v = lockOne(stepped(d, ts.step(drew, SEEN + j, 1)), ts, c)
        out.better((p * n) / kindsLeft, here, v)
        free(cx, v)
      }
    if (here !== null) free(cx, here)
  }
  // Those worth 0 here: elsewhere, if the player may put them there.
  if (arrival.optional && dead > 0) {
    const v = seen ? lockOne(stepped(d, ts.step(drew, pooled, 1)), ts, c) : (away ??= lockOne(d, ts, c))
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
 * The values once the event is over, in terror state `p.index`: made canonical for what is left (as V would), so
 * that the failed-roll profiles of equivalent outcomes are one. At the rolls `p.rows` lists.
 */
function eventOver(p: TerrorPlace, ts: TerrorStates): Values {
  const pool = p.table.pool
  const g = pool[0]
  const y = pool[1]
  const r = pool[2]
  const flags = p.flags | (p.index << TERROR_SHIFT)
  const dice = diceInPlay(g + y + r, p.held, p.spellDice, flags)
  // canonicalTerror reads the state's tasks, pool and dice on spells.
  const s = p.state()
  s.done = p.done
  s.green = g
  s.yellow = y
  s.red = r
  s.spellKey = p.spellKey
  const ex = canonicalTerror(ts, s, flags, dice)
  if (g + y + r === 0) return p.cx.afterTerror.empty(p, ex)
  return p.cx.afterTerror.fail(p, ex)
}

/**
 * The lock of a monster drawn (cup index `c`: 0 none, 1 green, 2 yellow, 3 red) takes its die (core/locks.ts), in
 * terror state `p.index` (counting the monster), `p.draws` monsters left of the event with it.
 */
function lockOne(p: TerrorPlace, ts: TerrorStates, c: number): Values {
  const n = p.next()
  n.draws = p.draws - 1
  if (c === 0) return locked(n)
  const col = c - 1
  const addBit = col === 1 ? ADD_YELLOW : col === 2 ? ADD_RED : 0
  // An idle die first: the yellow or red die still to add, then the idle dice.
  if (addBit && p.flags & addBit) {
    n.flags = p.flags & ~addBit
    return locked(n)
  }
  if ((ts.tuple(p.index)[5 + col] as number) > 0) {
    n.index = ts.step(p.index, 5 + col, -1)
    return locked(n)
  }
  const table = p.table
  if ((table.pool[col] as number) === 0) {
    // None in the pool: a marker die, then a spell die. There is one yellow and one red die: on a marker (its face
    // followed in the extras word, markerFace) the lock takes it from there, else from a spell (the spell goes back
    // to the deck). A green die on a marker or a spell is not followed here (only a second green lock of one event
    // can find the pool without green): terrorModel.ts marks those odds approximate.
    if (col > 0 && !offMarker(n, col as 1 | 2)) offSpell(n, col)
    return locked(n)
  }
  // The lowest-id die of the colour leaves the pool: each rolled die of that colour equally likely. The rolls of
  // the smaller pool asked for: a green die taken from rolls showing terror can leave any roll of the smaller pool
  // (it may have been the terror die); a yellow or red one (no terror face) leaves the rolls showing terror.
  const [g, y, r] = table.pool
  n.table = rollTable(col === 0 ? g - 1 : g, col === 1 ? y - 1 : y, col === 2 ? r - 1 : r, table.fold)
  n.rows = p.rows && col > 0 ? terrorRolls(n.table) : null
  const after = locked(n)
  // The same whichever die leaves: the same here.
  if (typeof after === 'number') return after
  return dieLeaves(p.cx, table, p.rows, col, after)
}
