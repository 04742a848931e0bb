// Revised rulebook, "Trophies": "some game effects cause players to lose trophies they have earned"; the player
// uses "a combination of cards, monster markers, or both" and receives no change. docs/rules.md#entrance: the player picks
// which cards and markers to spend. A choice keeps no trophy that is not needed to reach the amount.
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import type { Ctx } from '../core/ctx.ts'
import { spendTrophies } from '../core/trophies.ts'
import { pendingOf } from './guards.ts'

type ChooseTrophies = Extract<Action, { type: 'chooseTrophies' }>

export function validateChooseTrophies(state: GameState, action: ChooseTrophies): Violation | null {
  const { choice, bad } = pendingOf(state, 'loseTrophies')
  if (bad) return bad
  const own = state.players[choice.player]?.trophies ?? []
  const picked = own.filter((t) => action.trophies.includes(t.id) && choice.trophies.includes(t.id))
  if (new Set(action.trophies).size !== action.trophies.length || picked.length !== action.trophies.length)
    return violation('UNKNOWN_TROPHY', 'Choose among the trophies offered, each once.')
  const sum = picked.reduce((total, t) => total + t.value, 0)
  if (sum < choice.amount) return violation('NOT_ENOUGH_TROPHIES', `Lose trophies worth at least ${choice.amount}.`)
  if (picked.some((t) => sum - t.value >= choice.amount))
    return violation('TROPHY_NOT_NEEDED', 'Lose only the trophies needed to reach the amount.')
  return null
}

export function applyChooseTrophies(ctx: Ctx, action: ChooseTrophies): void {
  const choice = ctx.s.pendingChoices.shift()
  if (choice?.kind !== 'loseTrophies') throw new Error('engine: no trophies to choose')
  spendTrophies(ctx, choice.player, action.trophies)
}
