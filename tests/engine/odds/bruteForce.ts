// An independent, slow, obviously-correct computation of the same process for the tests.
// Dice are individual: every ordered outcome (6^n) is enumerated, every subset of dice is tried for
// every choice, and task completion is judged by the rules engine's own matcher (requirementsMet),
// never by the solver's precomputed completions. Only whole states are memoised. Focus and assistance,
// clues and one-use rerolls are kept apart here (the solver merges them), and the engine's timing is
// followed literally: a die is added before a roll (or, revised, before the discard that would empty the
// pool); discarding the last die fails the adventure. Held dice are individual too: on a marker (whose:
// the player's or a helper's) or on a spell (with its colour); before any roll any die on a spell may be
// taken back into the pool (rules/releaseSpellDie.ts; revised only: in the first printing it stays until used).
// First printing (rules/focusDie.ts, assist.ts): the
// player may focus whenever the own marker is empty (`focus` 1), each helper assist whenever theirs is
// (`assists` = helpers with an empty marker), and a marker die used in a task empties its marker again.
import type { Card, DieRequirement } from '../../../src/engine/card.ts'
import { DIE_FACES, type DieColor, type Face } from '../../../src/engine/dice.ts'
import { printedRequirements, requirementsMet } from '../../../src/engine/notation/canComplete.ts'
import type { TerrorModel } from '../../../src/engine/odds/solverCard.ts'
import type { Arrival } from '../../../src/engine/odds/arrivals.ts'
import type { Ruleset } from '../../../src/engine/ruleset.ts'

type Die = { readonly color: DieColor; readonly face: Face }
type Marker = { readonly face: Face; readonly helper: boolean; readonly color: DieColor }
/** A monster marker in the cup: the colour its lock takes, and its kind (TerrorModel.arrivals.kinds; -1 without). */
type CupMarker = { readonly color: DieColor | null; readonly kind: number }
/** The card's tasks as they stand (a monster that went on the card changed them) and their costs. */
type Shape = { readonly tasks: readonly DieRequirement[][]; readonly costs: readonly (readonly [number, number])[] }
type State = {
  done: number
  pool: DieColor[]
  held: Marker[]
  onSpells: Die[]
  focus: number
  assists: number
  spells: number
  clues: number
  rerolls: number
  addYellow: boolean
  addRed: boolean
  /** Terror: events so far, the cup's markers left, idle dice left, monsters drawn, the card's shape (index). */
  terrors: number
  cup: CupMarker[]
  drawn: number
  shape: number
  /** The draws that go on the card from here (TerrorModel.arrivals.at, then an arrival's `then`), by index. */
  plan: number
  idle: Partial<Record<DieColor, number>>
  /** Sanity and stamina left (Infinity without a health model). */
  sanity: number
  stamina: number
}

export type BruteForceOptions = {
  focus?: number
  assists?: number
  spells?: number
  clues?: number
  rerolls?: number
  rerollEachRoll?: boolean
  addYellow?: boolean
  addRed?: boolean
  /** Dice on the player's marker (green unless `heldColors` says). */
  held?: Face[]
  heldColors?: DieColor[]
  onSpells?: readonly Die[]
  ruleset?: Ruleset
  terror?: TerrorModel
}

