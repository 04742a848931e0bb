// Revised rulebook, "Adventures and Other Worlds" (tasks, rolling, failing rolls), "Securing Dice"
// (focusing), "Clues" and "Securing Dice with Spells"; docs/rules.md#dice (R3.1).
//
// THE MODEL. One attempt at an adventure is a Markov decision process; we compute its optimal value.
//
// A state (before a roll) is: which tasks are done (a bit mask), the dice in the pool (green, yellow,
// red counts), the held dice — on a marker (focused or assisted: only the face matters, the die leaves
// only by completing a task) or on a spell (face and colour: it can also be taken back into the pool,
// see below) — and how many focus, spell and clue uses remain. V(state) = Σ over roll outcomes R of P(R) · Q(state, R). Dice of one colour are identical,
// so an outcome is a multiset of faces per colour, weighted multinomially (rollTables.ts).
//
// Q(state, R), the value of standing in front of roll R, is the best of:
//  - complete one eligible task (the first undone one when ordered) with a sub-multiset D of R + held
//    that is inclusion-minimal ("the fewest dice": removing any die of D would no longer meet the
//    task). Only WHICH COLOURS of rolled dice D uses, and which held faces, change what follows: all
//    rolled dice not in D go back into the pool and are rolled again. So the choices are the distinct
//    consumption vectors (green, yellow, red used; held faces used) over all minimal D, and each
//    leads to V(tasks + t, pool - used, held - used). All tasks done is worth 1.
//  - declare the roll failed: discard one die of a colour the pool has (its face is irrelevant: it
//    leaves), then, if focus remains, optionally focus one of the other rolled dice, which becomes
//    held with its face. Leads to V(pool - discarded - focused, held + focused face, focus - 1).
//  - cast a spell (spells remain) on one rolled die: it becomes held and the player still faces the
//    rest of the same roll: Q(pool - die, held + face, spells - 1; R - die).
//  - spend a clue (clues remain) to reroll any sub-multiset of R: with K kept,
//    E over the new faces X of Q(state with clues - 1; K + X).
//  - give up: 0.
//  - reroll with a once-per-roll ability (`rerollEachRoll`, while unused this roll): like a clue, but it
//    comes back with every new roll: E over the new faces X of Q(state, ability used this roll; K + X).
// Before a roll (in V), the player may take any die off a spell (rules/releaseSpellDie.ts: stage 'ready',
// any number of times, no limit; revised rulebook, "Removing Secured Dice"; never in the first printing, where
// the die stays until used: SolverCard.spellDiceReturn): V(state) = max(…,
// V(pool + its colour, that die no longer held)); the spell is not returned to the player (it goes back
// to the deck), so `spells` is unchanged. Not while discarding: a discard that empties the pool fails at
// once even with dice on spells. With an empty pool and a die on a spell (after a completion), taking
// it back is the only way on.
// Before a roll (in V), the player may also add the yellow or red die (`addYellow`, `addRed`: an item,
// ally or ability can still add it): V(state) = max(roll now, V(pool + that die, no more adding)). Adding
// it during a roll instead is worth the same: the die joins only the next roll (revised rulebook,
// "Adding Dice to the Dice Pool"), so the choice is made in V, where more is known. With no other die of its
// colour in the pool or idle (the game's case: one yellow die, one red), adding it at once is worth as much as
// keeping it back (stateValue.ts, addNow): V goes on with it added, and the other branch is not solved.
// With an empty pool the attempt is over and failed, even if dice are still held: held dice serve "a
// later roll" (rulebook, "Focusing"), and with nothing left to roll there is none — unless a die can
// still be added. Discarding the last pool die fails the adventure at once (rules/discardDie.ts); in the
// revised printing a die can be added before that discard (any time but while rolling), which the model
// counts as V(empty pool) = V(pool + added die); in the first printing dice are added only before a roll,
// so a discard that empties the pool is worth 0.
// Assistance (revised): a helper's die is held like a focused one, once per roll in place of focusing,
// each helper once per turn — so focus and assistance are one count of uses (`focus` = own focus left +
// helpers left); the game wiring adds them.
// First printing (docs/rules.md#first-printing; rules/focusDie.ts, assist.ts `MARKER_OCCUPIED`): focus and assistance
// have no use limit but one die per marker; `focus` is then the number of empty markers (own + helpers on
// the card), a focus or assist fills one, and completing a task with a die on a marker empties it again
// (focus + 1). A die on a marker that no task can use any more keeps its marker full: dropping it from
// the state leaves `focus` as it is, which is exact. With eight dice no more than seven markers can ever
// be filled while a die is left to roll, so `focus` is capped at 7 without changing anything.
// Completing a task with a held face takes marker dice of that face before spell dice: a marker die is
// never worth more than a spell die of the same face (the spell die can do all it can, and be taken
// back; first printing: using it also frees the marker), so only which colours of spell dice to use
// are tried. Rerolls from items, spells, allies or once-per-day abilities
// are used once, like a clue: the wiring adds them to `clues`.
// Terror (terror.ts, when the card gives a TerrorModel): failing a roll that shows the terror face sets off the
// terror effects before the discard — monsters drawn from the cup whose locks take dice, and the event that
// devours the investigator or awakens the Ancient One (the attempt ends, worth 0); the terror state (events so
// far, monsters drawn, idle dice taken) rides in the extras word above its flags and keys the memo with the dice
// on spells (keys.ts, memoKey). With terror, focusing or securing a useless face is tried too: a terror face
// on a spell does not strike, and a die out of the pool shows no terror later. Health (sanity and stamina) closes
// a task whose cost would bring either to 0 (rules/completeTask.ts). Without a TerrorModel, costs and terror are
// ignored; the clock cost never changes the probability (midnight strikes at the end of the turn).
//
// Exactness-preserving reductions: held faces that no remaining task can use are dropped (on a spell the
// die stays, as its colour with a blank face: it can still be taken back), and held investigation faces
// above the largest remaining investigation amount are lowered to it (they are interchangeable), so
// equivalent states share one memo entry. Without terror, focusing or securing a useless face is
// skipped (it only removes a die from the pool). Nothing else is pruned.
// The solver's parts, in the order the data flows: types.ts and solverCard.ts (input types, limits), checkState.ts
// (input checking), solverContext.ts (memo maps, tables, canonical forms), stateValue.ts (V), rollValues.ts,
// failedRoll.ts and completionValues.ts (Q), terror.ts (terror events), keys.ts (every key layout), frame.ts (the
// named state frames the recursion passes). README.md walks through them.
import { changedContextsOf } from './arrivals.ts'
import { checkState, markerExtras } from './checkState.ts'
import type { Frame, SolverContext } from './contextTypes.ts'
import { AFTER_TERROR, failedRollValues } from './failedRoll.ts'
import { StateFrame } from './frame.ts'
import type { FaceCounts } from './fulfillers.ts'
import { heldKeyOf, PER_ROLL, spellKeyOf } from './keys.ts'
import { type Fold, foldIndex, rollTable } from './rollTables.ts'
import { rollValuesOf } from './rollValues.ts'
import { LIMITS, type SolverCard, type SolverState } from './solverCard.ts'
import { createSolverContext } from './solverContext.ts'
import { extrasOf } from './spellSets.ts'
import { stateValue } from './stateValue.ts'
import { taskAllowed } from './terrorStates.ts'

