// Revised rulebook, "The Entrance Sheet", "Trophies": shared checks for entrance actions.
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { trophyValue } from '../core/trophies.ts'
import { activePlayer, gameOver } from './guards.ts'

export function atEntrance(state: GameState): Violation | null {
  const over = gameOver(state)
  if (over) return over
  const phase = state.phase
  if (phase.kind !== 'entrance' || phase.stage !== 'choose')
    return violation('WRONG_PHASE', 'You can do that only on the entrance sheet, once per turn.')
  return null
}

/** The named trophies are the player's, distinct, and worth at least `price` (no change is given). */
export function validPayment(state: GameState, ids: readonly string[], price: number): Violation | null {
  const own = activePlayer(state).trophies
  if (new Set(ids).size !== ids.length || ids.some((id) => !own.some((t) => t.id === id)))
    return violation('UNKNOWN_TROPHY', 'Spend only trophies you hold, each once.')
  if (trophyValue(own.filter((t) => ids.includes(t.id))) < price)
    return violation('NOT_ENOUGH_TROPHIES', `That costs ${price} trophies.`)
  return null
}
