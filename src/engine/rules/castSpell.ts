// Revised rulebook, "Securing Dice with Spells" (cast after a roll, one die of that roll stays on the card
// for any player to use later); docs/rules.md#first-printing — the card is placed before the roll
// (`dieId: null`), the die is picked after it.
import type { Action } from '../actions.ts'
import type { Catalog } from '../catalog.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { activePlayer, needStage, resolution } from './guards.ts'

type CastSpell = Extract<Action, { type: 'castSpell' }>

export function validateCastSpell(state: GameState, action: CastSpell, cat: Catalog): Violation | null {
  const phase = state.phase
  const prepared = phase.kind === 'resolution' && phase.preparedSpells.includes(action.spellId)
  if (!activePlayer(state).spells.includes(action.spellId) && !prepared)
    return violation('NOT_OWNED', 'You do not hold that spell.')
  if (cat.usable(action.spellId).use.kind !== 'secureDie')
    return violation('CARD_CANNOT_BE_USED_NOW', 'That spell does not secure dice: use it instead.')
  if (state.ruleset === 'first-printing' && action.dieId === null) {
    if (prepared) return violation('ALREADY_USED', 'That spell is already placed.')
    return needStage(state, ['ready'])
  }
  const bad = needStage(state, ['rolled'])
  if (bad) return bad
  if (state.ruleset === 'first-printing' && !prepared)
    return violation('CARD_CANNOT_BE_USED_NOW', 'In the first printing the spell must be placed before the roll.')
  const die = action.dieId === null ? undefined : state.dice[action.dieId]
  if (!die || die.at.kind !== 'pool' || die.face === null)
    return violation('DIE_NOT_AVAILABLE', 'Secure a die of this roll.')
  return null
}

export function applyCastSpell(ctx: Ctx, action: CastSpell): void {
  const { s } = ctx
  const phase = resolution(s)
  const p = s.players[s.turn.player]
  if (!p) throw new Error('engine: no active player')
  p.spells = p.spells.filter((id) => id !== action.spellId)
  if (action.dieId === null) {
    phase.preparedSpells.push(action.spellId)
    emit(ctx, { type: 'cardUsed', cardId: action.spellId, player: s.turn.player })
    return
  }
  phase.preparedSpells = phase.preparedSpells.filter((id) => id !== action.spellId)
  const die = s.dice[action.dieId]
  if (!die) throw new Error('engine: no such die')
  die.at = { kind: 'spell', spellId: action.spellId }
  s.spellsInPlay.push({ spellId: action.spellId, dieId: die.id })
  emit(ctx, { type: 'dieSecured', dieId: die.id, spellId: action.spellId })
}
