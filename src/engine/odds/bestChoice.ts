// Every choice open to the player in front of a roll, ranked by the probability it leaves
// (the model is solver.ts's). Pure: the game wiring (bestMove.ts) maps a GameState onto this.
import type { DieRequirement } from '../card.ts'
import { DIE_COLORS, type Face } from '../dice.ts'
import type { Ruleset } from '../ruleset.ts'
import { clueLattice, type ClueLattice } from './clueLattice.ts'
import { FACE_COUNT, FACE_IDS } from './fulfillers.ts'
import { rollIndexOf, rollTable, TYPES } from './rollTables.ts'
import {
  poolOf,
  stateOf,
  typeOf,
  typesOf,
  type HeldDie,
  type RankedChoice,
  type RolledDie,
  type RollSituation,
} from './situation.ts'
import { createSolver, isEligible, type Solver, type SolverState } from './solver.ts'
import { SolverCache } from './solverCache.ts'
import { spellDiceReturnOf, type TerrorModel } from './solverCard.ts'

export { stateOf } from './situation.ts'
export type { Choice, HeldDie, RankedChoice, RolledDie, RollSituation } from './situation.ts'

const solvers = new SolverCache<Solver>(16)

/** One solver per set of open tasks, kept so that later rolls of the same attempt are fast. */
export function solverFor(
  tasks: readonly (readonly DieRequirement[])[],
  ordered: boolean,
  ruleset: Ruleset,
  spellDiceReturn: boolean = spellDiceReturnOf({ ruleset }),
  terror?: TerrorModel,
): Solver {
  const key = JSON.stringify([tasks, ordered, ruleset, spellDiceReturn, terror ?? null])
  return solvers.get(key, () =>
    createSolver({ tasks, ordered, ruleset, spellDiceReturn, ...(terror ? { terror } : {}) }),
  )
}

/** The solver for a situation's card, ruleset and terror. */
export function situationSolver(s: RollSituation): Solver {
  return solverFor(s.tasks, s.ordered, s.ruleset, spellDiceReturnOf(s), s.terror)
}

/**
 * Every legal choice for the roll (one representative per distinct outcome: e.g. completions that
 * use the same number of dice of each colour and the same held faces leave the same odds), ranked
 * best first. Giving up is not listed (it is worth 0). An empty roll (every die secured) offers
 * only completions with held dice.
 */
export function rankChoices(s: RollSituation): RankedChoice[] {
  const solver = situationSolver(s)
  solver.value(stateOf(s, s.rolled, s.held))
  const out: RankedChoice[] = [
    ...completions(s, solver),
    ...failures(s, solver),
    ...secures(s, solver),
    ...rerolls(s, solver),
    ...abilityRerolls(s, solver),
  ]
  return out.sort((a, b) => b.odds - a.odds)
}

function completions(s: RollSituation, solver: Solver): RankedChoice[] {
  const out: RankedChoice[] = []
  const seen = new Set<string>()
  const full = (1 << s.tasks.length) - 1
  for (let t = 0; t < s.tasks.length; t++) {
    if (!isEligible(solver.card, s.done, t) || !solver.taskAllowed(s.done, t)) continue
    for (const need of solver.fulfillers[t] ?? []) {
      for (const ids of concreteChoices(need, s.rolled, s.held)) {
        const rolledLeft = s.rolled.filter((d) => !ids.includes(d.id))
        const heldLeft = s.held.filter((d) => !ids.includes(d.id))
        const key = `${t}:${poolOf(rolledLeft).join()}:${heldLeft
          .map((h) => `${h.face}${h.onSpell ?? ''}/${h.color ?? ''}`)
          .sort()
          .join()}`
        if (seen.has(key)) continue
        seen.add(key)
        const done = s.done | (1 << t)
        const odds = done === full ? 1 : solver.value(stateOf(s, rolledLeft, heldLeft, { done }))
        out.push({ choice: { kind: 'complete', task: t, dice: ids }, odds })
      }
    }
  }
  return out
}

