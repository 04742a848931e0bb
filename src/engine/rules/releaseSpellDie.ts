// Revised rulebook, "Removing Secured Dice": any player may take a die off a spell during his turn to roll it.
// docs/rules.md#first-printing: not in the first printing, where "a die on this card remains on it until it is
// used to complete a task" (or a lock takes it).
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { releaseFromSpell } from '../core/locks.ts'
import { needStage } from './guards.ts'

type ReleaseSpellDie = Extract<Action, { type: 'releaseSpellDie' }>

export function validateReleaseSpellDie(state: GameState, action: ReleaseSpellDie): Violation | null {
  const bad = needStage(state, ['ready'])
  if (bad) return bad
  if (state.dice[action.dieId]?.at.kind !== 'spell')
    return violation('DIE_NOT_AVAILABLE', 'That die is not on a spell.')
  if (state.ruleset === 'first-printing')
    return violation('SPELL_DIE_STAYS', 'In the first printing a die stays on its spell until it completes a task.')
  return null
}

export function applyReleaseSpellDie(ctx: Ctx, action: ReleaseSpellDie): void {
  const die = ctx.s.dice[action.dieId]
  if (!die) throw new Error('engine: no such die')
  releaseFromSpell(ctx, die.id)
  die.at = { kind: 'pool' }
  die.face = null
  emit(ctx, { type: 'dieAddedToPool', dieId: die.id })
}
