// Revised rulebook, "Being Devoured": "Then, he selects a new investigator and takes its corresponding starting
// items. The new investigator starts at his or her full sanity and stamina, and the player continues playing with
// his new investigator during his next turn." Devoured during his own turn, he chooses after his Clock phase.
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import type { Ctx } from '../core/ctx.ts'
import { takeInvestigator } from '../core/effects.ts'
import { pendingOf } from './guards.ts'

type ChooseInvestigator = Extract<Action, { type: 'chooseInvestigator' }>

export function validateChooseInvestigator(state: GameState, action: ChooseInvestigator): Violation | null {
  const { choice, bad } = pendingOf(state, 'chooseInvestigator')
  if (bad) return bad
  if (!choice.investigators.includes(action.investigatorId))
    return violation('NOT_AN_OPTION', 'Choose one of the investigators not yet played.')
  return null
}

export function applyChooseInvestigator(ctx: Ctx, action: ChooseInvestigator): void {
  const choice = ctx.s.pendingChoices.shift()
  if (choice?.kind !== 'chooseInvestigator') throw new Error('engine: no investigator to choose')
  takeInvestigator(ctx, choice.player, action.investigatorId)
}
