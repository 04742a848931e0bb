// The odds solver wired to the game: the best action for the active player during an adventure,
// with the odds every legal alternative leaves (see solver.ts for the model and what it leaves out).
import type { Action } from '../actions.ts'
import { checkTrusted } from '../applyAction.ts'
import { catalog } from '../catalog.ts'
import type { Face } from '../dice.ts'
import { cardTasks, openTasks } from '../queries.ts'
import type { DieState, GameState } from '../state.ts'
import {
  discardChoices,
  rankChoices,
  situationSolver,
  stateOf,
  type RankedChoice,
  type RollSituation,
  type RolledDie,
} from './bestChoice.ts'
import { helpLeft } from './helpLeft.ts'
import { terrorModel, type Exactness } from './terrorModel.ts'
import { rollTable } from './rollTables.ts'
import { LIMITS, type Solver, type SolverState } from './solver.ts'

/** An action and the probability of resolving the adventure if it is taken (then playing optimally). */
export type OddsAction = { readonly action: Action; readonly odds: number }
export type BestMove = {
  readonly action: Action
  readonly odds: number
  readonly options: readonly OddsAction[]
  /** Whether the odds are exact (terrorModel.ts says why not). */
  readonly exactness: Exactness
}

/** The actions that carry out a choice the solver counts only by number (any of them leaves the same odds). */
type Sources = {
  /** Spending a clue, or using a one-use reroll (item, spell, ally, once-per-day ability), on these dice. */
  readonly reroll: readonly ((dice: readonly number[]) => Action)[]
  /** The once-per-roll reroll ability, if unused on this roll. */
  readonly rerollThisRoll: ((dice: readonly number[]) => Action) | null
  /** Using a card or the ability that adds the yellow / red die. */
  readonly addYellow: readonly Action[]
  readonly addRed: readonly Action[]
  /** Whether the player may still focus (else only helpers can secure a die), and who can still assist. */
  readonly focus: boolean
  readonly helpers: readonly number[]
}

type Where = {
  readonly situation: RollSituation
  readonly taskIds: readonly string[]
  readonly pool: readonly DieState[]
  readonly spellId: string | null
  readonly sources: Sources
  /** Focus or assistance is legal now (rules/focusDie.ts, secureWindow). */
  readonly secureNow: boolean
  readonly exactness: Exactness
}

/** How hard the solver tries. */
export type BestMoveOptions = {
  /**
   * Follow every monster seen going elsewhere during the attempt (terrorModel.ts, TerrorHelp.everySeen): exact where
   * the default marks the odds approximate with `refine`, at many times the time and memory. @defaultValue false
   */
  readonly everySeen?: boolean
}

/** The roll situation of an adventure in progress, or null outside one (battle included). */
function where(state: GameState, opts: BestMoveOptions = {}): Where | null {
  const phase = state.phase
  if (state.status !== 'playing' || phase.kind !== 'resolution' || phase.target.kind !== 'card') return null
  const cat = catalog(state)
  const all = cardTasks(state, phase.target.cardId)
  const player = state.players[state.turn.player]
  if (!player) return null
  const helpers = phase.helpers
  const mine = (d: DieState) =>
    d.at.kind === 'spell' ||
    (d.at.kind === 'marker' && (d.at.player === state.turn.player || helpers.includes(d.at.player)))
  const held = state.dice
    .filter((d) => d.face !== null && mine(d))
    .map((d) => ({
      id: d.id,
      face: d.face as Face,
      ...(d.at.kind === 'spell' ? { onSpell: d.color } : d.color !== 'green' ? { color: d.color } : {}),
    }))
  const pool = state.dice.filter((d) => d.at.kind === 'pool')
  const help = helpLeft(state, phase, cat)
  // A die added during this roll waits in the pool for the next roll: worth the same as a die that can
  // still be added (solver.ts), so it counts as one.
  const waiting = (color: 'yellow' | 'red') => pool.some((d) => d.color === color && d.face === null)
  const rolling = phase.stage !== 'ready'
  let done = 0
  all.forEach((t, i) => {
    if (phase.completed.includes(t.id)) done |= 1 << i
  })
  const clues = player.clues + help.reroll.length
  const focusable = help.focus || help.helpers.length > 0 || help.spells.length > 0 || held.length > 0
  const addYellow = help.addYellow.length > 0 || (rolling && waiting('yellow'))
  const addRed = help.addRed.length > 0 || (rolling && waiting('red'))
  const spells = help.spells.length > 0 || held.some((h) => 'onSpell' in h)
  const everySeen = opts.everySeen ?? false
  const terror = terrorModel(state, phase.target.cardId, { focusable, addYellow, addRed, spells, everySeen })
  const situation: RollSituation = {
    terror: terror.model,
    tasks: all.map((t) => t.requirements),
    done,
    ordered: openTasks(state).ordered,
    ruleset: state.ruleset,
    spellDiceReturn: help.releaseSpellDie,
    rolled: pool.filter((d) => d.face !== null).map((d) => ({ id: d.id, color: d.color, face: d.face as Face })),
    held,
    // Capped without changing the odds: every focus or assist follows a failed roll that also discards a die,
    // and every spell takes a die out of the pool one roll at a time, so with eight dice neither can happen
    // more than seven times. Clues beyond the solver's 63 would only be a lower bound (no game gets there).
    focus: Math.min((help.focus ? 1 : 0) + help.helpers.length, LIMITS.focus),
    spells: Math.min(help.spells.length, LIMITS.spells),
    clues: Math.min(clues, LIMITS.clues),
    addYellow: addYellow ? 1 : 0,
    addRed: addRed ? 1 : 0,
    rerollEachRoll: help.rerollEachRoll,
    rerollNow: help.rerollThisRoll !== null,
  }
  const clueAction = (dice: readonly number[]): Action => ({ type: 'spendClue', dice })
  const sources: Sources = {
    reroll: player.clues > 0 ? [clueAction, ...help.reroll] : help.reroll,
    rerollThisRoll: help.rerollThisRoll,
    addYellow: help.addYellow,
    addRed: help.addRed,
    focus: help.focus,
    helpers: help.helpers,
  }
  const spellId = help.spellsAfterRoll[0] ?? null
  const taskIds = all.map((t) => t.id)
  return { situation, taskIds, pool, spellId, sources, secureNow: help.secureNow, exactness: terror.exactness }
}

