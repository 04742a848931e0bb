// Revised rulebook, "Failing Rolls" (discarding the last die fails the adventure), "Adding Dice to the Dice
// Pool" (a discarded yellow or red die cannot be added again that turn); battle: "Attack Phase".
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { failAdventure } from '../core/resolution.ts'
import { needStage, resolution } from './guards.ts'

type DiscardDie = Extract<Action, { type: 'discardDie' }>

export function validateDiscardDie(state: GameState, action: DiscardDie): Violation | null {
  const bad = needStage(state, ['discarding'])
  if (bad) return bad
  if (state.dice[action.dieId]?.at.kind !== 'pool')
    return violation('DIE_NOT_AVAILABLE', 'Discard a die from your dice pool.')
  return null
}

export function applyDiscardDie(ctx: Ctx, action: DiscardDie): void {
  const { s } = ctx
  const phase = resolution(s)
  const die = s.dice[action.dieId]
  if (!die) throw new Error('engine: no such die')
  die.at = { kind: 'discarded' }
  if (die.color !== 'green' && !s.turn.spentColors.includes(die.color)) s.turn.spentColors.push(die.color)
  emit(ctx, { type: 'dieDiscarded', dieId: die.id })
  if (!s.dice.some((d) => d.at.kind === 'pool')) return failAdventure(ctx)
  Object.assign(phase, { stage: 'ready', afterFailedRoll: true, securedThisRoll: false })
}
