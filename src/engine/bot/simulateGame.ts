// Plays a whole game with the bot for every seat and sums up what happened (for tests and the balance
// script): the outcome, its length, where the doom came from, and which cards came into play.
import { applyAction } from '../applyAction.ts'
import { createGame, type GameSetup } from '../createGame.ts'
import type { GameEvent } from '../events.ts'
import type { GameState } from '../state.ts'
import { chooseAction } from './chooseAction.ts'

/** Why a game ended. */
export type Outcome = 'sealed' | 'defeatedInBattle' | 'devouredAll' | 'lostBattle' | 'unfinished'

/** Where doom tokens came from. */
export type DoomSource = 'mythos' | 'midnight' | 'penalty' | 'terror' | 'devoured' | 'other' | 'battle'

export type GameSummary = {
  readonly outcome: Outcome
  readonly won: boolean
  readonly awakened: boolean
  readonly turns: number
  readonly days: number
  readonly actions: number
  readonly elderSigns: number
  readonly doom: Readonly<Record<DoomSource, number>>
  readonly devoured: number
  readonly attempts: number // adventures attempted (resolved or failed)
  readonly successes: number
  readonly signsBought: number
  /** Card ids that entered play or were resolved/drawn: adventures, other worlds, monsters, Mythos cards, items. */
  readonly seen: readonly string[]
  readonly resolved: readonly string[]
  readonly final: GameState
}

function contextOf(e: GameEvent, current: DoomSource): DoomSource {
  switch (e.type) {
    case 'adventureFailed':
      return 'penalty'
    case 'rollFailed':
      return 'terror'
    case 'investigatorDevoured':
      return 'devoured'
    case 'midnightStruck':
      return 'midnight'
    case 'mythosDrawn':
      return 'mythos'
    case 'turnStarted':
    case 'adventureResolved':
    case 'cardUsed':
      return 'other'
    default:
      return current
  }
}

function outcomeOf(s: GameState): Outcome {
  if (s.status === 'playing') return 'unfinished'
  if (s.status === 'won') return s.awakened ? 'defeatedInBattle' : 'sealed'
  return s.awakened ? 'lostBattle' : 'devouredAll'
}

/** Plays `setup` to the end (or `maxActions`) with the bot choosing every action. */
export function simulateGame(setup: GameSetup, maxActions = 30_000): GameSummary {
  let state = createGame(setup)
  const doom: Record<DoomSource, number> = {
    mythos: 0,
    midnight: 0,
    penalty: 0,
    terror: 0,
    devoured: 0,
    other: 0,
    battle: 0,
  }
  const seen = new Set<string>(state.board.map((b) => b.cardId))
  if (state.mythos) seen.add(state.mythos)
  const resolved = new Set<string>()
  let devoured = 0
  let attempts = 0
  let successes = 0
  let signsBought = 0
  let context: DoomSource = 'other'
  let actions = 0
  let lastDoom = state.doom
  for (; actions < maxActions && state.status === 'playing'; actions++) {
    const action = chooseAction(state)
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(`engine: bot: ${action.type} rejected: ${result.violation.code}`)
    let awake = state.awakened
    for (const e of result.events) {
      context = contextOf(e, context)
      if (e.type === 'ancientOneAwakened') awake = true
      if (e.type === 'doomAdded') doom[awake ? 'battle' : context] += Math.max(0, e.total - lastDoom)
      if (e.type === 'adventureFailed' || e.type === 'adventureResolved') attempts++
      if (e.type === 'adventureResolved') successes++
      if (e.type === 'elderSignAdded' && action.type === 'buySouvenir') signsBought++
      if (e.type === 'doomAdded' || e.type === 'doomRemoved') lastDoom = e.total
      if (e.type === 'investigatorDevoured') devoured++
      if (e.type === 'cardDealt' || e.type === 'cardDrawn') seen.add(e.cardId)
      if (e.type === 'mythosDrawn' || e.type === 'monsterAppeared') seen.add(mythosOrMonster(e))
      if (e.type === 'adventureResolved') resolved.add(e.cardId)
      if (e.type === 'monsterDefeated') resolved.add(e.monsterId)
    }
    state = result.state
  }
  const outcome = outcomeOf(state)
  return {
    outcome,
    won: state.status === 'won',
    awakened: state.awakened,
    turns: state.turn.number,
    days: state.day,
    actions,
    elderSigns: state.elderSigns,
    doom,
    devoured,
    attempts,
    successes,
    signsBought,
    seen: [...seen],
    resolved: [...resolved],
    final: state,
  }
}

function mythosOrMonster(e: Extract<GameEvent, { type: 'mythosDrawn' | 'monsterAppeared' }>): string {
  return e.type === 'mythosDrawn' ? e.cardId : e.monsterId
}