/**
 * The roll situation the solver sees in an adventure in progress (terror and help read from the rules), with
 * whether its odds are exact; null outside one. For benches and tools: bestMove ranks from the same.
 */
export function rollSituationOf(
  state: GameState,
  opts: BestMoveOptions = {},
): { situation: RollSituation; exactness: Exactness } | null {
  const w = where(state, opts)
  return w ? { situation: w.situation, exactness: w.exactness } : null
}

/**
 * The best action for the active player in an adventure's Resolution phase, with every legal
 * alternative the solver can value, best first. Null when there is nothing to decide: outside an
 * adventure (or in the final battle), while dice are rolling, and while a choice is pending. A pending
 * choice (a monster's spot, trophies, items, a helper's cost, a lowered maximum, a new investigator) is
 * answered before anything else and is not an attempt decision the solver values: a monster placed on this
 * card changes its tasks, and the rest change no die — so bestMove waits for the answer and ranks the
 * attempt from the state it leaves.
 *
 * Covered: completing a task, failing the roll, discarding, focusing, assistance, securing with a spell,
 * clues and every reroll card or ability, adding the yellow or red die, taking a die back off a spell.
 * Adding a die during a roll leaves the same odds as adding it before the next roll (the die joins only
 * that roll), so both are listed at the best odds; before discarding the last die, adding is the only way
 * on. Taking a die back off a spell is valued exactly (the solver can take dice back before any later roll).
 */
export function bestMove(state: GameState, opts: BestMoveOptions = {}): BestMove | null {
  if (state.pendingChoices.length > 0) return null
  const w = where(state, opts)
  if (!w || state.phase.kind !== 'resolution') return null
  const phase = state.phase
  let options: OddsAction[]
  if (phase.stage === 'rolled') options = rolledOptions(w)
  else if (phase.stage === 'discarding') options = discardOptions(w)
  else if (phase.stage === 'ready') options = readyOptions(state, w, w.secureNow)
  else return null
  options = options.filter((o) => checkTrusted(state, o.action) === null).sort((a, b) => b.odds - a.odds)
  if (options.length === 0) options = [{ action: { type: 'abandonAdventure' }, odds: 0 }]
  const best = options[0] as OddsAction
  return { action: best.action, odds: best.odds, options, exactness: w.exactness }
}

/** Using each card or the ability that adds a die, at these odds. */
function addOptions(w: Where, odds: (color: 'yellow' | 'red') => number): OddsAction[] {
  return [
    ...w.sources.addYellow.map((action) => ({ action, odds: odds('yellow') })),
    ...w.sources.addRed.map((action) => ({ action, odds: odds('red') })),
  ]
}