/** The ways to pick k of these dice (as id lists). */
function subsets(dice: readonly HeldDie[], k: number): number[][] {
  if (k === 0) return [[]]
  if (dice.length < k) return []
  const [first, ...rest] = dice as [HeldDie, ...HeldDie[]]
  return [...subsets(rest, k - 1).map((ids) => [first.id, ...ids]), ...subsets(rest, k)]
}

/**
 * Every way to pick dice showing exactly the faces of `need` (held dice first — which of them, since a
 * die on a marker and dice on spells of different colours leave different states — then by colour).
 */
function concreteChoices(need: Uint8Array, rolled: readonly RolledDie[], held: readonly HeldDie[]): number[][] {
  const out: number[][] = []
  const walk = (f: number, picked: number[]): void => {
    if (f === FACE_COUNT) return void out.push(picked)
    const m = need[f] as number
    if (m === 0) return walk(f + 1, picked)
    const face = FACE_IDS[f] as Face
    const hs = held.filter((h) => h.face === face)
    const byColor = DIE_COLORS.map((c) => rolled.filter((d) => d.color === c && d.face === face))
    for (let x = Math.min(m, hs.length); x >= 0; x--) {
      const left = m - x
      for (let a = Math.min(left, byColor[0]?.length ?? 0); a >= 0; a--)
        for (let b = Math.min(left - a, byColor[1]?.length ?? 0); b >= 0; b--) {
          const c = left - a - b
          if (c > (byColor[2]?.length ?? 0)) continue
          const ids = [
            ...(byColor[0] ?? []).slice(0, a).map((d) => d.id),
            ...(byColor[1] ?? []).slice(0, b).map((d) => d.id),
            ...(byColor[2] ?? []).slice(0, c).map((d) => d.id),
          ]
          for (const heldIds of subsets(hs, x)) walk(f + 1, [...picked, ...heldIds, ...ids])
        }
    }
  }
  walk(0, [])
  return out
}

function failures(s: RollSituation, solver: Solver): RankedChoice[] {
  if (solver.terrorStrikes(s.rolled.map((d) => d.face))) return terrorFailure(s, solver)
  const out: RankedChoice[] = []
  const seen = new Set<string>()
  for (const discard of s.rolled) {
    // Dice of one colour are interchangeable as the discard, unless one of them is to be focused.
    for (const r of discardChoices(s, solver, discard)) {
      const focused = s.rolled.find((d) => d.id === (r.choice.kind === 'fail' ? r.choice.focus : null))
      const key = `${discard.color}:${focused ? `${focused.color}:${focused.face}` : '-'}`
      if (seen.has(key)) continue
      seen.add(key)
      out.push(r)
    }
  }
  return out
}

/**
 * Failing a roll that shows terror: the terror effects come first (terror.ts) and may take dice, so the discard
 * and the focus are chosen after them (bestMove asks again at the discard). One choice, at the exact odds of
 * failing; its discard and focus are the best ones should terror take no die.
 */
function terrorFailure(s: RollSituation, solver: Solver): RankedChoice[] {
  const plain = discardChoicesFor(s, solver)
  const best = plain.sort((a, b) => b.odds - a.odds)[0]
  if (!best) return []
  const odds = solver.failValues(stateOf(s, s.rolled, s.held))[rollIndexOf(typesOf(s.rolled))] as number
  return [{ choice: best.choice, odds }]
}

function discardChoicesFor(s: RollSituation, solver: Solver): RankedChoice[] {
  return s.rolled.flatMap((discard) => discardChoices(s, solver, discard))
}

/**
 * The choices after failing the roll and discarding `discard`: focus nothing, or (focus left) one
 * of the other dice. For the game's "discard a die" step, where the die is already chosen.
 */
export function discardChoices(s: RollSituation, solver: Solver, discard: RolledDie): RankedChoice[] {
  const held = s.held
  const rest = s.rolled.filter((d) => d !== discard)
  const out: RankedChoice[] = [
    { choice: { kind: 'fail', discard: discard.id, focus: null }, odds: solver.value(stateOf(s, rest, held)) },
  ]
  if (s.focus <= 0) return out
  for (const focus of rest) {
    const odds = solver.value(
      stateOf(
        s,
        rest.filter((d) => d !== focus),
        [...held, { face: focus.face, color: focus.color }],
        { focus: s.focus - 1 },
      ),
    )
    out.push({ choice: { kind: 'fail', discard: discard.id, focus: focus.id }, odds })
  }
  return out
}