export function bruteForceOdds(card: Card, pool: DieColor[], opts: BruteForceOptions): number {
  const ruleset = opts.ruleset ?? 'revised'
  const perRoll = opts.rerollEachRoll ?? false
  const terror = opts.terror
  const locks = terror !== undefined && terror.monsters.some((n) => n > 0) && terror.cup.slice(1).some((n) => n > 0)
  const reqs: DieRequirement[][] = card.tasks.map((t) => [...printedRequirements(t)])
  const shapes: Shape[] = [{ tasks: reqs, costs: reqs.map((_, t) => terror?.health?.costs[t] ?? [0, 0]) }]
  const shapeOf = (s: State) => shapes[s.shape] as Shape
  const plans: (readonly Arrival[])[] = [terror?.arrivals?.at ?? []]
  const vMemo = new Map<string, number>()
  const qMemo = new Map<string, number>()
  const completed = new Map<string, number>()
  const sorted = <T>(xs: T[]) => xs.map((x) => JSON.stringify(x)).sort()
  const keyOf = (s: State) =>
    JSON.stringify({ ...s, pool: [...s.pool].sort(), held: sorted(s.held), onSpells: sorted(s.onSpells) })
  const firstPrinting = ruleset === 'first-printing'

  const eligible = (done: number, t: number) => {
    if (done & (1 << t)) return false
    if (!card.ordered) return true
    for (let k = 0; k < t; k++) if (!(done & (1 << k))) return false
    return true
  }
  const minimal = (task: DieRequirement[], faces: Face[]) => {
    const meets = (fs: Face[]) => requirementsMet(task, fs, ruleset)
    return meets(faces) && faces.every((_, k) => !meets(faces.filter((_, j) => j !== k)))
  }

  const outcomes = (colors: DieColor[]): Face[][] => {
    let all: Face[][] = [[]]
    for (const c of colors) all = all.flatMap((o) => DIE_FACES[c].map((f) => [...o, f]))
    return all
  }

  /** Before a roll: roll, or first add the yellow or red die. */
  const V = (s: State): number => {
    if (s.done === (1 << shapeOf(s).tasks.length) - 1) return 1
    const key = keyOf(s)
    const known = vMemo.get(key)
    if (known !== undefined) return known
    let v = 0
    if (s.pool.length > 0) {
      const all = outcomes(s.pool)
      let sum = 0
      for (const o of all)
        sum += Q(
          s,
          o.map((face, i) => ({ color: s.pool[i] as DieColor, face })),
          perRoll,
        )
      v = sum / all.length
    }
    if (s.addYellow) v = Math.max(v, V({ ...s, pool: [...s.pool, 'yellow'], addYellow: false }))
    if (s.addRed) v = Math.max(v, V({ ...s, pool: [...s.pool, 'red'], addRed: false }))
    for (let i = 0; i < (firstPrinting ? 0 : s.onSpells.length); i++)
      v = Math.max(
        v,
        V({
          ...s,
          pool: [...s.pool, (s.onSpells[i] as Die).color],
          onSpells: s.onSpells.filter((_, j) => j !== i),
        }),
      )
    vMemo.set(key, v)
    return v
  }

  /**
   * After discarding for a failed roll: an empty pool fails at once unless (revised) a die was added
   * first (no die comes off a spell while discarding).
   */
  const afterDiscard = (s: State): number => {
    if (s.pool.length > 0) return V(s)
    if (ruleset === 'first-printing') return 0
    let v = 0 // the die added before the discard is rolled next
    if (s.addYellow) v = Math.max(v, V({ ...s, pool: ['yellow'], addYellow: false }))
    if (s.addRed) v = Math.max(v, V({ ...s, pool: ['red'], addRed: false }))
    return v
  }

  /** A failed roll's discard, then maybe focusing or assistance. */
  const discardSteps = (s: State, roll: Die[]): number => {
    let best = 0
    for (let d = 0; d < roll.length; d++) {
      const rest = roll.filter((_, i) => i !== d)
      best = Math.max(best, afterDiscard({ ...s, pool: rest.map((x) => x.color) }))
      for (let e = 0; e < rest.length; e++) {
        const secured = (helper: boolean) => ({
          ...s,
          pool: rest.filter((_, i) => i !== e).map((x) => x.color),
          held: [...s.held, { face: (rest[e] as Die).face, helper, color: (rest[e] as Die).color }],
        })
        if (s.focus > 0) best = Math.max(best, V({ ...secured(false), focus: s.focus - 1 }))
        if (s.assists > 0) best = Math.max(best, V({ ...secured(true), assists: s.assists - 1 }))
      }
    }
    return best
  }

  /**
   * Terror on a failed roll (rules/failRoll.ts), literally: the event may end the attempt; each monster is one
   * marker drawn from the cup, every marker equally likely; if it is a draw that must go on this card
   * (TerrorModel.arrivals), its task joins the card's (inserted, or replacing the row's, undone); its lock takes
   * (core/locks.ts) an idle die of its colour (a die the player could add is idle), else the first die of that
   * colour in the roll (the lowest id: the dice are in id order), else one on a marker, else one on a spell
   * (the spell leaves), else nothing the attempt would miss. Then the discard; with no die left, the roll
   * cannot go on.
   */
  const terrorStrikes = (s0: State, roll0: Die[]): number => {
    const t = terror as TerrorModel
    if (t.endsAt > 0 && s0.terrors + 1 >= t.endsAt) return 0
    const sanity = s0.sanity - (t.health?.perEvent[0] ?? 0)
    const stamina = s0.stamina - (t.health?.perEvent[1] ?? 0)
    if (sanity <= 0 || stamina <= 0) return 0
    const draws = t.monsters[Math.min(s0.terrors, t.monsters.length - 1)] ?? 0
    const drawn = (s: State, roll: Die[], left: number): number => {
      if (left === 0 || s.cup.length === 0) {
        if (roll.length === 0) return V({ ...s, pool: [] })
        return discardSteps(s, roll)
      }
      let sum = 0
      for (let m = 0; m < s.cup.length; m++) {
        const { color, kind } = s.cup[m] as CupMarker
        const next: State = { ...s, cup: s.cup.filter((_, i) => i !== m), drawn: s.drawn + 1 }
        const arrival = plans[s.plan]?.find((a) => a.draw === s.drawn)
        // A draw the player may put elsewhere: the better of the two, chosen before its lock.
        const away = arrival?.optional ? lockAndGo({ ...next }, roll, color, left) : 0
        if (arrival) {
          const monster = t.arrivals?.kinds[kind]
          if (!monster) throw new Error('brute force: an arrival needs the monster kinds')
          const { tasks, costs } = shapeOf(s)
          const task = [...arrival.outer, ...monster.task]
          const cost: [number, number] = [
            arrival.outerCost[0] + monster.cost[0],
            arrival.outerCost[1] + monster.cost[1],
          ]
          const at = arrival.position
          const tasks2 = [...tasks]
          const costs2 = [...costs]
          tasks2.splice(at, arrival.replaces ? 1 : 0, task)
          costs2.splice(at, arrival.replaces ? 1 : 0, cost)
          next.shape = shapes.push({ tasks: tasks2, costs: costs2 }) - 1
          const low = s.done & ((1 << at) - 1)
          next.done = arrival.replaces ? s.done & ~(1 << at) : low | ((s.done >>> at) << (at + 1))
          next.plan = plans.push(arrival.then ?? (plans[s.plan] ?? []).filter((b) => b.draw > arrival.draw)) - 1
        }
        sum += Math.max(away, lockAndGo(next, roll, color, left))
      }
      return sum / s.cup.length
    }
    /** The drawn monster's lock takes its die (core/locks.ts), then the event's next monsters. */
    const lockAndGo = (next: State, roll: Die[], color: DieColor | null, left: number): number => {
      let r = roll
      const marker = color ? next.held.findIndex((h) => h.color === color) : -1
      const spell = color ? next.onSpells.findIndex((d) => d.color === color) : -1
      if (color === 'yellow' && next.addYellow) next.addYellow = false
      else if (color === 'red' && next.addRed) next.addRed = false
      else if (color && (next.idle[color] ?? 0) > 0) next.idle = { ...next.idle, [color]: (next.idle[color] ?? 0) - 1 }
      else if (color && roll.some((d) => d.color === color)) {
        const at = roll.findIndex((d) => d.color === color)
        r = roll.filter((_, i) => i !== at)
        next.pool = r.map((d) => d.color)
      } else if (marker >= 0) {
        // First printing: the marker is empty again (one die per marker).
        if (firstPrinting && next.held[marker]?.helper) next.assists++
        else if (firstPrinting) next.focus++
        next.held = next.held.filter((_, i) => i !== marker)
      } else if (spell >= 0) next.onSpells = next.onSpells.filter((_, i) => i !== spell)
      return drawn(next, r, left - 1)
    }
    return drawn({ ...s0, terrors: s0.terrors + 1, sanity, stamina }, roll0, draws)
  }

  /** In front of a roll; `now`: the once-per-roll reroll is still unused. */
  const Q = (s: State, roll: Die[], now: boolean): number => {
    // With locks, the roll in die order: a lock takes the first die of its colour (the lowest id), so two rolls
    // with the same faces in another order can leave different dice (sorting them too once merged them, and the
    // first order met decided both). Without, sorted: the order changes nothing.
    const faces = roll.map((d) => d.color + d.face)
    const key = keyOf(s) + JSON.stringify(locks ? faces : faces.sort()) + String(now)
    const known = qMemo.get(key)
    if (known !== undefined) return known
    let best = completing(s, roll)
    const n = roll.length
    if (terror && roll.some((d) => d.face === 'T')) best = Math.max(best, terrorStrikes(s, roll))
    else best = Math.max(best, discardSteps(s, roll))
    if (s.spells > 0)
      for (let e = 0; e < n; e++) {
        const rest = roll.filter((_, i) => i !== e)
        best = Math.max(
          best,
          Q(
            {
              ...s,
              pool: rest.map((x) => x.color),
              onSpells: [...s.onSpells, roll[e] as Die],
              spells: s.spells - 1,
            },
            rest,
            now,
          ),
        )
      }
    const reroll = (next: State, nextNow: boolean) => {
      for (let rm = 1; rm < 1 << n; rm++) {
        const idx = roll.map((_, i) => i).filter((i) => rm & (1 << i))
        const fresh = outcomes(idx.map((i) => (roll[i] as Die).color))
        let sum = 0
        for (const o of fresh) {
          const again = roll.map((d, i) => (rm & (1 << i) ? { color: d.color, face: o[idx.indexOf(i)] as Face } : d))
          sum += Q(next, again, nextNow)
        }
        best = Math.max(best, sum / fresh.length)
      }
    }
    if (s.clues > 0) reroll({ ...s, clues: s.clues - 1 }, now)
    if (s.rerolls > 0) reroll({ ...s, rerolls: s.rerolls - 1 }, now)
    if (now) reroll(s, false)
    qMemo.set(key, best)
    return best
  }

  /** The best task completed with this roll (and held dice, dice on spells); 0 if none. The order of the roll changes nothing. */
  const completing = (s: State, roll: Die[]): number => {
    const key = keyOf(s) + JSON.stringify(roll.map((d) => d.color + d.face).sort())
    const known = completed.get(key)
    if (known !== undefined) return known
    let best = 0
    const n = roll.length
    const h = s.held.length
    const p = s.onSpells.length
    const { tasks, costs } = shapeOf(s)
    for (let t = 0; t < tasks.length; t++) {
      if (!eligible(s.done, t)) continue
      const [costSanity, costStamina] = costs[t] ?? [0, 0]
      if (s.sanity - costSanity <= 0 || s.stamina - costStamina <= 0) continue
      for (let rm = 0; rm < 1 << n; rm++)
        for (let hm = 0; hm < 1 << h; hm++)
          for (let pm = 0; pm < 1 << p; pm++) {
            const usedMarkers = s.held.filter((_, i) => hm & (1 << i))
            const faces = [
              ...roll.filter((_, i) => rm & (1 << i)).map((d) => d.face),
              ...usedMarkers.map((m) => m.face),
              ...s.onSpells.filter((_, i) => pm & (1 << i)).map((d) => d.face),
            ]
            if (!minimal(tasks[t] as DieRequirement[], faces)) continue
            const left = roll.filter((_, i) => !(rm & (1 << i))).map((d) => d.color)
            // First printing: the markers of the dice used are empty again.
            const freedOwn = firstPrinting ? usedMarkers.filter((m) => !m.helper).length : 0
            const freedHelpers = firstPrinting ? usedMarkers.filter((m) => m.helper).length : 0
            best = Math.max(
              best,
              V({
                ...s,
                done: s.done | (1 << t),
                pool: left,
                held: s.held.filter((_, i) => !(hm & (1 << i))),
                onSpells: s.onSpells.filter((_, i) => !(pm & (1 << i))),
                focus: s.focus + freedOwn,
                assists: s.assists + freedHelpers,
                sanity: s.sanity - costSanity,
                stamina: s.stamina - costStamina,
              }),
            )
          }
    }
    completed.set(key, best)
    return best
  }

  return V({
    done: 0,
    pool,
    held: (opts.held ?? []).map((face, i) => ({ face, helper: false, color: opts.heldColors?.[i] ?? 'green' })),
    onSpells: [...(opts.onSpells ?? [])],
    focus: opts.focus ?? 0,
    assists: opts.assists ?? 0,
    spells: opts.spells ?? 0,
    clues: opts.clues ?? 0,
    rerolls: opts.rerolls ?? 0,
    addYellow: opts.addYellow ?? false,
    addRed: opts.addRed ?? false,
    terrors: 0,
    cup: cupOf(opts.terror),
    drawn: 0,
    shape: 0,
    plan: 0,
    sanity: opts.terror?.health?.sanity ?? Infinity,
    stamina: opts.terror?.health?.stamina ?? Infinity,
    idle: opts.terror ? { green: opts.terror.idle[0], yellow: opts.terror.idle[1], red: opts.terror.idle[2] } : {},
  })
}

/** The cup's markers: by kind when monsters may go on the card (TerrorModel.arrivals), else by lock colour. */
function cupOf(terror: TerrorModel | undefined): CupMarker[] {
  if (!terror) return []
  const colors = [null, 'green', 'yellow', 'red'] as const
  const kinds = terror.arrivals?.kinds
  if (kinds) return kinds.flatMap((k, kind) => Array.from({ length: k.count }, () => ({ color: colors[k.lock], kind })))
  return colors.flatMap((color, k) => Array.from({ length: terror.cup[k] ?? 0 }, () => ({ color, kind: -1 })))
}
