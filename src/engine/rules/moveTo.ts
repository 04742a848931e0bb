// Revised rulebook, "Movement Phase" (staying is allowed). First printing, "Move": the player "places it on either
// one of the faceup Adventure cards in play or on the Entrance reference sheet" — the entrance also from the
// entrance (setup: investigators "do not have to remain there for their first turn", so they may); a marker on an
// adventure card must move ("moves his Investigator marker to"): only the revised rules let it stay.
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { startResolution } from '../core/dicePool.ts'
import { activePlayer, gameOver } from './guards.ts'

type MoveTo = Extract<Action, { type: 'moveTo' }>

export function validateMoveTo(state: GameState, action: MoveTo): Violation | null {
  const over = gameOver(state)
  if (over) return over
  if (state.phase.kind !== 'movement') return violation('WRONG_PHASE', 'You can move only at the start of your turn.')
  const to = action.to
  if (to.kind === 'ancientOne') return violation('UNKNOWN_LOCATION', 'The Ancient One has not awoken.')
  if (to.kind === 'card' && !state.board.some((b) => b.cardId === to.cardId))
    return violation('UNKNOWN_LOCATION', 'That card is not in play.')
  const here = activePlayer(state).location
  const stayingOnCard = to.kind === 'card' && here.kind === 'card' && here.cardId === to.cardId
  if (stayingOnCard && state.ruleset === 'first-printing')
    return violation('MUST_MOVE', 'In the first printing you must move your marker to another card or the entrance.')
  return null
}

export function applyMoveTo(ctx: Ctx, action: MoveTo): void {
  const { s } = ctx
  const player = s.turn.player
  const p = s.players[player]
  if (!p) throw new Error('engine: no active player')
  p.location = action.to.kind === 'card' ? { kind: 'card', cardId: action.to.cardId } : { kind: 'entrance' }
  emit(ctx, { type: 'investigatorMoved', player, to: p.location })
  if (action.to.kind === 'card') startResolution(ctx, { kind: 'card', cardId: action.to.cardId })
  else s.phase = { kind: 'entrance', stage: 'choose', rollId: 0, pendingDice: [] }
}