function secures(s: RollSituation, solver: Solver): RankedChoice[] {
  if (s.spells <= 0) return []
  const out: RankedChoice[] = []
  const seen = new Set<number>()
  for (const die of s.rolled) {
    if (seen.has(typeOf(die))) continue
    seen.add(typeOf(die))
    const rest = s.rolled.filter((d) => d !== die)
    const child = stateOf(s, rest, [...s.held, { face: die.face, onSpell: die.color }], { spells: s.spells - 1 })
    const odds = solver.rollValues(child)[rollIndexOf(typesOf(rest))] as number
    out.push({ choice: { kind: 'secure', die: die.id }, odds })
  }
  return out
}

const lattices = new WeakMap<Solver, Map<string, ClueLattice>>()

/** The clue lattice of a state (kept per solver: later rolls from the same state reuse it). */
function latticeFor(solver: Solver, state: SolverState): ClueLattice {
  let bySolver = lattices.get(solver)
  if (!bySolver) lattices.set(solver, (bySolver = new Map()))
  const key = JSON.stringify([
    state.done,
    state.pool,
    solver.heldKey(state),
    state.focus,
    state.spells,
    state.clues,
    state.addYellow,
    state.addRed,
    state.rerollEachRoll,
    state.rerollNow,
  ])
  let lattice = bySolver.get(key)
  if (!lattice) {
    if (bySolver.size >= 64) bySolver.delete(bySolver.keys().next().value as string)
    lattice = clueLattice(rollTable(...state.pool), solver.rollValues(state))
    bySolver.set(key, lattice)
  }
  return lattice
}

function rerolls(s: RollSituation, solver: Solver): RankedChoice[] {
  if (s.clues <= 0) return []
  return rerollChoices(s, solver, { clues: s.clues - 1 }, 'reroll')
}

/** The once-per-roll ability: a reroll after which the same roll has it no more. */
function abilityRerolls(s: RollSituation, solver: Solver): RankedChoice[] {
  if (!(s.rerollNow ?? s.rerollEachRoll ?? false)) return []
  return rerollChoices(s, solver, { rerollNow: false }, 'rerollThisRoll')
}

/** Every distinct reroll of part of the roll, valued in the state `after` the reroll source is spent. */
function rerollChoices(
  s: RollSituation,
  solver: Solver,
  after: Partial<SolverState>,
  kind: 'reroll' | 'rerollThisRoll',
): RankedChoice[] {
  if (s.rolled.length === 0) return []
  const lattice = latticeFor(solver, stateOf(s, s.rolled, s.held, after))
  const out: RankedChoice[] = []
  // Distinct kept sub-multisets: for each die type, keep 0..count of its dice.
  const types = typesOf(s.rolled)
  const present = [...types.keys()].filter((t) => (types[t] as number) > 0)
  const kept = new Uint8Array(TYPES)
  const walk = (k: number): void => {
    if (k === present.length) {
      const keptDice: RolledDie[] = []
      const counts = new Uint8Array(TYPES)
      for (const d of s.rolled) {
        const t = typeOf(d)
        if ((counts[t] as number) < (kept[t] as number)) {
          counts[t] = (counts[t] as number) + 1
          keptDice.push(d)
        }
      }
      if (keptDice.length === s.rolled.length) return
      const odds = lattice.kept(...poolOf(keptDice))[rollIndexOf(counts)] as number
      out.push({ choice: { kind, dice: s.rolled.filter((d) => !keptDice.includes(d)).map((d) => d.id) }, odds })
      return
    }
    const t = present[k] as number
    for (let n = 0; n <= (types[t] as number); n++) {
      kept[t] = n
      walk(k + 1)
    }
  }
  walk(0)
  return out
}
