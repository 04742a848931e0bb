// A bot that plays sensibly: it goes where the odds and rewards are best, rests at the entrance when hurt,
// buys Elder Signs, uses its clues, items, spells and ability, and plays each roll by the exact odds solver.
// Pure and deterministic: every choice is a function of the state (randomness lives in the game's seed).
import type { Action } from '../actions.ts'
import { checkAction } from '../applyAction.ts'
import { catalog, type Catalog } from '../catalog.ts'
import type { Face } from '../dice.ts'
import { legalActions } from '../legalActions.ts'
import { bestMove } from '../odds/bestMove.ts'
import type { GameState } from '../state.ts'
import { chooseAnswer } from './chooseAnswer.ts'
import { chooseCardUse, rerollSource } from './chooseCardUse.ts'
import { chooseDestination } from './chooseDestination.ts'
import { chooseEntranceAction } from './chooseEntranceAction.ts'
import { battleDiscard, battleReroll } from './battle.ts'

/** The bot's action for the player whose turn it is. Throws (`engine:`) only when nothing is legal. */
export function chooseAction(state: GameState): Action {
  const legal = legalActions(state)
  const first = legal[0]
  if (!first) throw new Error('engine: bot: no legal action')
  if (legal.length === 1) return first
  const cat = catalog(state)
  const wanted = decide(state, cat, legal)
  if (wanted && checkAction(state, wanted) === null) return wanted
  return fallback(legal)
}

/** When the plan is not legal: anything that keeps the game moving, never giving up first. */
function fallback(legal: readonly Action[]): Action {
  const order: Action['type'][] = ['reportRoll', 'completeTask', 'rollDice', 'discardDie', 'failRoll']
  for (const type of order) {
    const a = legal.find((x) => x.type === type)
    if (a) return a
  }
  return (
    legal.find((a) => a.type !== 'abandonAdventure' && a.type !== 'useCard' && a.type !== 'useAbility') ??
    (legal[0] as Action)
  )
}

function decide(state: GameState, cat: Catalog, legal: readonly Action[]): Action | null {
  const rolled = legal.find((a) => a.type === 'reportRoll')
  if (rolled) return rolled
  if (state.pendingChoices.length > 0) return chooseAnswer(state, cat, legal) ?? null
  const phase = state.phase
  switch (phase.kind) {
    case 'movement':
      return { type: 'moveTo', to: chooseDestination(state, cat) }
    case 'entrance':
      return chooseEntranceAction(state, cat, legal)
    case 'resolution':
      return phase.target.kind === 'ancientOne' ? battle(state, cat, legal) : adventure(state, cat)
    default:
      return null
  }
}

function adventure(state: GameState, cat: Catalog): Action | null {
  const phase = state.phase
  if (phase.kind !== 'resolution') return null
  if (phase.stage === 'ready') {
    const use = chooseCardUse(state, cat, phase.rollNumber === 0 && phase.completed.length === 0)
    if (use && checkAction(state, use) === null) return use
  }
  const best = bestMove(state)
  if (!best) return null
  if (phase.stage === 'rolled' && (best.action.type === 'failRoll' || best.action.type === 'spendClue')) {
    const free = freeReroll(state, cat, best.odds)
    if (free) return free
  }
  return best.action
}

/** A free reroll (ability, ally or item) when the solver says rerolling beats the best alternative. */
function freeReroll(state: GameState, cat: Catalog, bestOdds: number): Action | null {
  const source = rerollSource(state, cat)
  if (!source) return null
  const turn = state.turn.player
  const richer = { ...state, players: state.players.map((p, i) => (i === turn ? { ...p, clues: p.clues + 1 } : p)) }
  const withClue = bestMove(richer)
  const reroll = withClue?.options.find((o) => o.action.type === 'spendClue')
  if (!reroll || reroll.action.type !== 'spendClue' || reroll.odds <= bestOdds + 1e-9) return null
  const action = source(reroll.action.dice)
  return checkAction(state, action) === null ? action : null
}

function battle(state: GameState, cat: Catalog, legal: readonly Action[]): Action | null {
  const phase = state.phase
  if (phase.kind !== 'resolution') return null
  const task = cat.battleTask(state.ancientOne)
  if (phase.stage === 'ready') {
    const use = chooseCardUse(state, cat, true)
    if (use && checkAction(state, use) === null) return use
    return { type: 'rollDice' }
  }
  const faces = state.dice
    .filter((d) => d.at.kind === 'pool' && d.face !== null)
    .map((d) => ({ id: d.id, face: d.face as Face }))
  if (phase.stage === 'rolled') {
    const complete = legal.find((a) => a.type === 'completeTask')
    if (complete) return complete
    const dice = battleReroll(task.requirements, faces)
    if (dice.length > 0) {
      const source = rerollSource(state, cat)
      const free = source ? source(dice) : null
      if (free && checkAction(state, free) === null) return free
      const player = state.players[state.turn.player]
      if (player && player.clues > 0) return { type: 'spendClue', dice }
    }
    return { type: 'failRoll' }
  }
  if (phase.stage === 'discarding') return { type: 'discardDie', dieId: battleDiscard(task.requirements, faces) }
  return null
}
