// Revised rulebook, "The Entrance Sheet" — Receive First Aid: 1 stamina or 1 sanity free; 2 trophies for all
// of one; 4 trophies for all of both. docs/rules.md#first-printing: free aid is 1 stamina and 1 sanity.
import type { Action, FirstAidChoice } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import type { Ctx } from '../core/ctx.ts'
import { changeHealth } from '../core/effects.ts'
import { finishResolution } from '../core/resolution.ts'
import { spendTrophies } from '../core/trophies.ts'
import { atEntrance, validPayment } from './entrance.ts'

type FirstAid = Extract<Action, { type: 'firstAid' }>

export const FIRST_AID_PRICE: Readonly<Record<FirstAidChoice, number>> = {
  freeSanity: 0,
  freeStamina: 0,
  free: 0,
  allSanity: 2,
  allStamina: 2,
  all: 4,
}

export function validateFirstAid(state: GameState, action: FirstAid): Violation | null {
  const bad = atEntrance(state)
  if (bad) return bad
  const revisedFree = action.choice === 'freeSanity' || action.choice === 'freeStamina'
  if ((state.ruleset === 'revised' && action.choice === 'free') || (state.ruleset === 'first-printing' && revisedFree))
    return violation(
      'FIRST_AID_CHOICE',
      state.ruleset === 'revised'
        ? 'Free first aid restores 1 sanity or 1 stamina: choose one.'
        : 'Free first aid restores 1 sanity and 1 stamina.',
    )
  return validPayment(state, action.trophies, FIRST_AID_PRICE[action.choice])
}

export function applyFirstAid(ctx: Ctx, action: FirstAid): void {
  const player = ctx.s.turn.player
  const p = ctx.s.players[player]
  if (!p) throw new Error('engine: no active player')
  spendTrophies(ctx, player, action.trophies)
  const c = action.choice
  const sanity = c === 'freeSanity' || c === 'free' ? 1 : c === 'allSanity' || c === 'all' ? p.maxSanity : 0
  const stamina = c === 'freeStamina' || c === 'free' ? 1 : c === 'allStamina' || c === 'all' ? p.maxStamina : 0
  changeHealth(ctx, player, 'sanity', sanity)
  changeHealth(ctx, player, 'stamina', stamina)
  finishResolution(ctx)
}