export { isEligible, LIMITS } from './solverCard.ts'
export type { SolverCard, SolverState } from './solverCard.ts'

export type Solver = {
  /** V(state): the probability of completing every task with optimal play. */
  readonly value: (state: SolverState) => number
  /** Q(state, R) for every roll R of the state's pool (indices as in rollTable). */
  readonly rollValues: (state: SolverState) => Float64Array
  /** The canonical held faces for a mask (useless dropped, investigation capped). */
  readonly canonicalHeld: (done: number, held: ArrayLike<number>) => Uint8Array
  /** Equal for two states exactly when their canonical held dice (markers, the colours followed there, and spells) are. */
  readonly heldKey: (state: SolverState) => string
  readonly card: SolverCard
  readonly fulfillers: readonly (readonly FaceCounts[])[]
  /** For each roll of the state's pool: the value of failing it (terror first, then discard and focus). */
  readonly failValues: (state: SolverState) => Float64Array
  /** Whether failing a roll with these faces sets off terror effects the solver models. */
  readonly terrorStrikes: (faces: readonly string[]) => boolean
  /** Whether task `t` can be paid at the start of the attempt's terror model (health; always without one). */
  readonly taskAllowed: (done: number, t: number) => boolean
  /** How many states have been solved (for diagnostics). */
  readonly stateCount: () => number
  /**
   * About how many bytes the solver holds now: its arrays and memo tables, with those of the cards a monster changed
   * (the roll and completion tables, kept for the process, apart). Caches of solvers bound themselves by it.
   */
  readonly heldBytes: () => number
  /** Completion tables built and their roll groups (for diagnostics). */
  readonly tableStats: () => { tables: number; groups: number }
}

