// Revised rulebook, "Rewards & Penalties" and the Golden Rule: an effect that makes an investigator discard items
// leaves the player to pick which ones (as with trophies, "Trophies"); discarded items go to the bottom of their decks.
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import type { Ctx } from '../core/ctx.ts'
import { discardItems } from '../core/playArea.ts'
import { pendingOf } from './guards.ts'

type ChooseItemsToDiscard = Extract<Action, { type: 'chooseItemsToDiscard' }>

export function validateChooseItemsToDiscard(state: GameState, action: ChooseItemsToDiscard): Violation | null {
  const { choice, bad } = pendingOf(state, 'discardItems')
  if (bad) return bad
  if (new Set(action.items).size !== action.items.length || action.items.some((id) => !choice.items.includes(id)))
    return violation('NOT_AN_OPTION', 'Choose among the items offered, each once.')
  if (action.items.length !== choice.count) return violation('WRONG_COUNT', `Discard exactly ${choice.count} item(s).`)
  return null
}

export function applyChooseItemsToDiscard(ctx: Ctx, action: ChooseItemsToDiscard): void {
  const choice = ctx.s.pendingChoices.shift()
  if (choice?.kind !== 'discardItems') throw new Error('engine: no items to choose')
  discardItems(ctx, choice.player, action.items)
}
