// Revised rulebook, "Battling the Ancient One Example" (an Ancient One's attack: "each investigator must reduce
// either his maximum sanity or maximum stamina by 1"): the effect `maxSanityOrStamina` leaves the investigator
// to pick which maximum changes; a maximum reduced to zero devours (core/devour.ts, changeMaximum).
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import type { Ctx } from '../core/ctx.ts'
import { changeMaximum } from '../core/effects.ts'
import { pendingOf } from './guards.ts'

type ChooseMaximum = Extract<Action, { type: 'chooseMaximum' }>

export function validateChooseMaximum(state: GameState, action: ChooseMaximum): Violation | null {
  const { bad } = pendingOf(state, 'reduceMaximum')
  if (bad) return bad
  if (action.stat !== 'sanity' && action.stat !== 'stamina')
    return violation('NOT_AN_OPTION', 'Choose either maximum sanity or maximum stamina.')
  return null
}

export function applyChooseMaximum(ctx: Ctx, action: ChooseMaximum): void {
  const choice = ctx.s.pendingChoices.shift()
  if (choice?.kind !== 'reduceMaximum') throw new Error('engine: no maximum to choose')
  changeMaximum(ctx, choice.player, action.stat, choice.amount)
}