/** Builds a solver for one card; its memo lives as long as the solver (create a new one for a cold run). */
export function createSolver(card: SolverCard): Solver {
  if (card.tasks.length > LIMITS.tasks) throw new Error(`engine: odds: at most ${LIMITS.tasks} tasks per card`)
  const cx = contextOf(card)
  const { full } = cx
  // The frame a query starts from (the recursion goes on in its children).
  const root = new StateFrame()
  const frameOf = (s: SolverState): Frame => {
    const [held, sp] = checkState(cx, s)
    root.done = s.done
    root.green = s.pool[0]
    root.yellow = s.pool[1]
    root.red = s.pool[2]
    root.held = held
    root.spellDice = sp
    root.spellKey = spellKeyOf(sp)
    root.focus = s.focus
    root.spells = s.spells
    root.clues = s.clues
    root.extras = markerExtras(cx, s, extrasOf(s))
    root.now = s.rerollNow ?? (root.extras & PER_ROLL) !== 0
    return root
  }
  /** Values on the state's folded roll table, per roll of the whole table (rollTable(g, y, r)), in a new array. */
  const unfold = (q: Float64Array, g: number, y: number, r: number, done: number): Float64Array => {
    const table = rollTable(g, y, r)
    const at = foldIndex(table, cx.folds[done] as Fold)
    const out = new Float64Array(table.size)
    for (let i = 0; i < table.size; i++) out[i] = q[at[i] as number] as number
    return out
  }
  return {
    card,
    fulfillers: cx.fulfillers,
    canonicalHeld: (done, held) => cx.canonicalHeld(done, held).slice(),
    heldKey: (s) => {
      const [held, sp] = checkState(cx, s)
      return `${heldKeyOf(held)}:${spellKeyOf(sp)}:${markerExtras(cx, s, 0)}`
    },
    stateCount: () => cx.values.size,
    heldBytes: () => heldBytes(cx),
    tableStats: () => ({
      tables: cx.completionTables.size,
      groups: [...cx.completionTables.values()].reduce((n, t) => n + t.start.length - 1, 0),
    }),
    value: (s) => cx.value(frameOf(s)),
    failValues: (s) => {
      const f = frameOf(s)
      if (f.done === full) return new Float64Array(rollTable(f.green, f.yellow, f.red).size).fill(1)
      const table = cx.table(f.done, f.green, f.yellow, f.red)
      const q = new Float64Array(table.size)
      failedRollValues(cx, q, table, f)
      return unfold(q, f.green, f.yellow, f.red, f.done)
    },
    terrorStrikes: (faces) => cx.terror !== null && faces.includes('T'),
    taskAllowed: (done, t) => cx.terror === null || taskAllowed(cx.terror, 0, done, t),
    rollValues: (s) => {
      const f = frameOf(s)
      if (f.done === full) return new Float64Array(rollTable(f.green, f.yellow, f.red).size).fill(1)
      return unfold(rollValuesOf(cx, f), f.green, f.yellow, f.red, f.done)
    },
  }
}

/** The bytes a context and the cards a monster changed from it hold (their array pool is one: counted once). */
function heldBytes(root: SolverContext): number {
  const seen = new Set<SolverContext>()
  let bytes = root.poolBytes()
  const walk = (cx: SolverContext): void => {
    if (seen.has(cx)) return
    seen.add(cx)
    bytes += cx.values.bytes + cx.qs.bytes + cx.fails.bytes + cx.profiles.bytes
    for (const changed of changedContextsOf(cx)) walk(changed)
  }
  walk(root)
  return bytes
}

/** A card's solver context with its value function; arrivals.ts builds with it the cards a monster changes. */
function contextOf(card: SolverCard, from?: SolverContext): SolverContext {
  const cx = createSolverContext(card, from)
  cx.value = (s) => stateValue(cx, s)
  cx.afterTerror = AFTER_TERROR
  if (cx.terror) cx.terror.build = contextOf
  return cx
}
