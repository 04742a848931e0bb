// An independent, slow, obviously-correct computation of the same process for the tests.
// Dice are individual: every ordered outcome (6^n) is enumerated, every subset of dice is tried for
// every choice, and task completion is judged by the rules engine's own matcher (requirementsMet),
// never by the solver's precomputed completions. Only whole states are memoised. Focus and assistance,
// clues and one-use rerolls are kept apart here (the solver merges them), and the engine's timing is
// followed literally: a die is added before a roll (or, revised, before the discard that would empty the
// pool); discarding the last die fails the adventure.
import type { Card, DieRequirement } from '../../../src/engine/card.ts'
import { DIE_FACES, type DieColor, type Face } from '../../../src/engine/dice.ts'
import { printedRequirements, requirementsMet } from '../../../src/engine/notation/canComplete.ts'
import type { Ruleset } from '../../../src/engine/ruleset.ts'

type Die = { readonly color: DieColor; readonly face: Face }
type State = {
  done: number
  pool: DieColor[]
  held: Face[]
  focus: number
  assists: number
  spells: number
  clues: number
  rerolls: number
  addYellow: boolean
  addRed: boolean
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
  held?: Face[]
  ruleset?: Ruleset
}

export function bruteForceOdds(card: Card, pool: DieColor[], opts: BruteForceOptions): number {
  const ruleset = opts.ruleset ?? 'revised'
  const perRoll = opts.rerollEachRoll ?? false
  const reqs: DieRequirement[][] = card.tasks.map((t) => [...printedRequirements(t)])
  const full = (1 << reqs.length) - 1
  const vMemo = new Map<string, number>()
  const qMemo = new Map<string, number>()
  const keyOf = (s: State) => JSON.stringify({ ...s, pool: [...s.pool].sort(), held: [...s.held].sort() })

  const eligible = (done: number, t: number) => {
    if (done & (1 << t)) return false
    if (!card.ordered) return true
    for (let k = 0; k < t; k++) if (!(done & (1 << k))) return false
    return true
  }
  const meets = (t: number, faces: Face[]) => requirementsMet(reqs[t] as DieRequirement[], faces, ruleset)
  const minimal = (t: number, faces: Face[]) =>
    meets(t, faces) &&
    faces.every(
      (_, k) =>
        !meets(
          t,
          faces.filter((_, j) => j !== k),
        ),
    )

  const outcomes = (colors: DieColor[]): Face[][] => {
    let all: Face[][] = [[]]
    for (const c of colors) all = all.flatMap((o) => DIE_FACES[c].map((f) => [...o, f]))
    return all
  }

  /** Before a roll: roll, or first add the yellow or red die. */
  const V = (s: State): number => {
    if (s.done === full) return 1
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
    vMemo.set(key, v)
    return v
  }

  /** After discarding for a failed roll: an empty pool fails at once unless (revised) a die was added first. */
  const afterDiscard = (s: State): number => {
    if (s.pool.length > 0) return V(s)
    if (ruleset === 'first-printing') return 0
    return V(s) // the die added before the discard is rolled next
  }

  /** In front of a roll; `now`: the once-per-roll reroll is still unused. */
  const Q = (s: State, roll: Die[], now: boolean): number => {
    const key = keyOf(s) + JSON.stringify(roll.map((d) => d.color + d.face).sort()) + String(now)
    const known = qMemo.get(key)
    if (known !== undefined) return known
    let best = 0
    const n = roll.length
    const h = s.held.length
    for (let t = 0; t < reqs.length; t++) {
      if (!eligible(s.done, t)) continue
      for (let rm = 0; rm < 1 << n; rm++)
        for (let hm = 0; hm < 1 << h; hm++) {
          const faces = [
            ...roll.filter((_, i) => rm & (1 << i)).map((d) => d.face),
            ...s.held.filter((_, i) => hm & (1 << i)),
          ]
          if (!minimal(t, faces)) continue
          const left = roll.filter((_, i) => !(rm & (1 << i))).map((d) => d.color)
          best = Math.max(
            best,
            V({ ...s, done: s.done | (1 << t), pool: left, held: s.held.filter((_, i) => !(hm & (1 << i))) }),
          )
        }
    }
    for (let d = 0; d < n; d++) {
      const rest = roll.filter((_, i) => i !== d)
      best = Math.max(best, afterDiscard({ ...s, pool: rest.map((x) => x.color) }))
      for (let e = 0; e < rest.length; e++) {
        const secured = {
          ...s,
          pool: rest.filter((_, i) => i !== e).map((x) => x.color),
          held: [...s.held, (rest[e] as Die).face],
        }
        if (s.focus > 0) best = Math.max(best, V({ ...secured, focus: s.focus - 1 }))
        if (s.assists > 0) best = Math.max(best, V({ ...secured, assists: s.assists - 1 }))
      }
    }
    if (s.spells > 0)
      for (let e = 0; e < n; e++) {
        const rest = roll.filter((_, i) => i !== e)
        best = Math.max(
          best,
          Q(
            { ...s, pool: rest.map((x) => x.color), held: [...s.held, (roll[e] as Die).face], spells: s.spells - 1 },
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

  return V({
    done: 0,
    pool,
    held: opts.held ?? [],
    focus: opts.focus ?? 0,
    assists: opts.assists ?? 0,
    spells: opts.spells ?? 0,
    clues: opts.clues ?? 0,
    rerolls: opts.rerolls ?? 0,
    addYellow: opts.addYellow ?? false,
    addRed: opts.addRed ?? false,
  })
}
