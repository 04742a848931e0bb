// Revised rulebook, "Requesting Assistance": "if the player fails an adventure while another player is assisting
// him, the assisting player must choose to lose either one sanity or one stamina". Queued when the adventure fails
// (core/resolution.ts), one choice per helper; the helper answers.
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import type { Ctx } from '../core/ctx.ts'
import { changeHealth } from '../core/effects.ts'
import { pendingOf } from './guards.ts'

type ChooseAssistPenalty = Extract<Action, { type: 'chooseAssistPenalty' }>

export function validateChooseAssistPenalty(state: GameState, action: ChooseAssistPenalty): Violation | null {
  const { choice, bad } = pendingOf(state, 'assistPenalty')
  if (bad) return bad
  if (action.helper !== choice.player)
    return violation('NOT_AN_OPTION', `Player ${choice.player + 1} chooses what their assistance costs.`)
  if (action.penalty !== 'sanity' && action.penalty !== 'stamina')
    return violation('NOT_AN_OPTION', 'Lose either 1 sanity or 1 stamina.')
  return null
}

export function applyChooseAssistPenalty(ctx: Ctx, action: ChooseAssistPenalty): void {
  const choice = ctx.s.pendingChoices.shift()
  if (choice?.kind !== 'assistPenalty') throw new Error('engine: no assistance cost to choose')
  changeHealth(ctx, choice.player, action.penalty, -1)
}
