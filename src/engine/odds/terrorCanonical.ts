// The canonical forms of the solver's terror states (terrorStates.ts): the simplest terror state that leads to the
// same odds from a solver state, so that equivalent states share one memo entry (stateValue.ts asks before every
// lookup, terror.ts once an event is over).
import type { Frame, TerrorStates, TerrorTuple } from './contextTypes.ts'
import {
  ADD_RED,
  ADD_YELLOW,
  EVENT_SPAN,
  FLAGS,
  markerFace,
  MARKERS,
  SPELL_FACES,
  SPELL_KEY_BASE,
  stateCountKey,
  TERROR_SHIFT,
} from './keys.ts'
import { arrivalAt, drawnOf, entry, eventsUntil, healthLeft, nextArrival, SEEN } from './terrorStates.ts'
import type { Arrivals, MonsterKind, TerrorModel } from './types.ts'

/**
 * The extras word `ex` with its terror state replaced by the simplest one that leads to the same odds, given the
 * dice still in the attempt (the pool of state `s` and its dice on spells, by their `spellKey`: keys.ts), so that
 * equivalent states share one memo entry:
 *  - no green die left to roll (none in the pool, none on a spell to take back): no terror face can show again,
 *    so only the events so far matter (health); the monsters drawn and the idle dice are forgotten;
 *  - the yellow or red die out of the attempt for good (not in the pool, not to add, not on a spell or a marker): a
 *    lock of its colour takes nothing the attempt would miss (an idle die at most), as a monster without a lock, so the
 *    draws of that colour and those without a lock count together (as many as can be counted as that colour, the
 *    rest as without) and its idle dice are forgotten. Not with monsters that may go on the card, whose kinds
 *    differ by colour;
 *  - no monster with a lock left in the cup (and none that may go on the card): the draws without a lock so far and
 *    the idle dice no longer matter;
 *  - the monsters seen going elsewhere: those whose kinds the card can no longer be won with by the next draw that
 *    may come onto it, with the `dice` in play, kept together; all forgotten with none left (seenCanonical).
 */
