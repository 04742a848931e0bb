// Revised rulebook, "Investigator Abilities": once per roll (a reroll is part of its roll) or once per day.
import type { Action } from '../actions.ts'
import type { Catalog } from '../catalog.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { activePlayer } from './guards.ts'
import { applyUse, validateUse } from './useEffect.ts'

type UseAbility = Extract<Action, { type: 'useAbility' }>

export function validateUseAbility(state: GameState, action: UseAbility, cat: Catalog): Violation | null {
  const p = activePlayer(state)
  if (p.investigatorId === null) return violation('NOT_OWNED', 'You have no investigator.')
  const ability = cat.investigator(p.investigatorId).ability
  if (ability.frequency === 'passive')
    return violation('PASSIVE_ABILITY', 'This ability is always in effect: it is never used.')
  if (ability.frequency === 'day' && p.abilityUsedToday)
    return violation('ALREADY_USED', 'This ability can be used once per day: wait for midnight.')
  if (ability.frequency === 'roll') {
    const phase = state.phase
    if (phase.kind !== 'resolution') return violation('WRONG_PHASE', 'This ability works during a roll.')
    if (phase.abilityUsedRoll === phase.rollNumber)
      return violation('ALREADY_USED', 'This ability can be used once per roll.')
  }
  return validateUse(state, ability.use, action.target)
}

export function applyUseAbility(ctx: Ctx, action: UseAbility): void {
  const { s, cat } = ctx
  const p = s.players[s.turn.player]
  if (!p || p.investigatorId === null) throw new Error('engine: no active investigator')
  const ability = cat.investigator(p.investigatorId).ability
  if (ability.frequency === 'passive') throw new Error('engine: a passive ability is never used')
  if (ability.frequency === 'day') p.abilityUsedToday = true
  else if (s.phase.kind === 'resolution') s.phase.abilityUsedRoll = s.phase.rollNumber
  emit(ctx, { type: 'cardUsed', cardId: p.investigatorId, player: s.turn.player })
  applyUse(ctx, ability.use, action.target)
}
