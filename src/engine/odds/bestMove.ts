// The odds solver wired to the game: the best action for the active player during an adventure,
// with the odds every legal alternative leaves (see solver.ts for the model and what it leaves out).
import type { Action } from '../actions.ts'
import { checkAction } from '../applyAction.ts'
import { catalog } from '../catalog.ts'
import type { Face } from '../dice.ts'
import { cardTasks, openTasks } from '../queries.ts'
import type { DieState, GameState } from '../state.ts'
import { discardChoices, rankChoices, solverFor, stateOf, type RollSituation, type RolledDie } from './bestChoice.ts'

/** An action and the probability of resolving the adventure if it is taken (then playing optimally). */
export type OddsAction = { readonly action: Action; readonly odds: number }
export type BestMove = { readonly action: Action; readonly odds: number; readonly options: readonly OddsAction[] }

type Where = {
  readonly situation: RollSituation
  readonly taskIds: readonly string[]
  readonly pool: readonly DieState[]
  readonly spellId: string | null
}

/** The roll situation of an adventure in progress, or null outside one (battle included). */
function where(state: GameState): Where | null {
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
  const held = state.dice.filter((d) => d.face !== null && mine(d)).map((d) => ({ id: d.id, face: d.face as Face }))
  const pool = state.dice.filter((d) => d.at.kind === 'pool')
  const markerFull = state.dice.some((d) => d.at.kind === 'marker' && d.at.player === state.turn.player)
  const noFocus = state.mythos !== null && !state.awakened && cat.mythos(state.mythos).noFocus
  const focus = noFocus || (state.ruleset === 'revised' ? state.turn.focused : markerFull) ? 0 : 1
  const spellIds = [...player.spells, ...phase.preparedSpells].filter((id) => cat.usable(id).use.kind === 'secureDie')
  let done = 0
  all.forEach((t, i) => {
    if (phase.completed.includes(t.id)) done |= 1 << i
  })
  const situation: RollSituation = {
    tasks: all.map((t) => t.requirements),
    done,
    ordered: openTasks(state).ordered,
    ruleset: state.ruleset,
    rolled: pool.filter((d) => d.face !== null).map((d) => ({ id: d.id, color: d.color, face: d.face as Face })),
    held,
    focus,
    spells: spellIds.length,
    clues: player.clues,
  }
  return { situation, taskIds: all.map((t) => t.id), pool, spellId: spellIds[0] ?? null }
}

/**
 * The best action for the active player in an adventure's Resolution phase, with every legal
 * alternative the solver can value, best first. Null when there is nothing to decide: outside an
 * adventure (or in the final battle), while dice are rolling, and while a choice is pending. A pending
 * choice (a monster's spot, trophies, items, a helper's cost, a lowered maximum, a new investigator) is
 * answered before anything else and is not an attempt decision the solver values: a monster placed on this
 * card changes its tasks, and the rest change no die — so bestMove waits for the answer and ranks the
 * attempt from the state it leaves.
 */
export function bestMove(state: GameState): BestMove | null {
  if (state.pendingChoices.length > 0) return null
  const w = where(state)
  if (!w || state.phase.kind !== 'resolution') return null
  const phase = state.phase
  let options: OddsAction[]
  if (phase.stage === 'rolled') options = rolledOptions(w)
  else if (phase.stage === 'discarding') options = discardOptions(w)
  else if (phase.stage === 'ready') options = readyOptions(w, phase.afterFailedRoll && !phase.securedThisRoll)
  else return null
  options = options.filter((o) => checkAction(state, o.action) === null).sort((a, b) => b.odds - a.odds)
  if (options.length === 0) options = [{ action: { type: 'abandonAdventure' }, odds: 0 }]
  const best = options[0] as OddsAction
  return { action: best.action, odds: best.odds, options }
}

function rolledOptions(w: Where): OddsAction[] {
  const out: OddsAction[] = []
  let fail = -1
  for (const { choice, odds } of rankChoices(w.situation)) {
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
        out.push({ action: { type: 'spendClue', dice: choice.dice }, odds })
        break
    }
  }
  if (fail >= 0) out.push({ action: { type: 'failRoll' }, odds: fail })
  return out
}

function discardOptions(w: Where): OddsAction[] {
  const s = w.situation
  const solver = solverFor(s.tasks, s.ordered, s.ruleset)
  return s.rolled.map((die: RolledDie) => ({
    action: { type: 'discardDie', dieId: die.id } as const,
    odds: Math.max(...discardChoices(s, solver, die).map((c) => c.odds)),
  }))
}

function readyOptions(w: Where, mayFocus: boolean): OddsAction[] {
  const s = w.situation
  const solver = solverFor(s.tasks, s.ordered, s.ruleset)
  const everyDie = w.pool.map((d) => ({ id: d.id, color: d.color, face: d.face ?? 'I1' }))
  const held = s.held.map((h) => h.face)
  const out: OddsAction[] = []
  if (w.pool.length > 0) out.push({ action: { type: 'rollDice' }, odds: solver.value(stateOf(s, everyDie, held)) })
  if (mayFocus && s.focus > 0)
    for (const die of s.rolled) {
      const rest = everyDie.filter((d) => d.id !== die.id)
      out.push({
        action: { type: 'focusDie', dieId: die.id },
        odds: solver.value(stateOf(s, rest, [...held, die.face], { focus: s.focus - 1 })),
      })
    }
  return out
}
