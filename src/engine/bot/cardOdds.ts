// The chance the active investigator resolves a card in play if they go there now: the exact solver
// (odds/solver.ts) on the card's current tasks (monsters applied), with the dice they could bring and what
// terror would do during the attempt (odds/terrorModel.ts: locks, devouring, the awakening, monsters that come
// onto the card).
import type { Catalog } from '../catalog.ts'
import type { DieRequirement } from '../card.ts'
import { cardTasks } from '../core/cardTasks.ts'
import { createSolver, type Solver } from '../odds/solver.ts'
import { SolverCache } from '../odds/solverCache.ts'
import { FACE_COUNT } from '../odds/fulfillers.ts'
import type { TerrorModel } from '../odds/solverCard.ts'
import { terrorMatters } from '../odds/terrorStates.ts'
import { terrorModel } from '../odds/terrorModel.ts'
import type { GameState } from '../state.ts'

type Player = GameState['players'][number]

const solvers = new SolverCache<Solver>(2000)
const EMPTY_HELD = new Uint8Array(FACE_COUNT)

/** One solver per card and terror model; a model that changes nothing is left out (one solver for the card). */
function solver(
  tasks: readonly (readonly DieRequirement[])[],
  ordered: boolean,
  state: GameState,
  model: TerrorModel | null,
): Solver {
  const terror = model && terrorMatters(model) ? model : null
  const key = JSON.stringify([tasks, ordered, state.ruleset, terror])
  return solvers.get(key, () => createSolver({ tasks, ordered, ruleset: state.ruleset, ...(terror ? { terror } : {}) }))
}

/** What the player can bring to an attempt: which extra dice their cards or ability can add. */
export function extraDice(state: GameState, cat: Catalog, p: Player): { yellow: boolean; red: boolean } {
  const idle = (color: 'yellow' | 'red') => state.dice.some((d) => d.color === color && d.at.kind === 'idle')
  const adds = (color: 'yellow' | 'red') => {
    const cards = [...p.items, ...p.allies.filter((a) => !p.alliesUsed.includes(a))]
    if (
      cards.some((id) => {
        const u = cat.usable(id).use
        return u.kind === 'addDie' && u.color === color
      })
    )
      return true
    if (p.investigatorId === null) return false
    const ability = cat.investigator(p.investigatorId).ability
    return (
      ability.frequency !== 'passive' &&
      ability.use.kind === 'addDie' &&
      ability.use.color === color &&
      !p.abilityUsedToday
    )
  }
  return { yellow: idle('yellow') && adds('yellow'), red: idle('red') && adds('red') }
}

/** Whether the investigator can pay every sanity and stamina cost of these tasks. */
function canPay(tasks: ReturnType<typeof cardTasks>, p: Player): boolean {
  let san = 0
  let sta = 0
  for (const t of tasks)
    for (const c of t.costs) {
      if (c.kind === 'sanity') san = Math.max(san, c.amount)
      if (c.kind === 'stamina') sta = Math.max(sta, c.amount)
    }
  return san < p.sanity && sta < p.stamina
}

/** What cardOdds counts: the yellow or red die a card or ability could add, and terror during the attempt. */
export type OddsWith = { readonly extras?: boolean; readonly terror?: boolean }

/**
 * The probability of resolving `cardId` for the active player, starting an attempt now; with terror (the
 * default), what the card's, the Mythos card's and the Ancient One's terror would do on the way.
 */
export function cardOdds(state: GameState, cat: Catalog, cardId: string, opts: OddsWith = {}): number {
  const p = state.players[state.turn.player]
  if (!p) return 0
  const tasks = cardTasks(state, cat, cardId)
  if (tasks.length === 0) return 1
  if (!canPay(tasks, p)) return 0
  if (tasks.length > 8) return 0
  const green = state.dice.filter((d) => d.color === 'green' && d.at.kind === 'idle').length
  const extra = (opts.extras ?? true) ? extraDice(state, cat, p) : { yellow: false, red: false }
  const noFocus = state.mythos !== null && cat.mythos(state.mythos).noFocus
  const spells = p.spells.filter((id) => cat.usable(id).use.kind === 'secureDie').length
  // Monsters seen going elsewhere are kept as if he held a spell (TerrorHelp.spells left out: fewer kept, fewer states)
  // whatever he holds: the bot's value need not be exact to 1e-4; the odds the table shows are bestMove's.
  const model =
    (opts.terror ?? true) ? terrorModel(state, cardId, { addYellow: extra.yellow, addRed: extra.red }).model : null
  return solver(
    tasks.map((t) => t.requirements),
    cat.adventureTasks(cardId).ordered,
    state,
    model,
  ).value({
    done: 0,
    pool: [green, extra.yellow ? 1 : 0, extra.red ? 1 : 0],
    held: EMPTY_HELD,
    focus: noFocus ? 0 : 1,
    spells: Math.min(spells, 2),
    clues: Math.min(p.clues, 2),
  })
}

/**
 * A cheap upper bound on cardOdds with terror: the odds without it. Terror only takes away — a lock takes a die
 * (and a die more never lowers the odds: it can be the one discarded), devouring or the awakening ends the
 * attempt, a cost closes a task, a monster's task joins the card — except a monster that may replace one of the
 * card's tasks (terrorModel.ts, `arrivals`), which can ask less: there the bound is 1.
 */
export function cardOddsBound(state: GameState, cat: Catalog, cardId: string): number {
  const p = state.players[state.turn.player]
  const extra = p ? extraDice(state, cat, p) : { yellow: false, red: false }
  const { model } = terrorModel(state, cardId, { addYellow: extra.yellow, addRed: extra.red })
  if (model.arrivals?.at.some((a) => a.replaces)) return 1
  return cardOdds(state, cat, cardId, { terror: false })
}