export function canonicalTerror(ts: TerrorStates, s: Frame, ex: number, dice: number): number {
  const { done, green: g, yellow: y, red: r } = s
  const index = ex >>> TERROR_SHIFT
  if (index === 0) return ex
  const t = ts.tuple(index)
  let onSpell = 0
  let spellDice = 0
  // The key's digits are the dice on spells, each its kind + 1 (colour × SPELL_FACES + face).
  for (let key = s.spellKey; key > 0; key = Math.floor(key / SPELL_KEY_BASE)) {
    const kind = (key % SPELL_KEY_BASE) - 1
    onSpell |= 1 << ((kind / SPELL_FACES) | 0)
    spellDice++
  }
  // Events so far: lowered to the fewest that decide everything the same from here (fewestEvents).
  const k = t[0]
  if (k > 0) {
    // Only a green die shows terror: with none left to roll (none in the pool or on a spell), no event is to come.
    const rollable = g + y + r + (ex & ADD_YELLOW ? 1 : 0) + (ex & ADD_RED ? 1 : 0) + spellDice
    const ahead = g > 0 || onSpell & 1 ? rollable : 0
    const k2 = ts.eventsMatter ? fewestEvents(ts, done, k, ahead) : 0
    if (k2 !== k) {
      let lowered = ts.lowered.get(stateCountKey(index, k2))
      if (lowered === undefined) {
        const c: number[] = t.slice()
        c[0] = k2
        lowered = ts.index(c as unknown as TerrorTuple)
        ts.lowered.set(stateCountKey(index, k2), lowered)
      }
      return canonicalTerror(ts, s, (ex & (FLAGS | MARKERS)) | (lowered << TERROR_SHIFT), dice)
    }
  }
  const greenOut = g === 0 && !(onSpell & 1)
  const merges = !ts.model.arrivals
  const yellowOut = merges && y === 0 && !(ex & ADD_YELLOW) && !(onSpell & 2) && markerFace(ex, 1) < 0
  const redOut = merges && r === 0 && !(ex & ADD_RED) && !(onSpell & 4) && markerFace(ex, 2) < 0
  const pattern = (greenOut ? 1 : 0) | (yellowOut ? 2 : 0) | (redOut ? 4 : 0)
  const byIndex = (ts.canon[pattern] ??= [])
  let to = byIndex[index]
  if (to === undefined) {
    const c: number[] = t.slice()
    const cup = ts.model.cup
    if (greenOut) for (let j = 1; j < c.length; j++) c[j] = 0
    else {
      for (const col of [1, 2] as const) {
        if (!(col === 1 ? yellowOut : redOut)) continue
        // Cup entry 1 + col, tuple entries 2 + col (drawn) and 5 + col (idle); entry 1: drawn without a lock.
        const both = (c[1] as number) + (c[2 + col] as number)
        c[2 + col] = Math.min(cup[1 + col] as number, both)
        c[1] = both - (c[2 + col] as number)
        c[5 + col] = 0
      }
    }
    // No monster with a lock left in the cup: every draw to come is one without, whatever was drawn so far, and
    // idle dice take no lock any more.
    let locksLeft = 0
    for (let k = 1; k < 4; k++) locksLeft += (cup[k] as number) - (c[1 + k] as number)
    if (merges && locksLeft === 0) for (const j of [1, 5, 6, 7]) c[j] = 0
    to = ts.index(c as unknown as TerrorTuple)
    byIndex[index] = to
  }
  const tt = ts.tuple(to)
  if (tt.length > SEEN) to = seenCanonical(ts, to, tt, done, dice)
  return (ex & (FLAGS | MARKERS)) | (to << TERROR_SHIFT)
}

/**
 * The terror state `index` (its tuple `t`, some monster seen going elsewhere) with the kinds seen elsewhere that can
 * no longer change the odds, with `dice` in play and the tasks of `done` done, kept together per lock colour:
 *  - no later draw may come onto the card: all of them (the state without any seen);
 *  - else, each terror event follows a failed roll, which takes a die out of the attempt for good, so once the next
 *    draw that may come here comes (some events on), at most `dice` less those events are left, and the card then
 *    needs at least its tasks with one left out (a monster may replace it): the `slack` over that. A kind whose
 *    task asks more than the slack cannot be won with, at that draw or any later one (fewer dice, no fewer needed),
 *    whichever was seen: those seen join the colour's entry of kinds worth 0 (SEEN + kinds + colour, as those of
 *    MonsterKind.deadFrom), and the state keeps the slack (deadSlack), which tells terror.ts which kinds that entry
 *    may hold. A slack the state already keeps stands where it is lower (the card a monster changed may measure a
 *    higher one; the kinds found worth 0 before still are). With no kind left to win with, none seen matters.
 * Remembered per state and slack.
 */