function rolledOptions(w: Where): OddsAction[] {
  const out: OddsAction[] = []
  let fail = -1
  const ranked = rankChoices(w.situation)
  for (const { choice, odds } of ranked) {
    switch (choice.kind) {
      case 'complete':
        out.push({
          action: { type: 'completeTask', taskId: w.taskIds[choice.task] as string, dice: choice.dice },
          odds,
        })
        break
      case 'fail':
        fail = Math.max(fail, odds) // failRoll, then the discard and focus steps
        break
      case 'secure':
        if (w.spellId !== null) out.push({ action: { type: 'castSpell', spellId: w.spellId, dieId: choice.die }, odds })
        break
      case 'reroll':
        for (const source of w.sources.reroll) out.push({ action: source(choice.dice), odds })
        break
      case 'rerollThisRoll':
        if (w.sources.rerollThisRoll) out.push({ action: w.sources.rerollThisRoll(choice.dice), odds })
        break
    }
  }
  if (fail >= 0) out.push({ action: { type: 'failRoll' }, odds: fail })
  const best = (ranked[0] as RankedChoice | undefined)?.odds ?? 0
  return [...out, ...addOptions(w, () => best)]
}

/** Each die to discard; discarding the last die fails the adventure at once (rules/discardDie.ts). */
function discardOptions(w: Where): OddsAction[] {
  const s = w.situation
  const solver = situationSolver(s)
  const afterDiscard = (die: RolledDie) => Math.max(...discardChoices(s, solver, die).map((c) => c.odds))
  const waiting = w.pool.some((d) => d.face === null)
  const out: OddsAction[] = s.rolled.map((die) => ({
    action: { type: 'discardDie', dieId: die.id } as const,
    odds: s.rolled.length === 1 && !waiting ? 0 : afterDiscard(die),
  }))
  const best = Math.max(0, ...s.rolled.map(afterDiscard))
  return [...out, ...addOptions(w, () => best)]
}

/** Rolling now, keeping any die to add for later: the average over this pool's rolls of their values. */
function rollNow(solver: Solver, state: SolverState): number {
  if (state.pool[0] + state.pool[1] + state.pool[2] === 0) return 0
  const q = solver.rollValues({ ...state, rerollNow: state.rerollEachRoll ?? false })
  const prob = rollTable(...state.pool).prob
  let v = 0
  for (let i = 0; i < prob.length; i++) v += (prob[i] as number) * (q[i] as number)
  return v
}

function readyOptions(state: GameState, w: Where, maySecure: boolean): OddsAction[] {
  const s = w.situation
  const solver = situationSolver(s)
  const everyDie = w.pool.map((d) => ({ id: d.id, color: d.color, face: d.face ?? 'I1' }))
  const held = s.held
  const out: OddsAction[] = []
  const secureOdds = (die: RolledDie, over: Partial<SolverState>) =>
    solver.value(
      stateOf(
        s,
        everyDie.filter((d) => d.id !== die.id),
        [...held, { face: die.face }],
        { ...over, focus: s.focus - 1 },
      ),
    )
  if (w.pool.length > 0) out.push({ action: { type: 'rollDice' }, odds: rollNow(solver, stateOf(s, everyDie, held)) })
  if (maySecure && s.focus > 0)
    for (const die of s.rolled) {
      const odds = secureOdds(die, {})
      if (w.sources.focus) out.push({ action: { type: 'focusDie', dieId: die.id }, odds })
      for (const helper of w.sources.helpers) out.push({ action: { type: 'assist', helper, dieId: die.id }, odds })
    }
  const added = (color: 'yellow' | 'red') => {
    const over = color === 'yellow' ? { addYellow: 0 } : { addRed: 0 }
    const more = [...everyDie, { id: -1, color, face: 'I1' as Face }]
    let best = solver.value(stateOf(s, more, held, over))
    if (maySecure && s.focus > 0)
      for (const die of s.rolled)
        best = Math.max(
          best,
          solver.value(
            stateOf(
              s,
              more.filter((d) => d.id !== die.id),
              [...held, { face: die.face }],
              { ...over, focus: s.focus - 1 },
            ),
          ),
        )
    return best
  }
  out.push(...addOptions(w, added))
  for (const d of state.dice) {
    if (d.at.kind !== 'spell' || d.face === null || !s.spellDiceReturn) continue
    const heldLeft = held.filter((h) => h.id !== d.id)
    const odds = solver.value(stateOf(s, [...everyDie, { id: d.id, color: d.color, face: d.face }], heldLeft))
    out.push({ action: { type: 'releaseSpellDie', dieId: d.id }, odds })
  }
  return out
}
