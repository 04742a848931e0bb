// Revised rulebook, "Clues": after a roll, spend a clue to reroll one, some or all dice, as often as clues last.
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { activePlayer, needStage, rolledDice } from './guards.ts'
import { startReroll } from './rollDice.ts'

type SpendClue = Extract<Action, { type: 'spendClue' }>

/** A non-empty set of distinct dice from the current roll, or why not. */
export function validRerollSet(state: GameState, dice: readonly number[]): Violation | null {
  const rolled = rolledDice(state)
  if (dice.length === 0 || new Set(dice).size !== dice.length || dice.some((id) => !rolled.includes(id)))
    return violation('DIE_NOT_AVAILABLE', 'Choose one or more dice of this roll to reroll.')
  return null
}

export function validateSpendClue(state: GameState, action: SpendClue): Violation | null {
  const bad = needStage(state, ['rolled'])
  if (bad) return bad
  if (activePlayer(state).clues < 1) return violation('NO_CLUES', 'You have no clue tokens.')
  return validRerollSet(state, action.dice)
}

export function applySpendClue(ctx: Ctx, action: SpendClue): void {
  const { s } = ctx
  const p = s.players[s.turn.player]
  if (!p) throw new Error('engine: no active player')
  p.clues--
  emit(ctx, { type: 'clueSpent', player: s.turn.player })
  startReroll(ctx, action.dice)
}