function seenCanonical(ts: TerrorStates, index: number, t: TerrorTuple, done: number, dice: number): number {
  const arrivals = ts.model.arrivals
  const need = ts.need
  const drawn = drawnOf(t)
  // The next draw that may come onto the card: this one, or a later one (both lookups remembered per draw).
  const next = !arrivals ? Infinity : arrivalAt(ts, arrivals, drawn) !== null ? drawn : nextArrival(ts, arrivals, drawn)
  const slack =
    next !== Infinity && need && arrivals
      ? Math.min(
          dice - eventsUntil(ts.model.monsters, t[0], next - drawn) - (need.fewest[done] as number),
          deadSlack(t, arrivals.kinds.length),
        )
      : -1
  if (!need || slack < need.least) {
    let unseen = ts.unseen[index]
    if (unseen === undefined) unseen = ts.unseen[index] = ts.index(t.slice(0, SEEN) as unknown as TerrorTuple)
    return unseen
  }
  if (slack >= need.most) return index
  const key = stateCountKey(index, slack)
  let to = ts.deadSeen.get(key)
  if (to === undefined) {
    const kinds = (arrivals as Arrivals).kinds
    const c: number[] = t.slice()
    const at = SEEN + kinds.length
    while (c.length <= at + DEAD_SLACK) c.push(0)
    let merged = (c[at + DEAD_SLACK] as number) > 0
    for (let j = 0; j < kinds.length; j++) {
      const n = c[SEEN + j] as number
      if (n === 0 || (need.leastOf[j] as number) <= slack) continue
      const pooled = at + (kinds[j] as MonsterKind).lock
      c[pooled] = (c[pooled] as number) + n
      c[SEEN + j] = 0
      merged = true
    }
    c[at + DEAD_SLACK] = merged ? slack + 1 : 0
    to = ts.index(c as unknown as TerrorTuple)
    ts.deadSeen.set(key, to)
  }
  return to
}

/**
 * Past the kinds' entries and the four colours' of kinds worth 0: one more than the slack of seenCanonical's last
 * merge (0: none). Every kind whose task asks more than that slack counts as worth 0 with it (terror.ts, byKind):
 * those seen may be among that colour's entry.
 */
export const DEAD_SLACK = 4

/** The slack a terror state's kinds worth 0 were kept together at (seenCanonical), or Infinity when none were. */
export function deadSlack(t: TerrorTuple, kinds: number): number {
  const e = entry(t, SEEN + kinds + DEAD_SLACK)
  return e === 0 ? Infinity : e - 1
}

/**
 * The fewest events so far that decide the rest of the attempt as `k` events do: each failed roll discards a die,
 * so at most `ahead` more events can come (the dice that can still be rolled); for every count of events from here
 * and every set of tasks that may still be done, the same events end the attempt (Ancient One, devouring), the same
 * tasks can be paid and the same number of monsters appear. Then k's extra events are forgotten (canonicalTerror).
 */
function fewestEvents(ts: TerrorStates, done: number, k: number, ahead: number): number {
  const key = stateCountKey(done * EVENT_SPAN + k, Math.min(ahead, EVENT_SPAN - 1))
  const known = ts.canonEvents.get(key)
  if (known !== undefined) return known
  let k2 = 0
  while (k2 < k && !sameAhead(ts.model, done, k, k2, ahead)) k2++
  ts.canonEvents.set(key, k2)
  return k2
}

function sameAhead(m: TerrorModel, done: number, a: number, b: number, ahead: number): boolean {
  const h = m.health
  const tasks = h?.costs.length ?? 0
  const full = (1 << tasks) - 1
  const schedule = (k: number) => m.monsters[Math.min(k, m.monsters.length - 1)] ?? 0
  for (let j = 0; j <= ahead; j++) {
    const ka = a + j
    const kb = b + j
    if (m.endsAt > 0 && ka + 1 >= m.endsAt !== kb + 1 >= m.endsAt) return false
    if (schedule(ka) !== schedule(kb)) return false
    if (!h) continue
    for (let d = done; ; d = (d + 1) | done) {
      const [sa, ta] = healthLeft(m, ka + 1, d)
      const [sb, tb] = healthLeft(m, kb + 1, d)
      if ((sa <= 0 || ta <= 0) !== (sb <= 0 || tb <= 0)) return false
      const [pa, qa] = healthLeft(m, ka, d)
      const [pb, qb] = healthLeft(m, kb, d)
      for (let t = 0; t < tasks; t++) {
        if (d & (1 << t)) continue
        const [c0, c1] = h.costs[t] as readonly [number, number]
        if ((pa - c0 > 0 && qa - c1 > 0) !== (pb - c0 > 0 && qb - c1 > 0)) return false
      }
      if (d === full) break
    }
  }
  return true
}
