// An independent, slow, obviously-correct computation of the same process for the tests.
// Dice are individual: every ordered outcome (6^n) is enumerated, every subset of dice is tried for
// every choice, and task completion is judged by the rules engine's own matcher (requirementsMet),
// never by the solver's precomputed completions. Only whole states are memoised.
import type { Card, DieRequirement } from '../../../src/engine/card.ts'
import { DIE_FACES, type DieColor, type Face } from '../../../src/engine/dice.ts'
import { printedRequirements, requirementsMet } from '../../../src/engine/notation/canComplete.ts'
import type { Ruleset } from '../../../src/engine/ruleset.ts'

type Die = { readonly color: DieColor; readonly face: Face }
type State = { done: number; pool: DieColor[]; held: Face[]; focus: number; spells: number; clues: number }

export function bruteForceOdds(
  card: Card,
  pool: DieColor[],
  opts: { focus?: number; spells?: number; clues?: number; held?: Face[]; ruleset?: Ruleset },
): number {
  const ruleset = opts.ruleset ?? 'revised'
  const reqs: DieRequirement[][] = card.tasks.map((t) => [...printedRequirements(t)])
  const full = (1 << reqs.length) - 1
  const vMemo = new Map<string, number>()
  const qMemo = new Map<string, number>()
  const keyOf = (s: State) =>
    JSON.stringify([s.done, [...s.pool].sort(), [...s.held].sort(), s.focus, s.spells, s.clues])

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

  const V = (s: State): number => {
    if (s.done === full) return 1
    if (s.pool.length === 0) return 0 // nothing left to roll: held dice need a roll to be used
    const key = keyOf(s)
    const known = vMemo.get(key)
    if (known !== undefined) return known
    const all = outcomes(s.pool)
    let sum = 0
    for (const o of all)
      sum += Q(
        s,
        o.map((face, i) => ({ color: s.pool[i] as DieColor, face })),
      )
    const v = sum / all.length
    vMemo.set(key, v)
    return v
  }

  const Q = (s: State, roll: Die[]): number => {
    const key = keyOf(s) + JSON.stringify(roll.map((d) => d.color + d.face).sort())
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
      best = Math.max(best, V({ ...s, pool: rest.map((x) => x.color) }))
      if (s.focus > 0)
        for (let e = 0; e < rest.length; e++)
          best = Math.max(
            best,
            V({
              ...s,
              pool: rest.filter((_, i) => i !== e).map((x) => x.color),
              held: [...s.held, (rest[e] as Die).face],
              focus: s.focus - 1,
            }),
          )
    }
    if (s.spells > 0)
      for (let e = 0; e < n; e++) {
        const rest = roll.filter((_, i) => i !== e)
        best = Math.max(
          best,
          Q(
            { ...s, pool: rest.map((x) => x.color), held: [...s.held, (roll[e] as Die).face], spells: s.spells - 1 },
            rest,
          ),
        )
      }
    if (s.clues > 0)
      for (let rm = 1; rm < 1 << n; rm++) {
        const idx = roll.map((_, i) => i).filter((i) => rm & (1 << i))
        const fresh = outcomes(idx.map((i) => (roll[i] as Die).color))
        let sum = 0
        for (const o of fresh) {
          const next = roll.map((d, i) => (rm & (1 << i) ? { color: d.color, face: o[idx.indexOf(i)] as Face } : d))
          sum += Q({ ...s, clues: s.clues - 1 }, next)
        }
        best = Math.max(best, sum / fresh.length)
      }
    qMemo.set(key, best)
    return best
  }

  return V({
    done: 0,
    pool,
    held: opts.held ?? [],
    focus: opts.focus ?? 0,
    spells: opts.spells ?? 0,
    clues: opts.clues ?? 0,
  })
}
