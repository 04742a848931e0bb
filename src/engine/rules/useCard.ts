// Revised rulebook, "Clues, Items, Spells, and Allies" (only your own, only in your turn; used items and
// spells go to the bottom of their decks), "Allies" ("Allies remain in play until their effects expire, as
// indicated by the text on the individual card": UsableCard.expires; an ally that stays acts once per day).
import type { Action } from '../actions.ts'
import type { Catalog } from '../catalog.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { allyLeaves } from '../core/playArea.ts'
import { activePlayer } from './guards.ts'
import { applyUse, validateUse } from './useEffect.ts'

type UseCard = Extract<Action, { type: 'useCard' }>

export function validateUseCard(state: GameState, action: UseCard, cat: Catalog): Violation | null {
  const p = activePlayer(state)
  const owned = p.items.includes(action.cardId) || p.spells.includes(action.cardId) || p.allies.includes(action.cardId)
  if (!owned) return violation('NOT_OWNED', 'That card is not yours.')
  if (p.alliesUsed.includes(action.cardId)) return violation('ALREADY_USED', 'That ally has already helped today.')
  return validateUse(state, cat.usable(action.cardId).use, action.target)
}

export function applyUseCard(ctx: Ctx, action: UseCard): void {
  const { s, cat } = ctx
  const player = s.turn.player
  const p = s.players[player]
  if (!p) throw new Error('engine: no active player')
  const card = cat.usable(action.cardId)
  if (card.deck === 'ally' && card.expires === 'afterUse') allyLeaves(ctx, player, card.id)
  else if (card.deck === 'ally') p.alliesUsed.push(card.id)
  else {
    p.items = p.items.filter((id) => id !== card.id)
    p.spells = p.spells.filter((id) => id !== card.id)
    s.decks[card.deck].push(card.id)
  }
  emit(ctx, { type: 'cardUsed', cardId: card.id, player })
  applyUse(ctx, card.use, action.target)
}
