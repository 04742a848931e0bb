// Revised rulebook, "The Entrance Sheet" — Buy a Souvenir (one per turn), "Trophies" (no change given).
import type { Action } from '../actions.ts'
import type { Catalog } from '../catalog.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import type { Ctx } from '../core/ctx.ts'
import { applyEffects } from '../core/effects.ts'
import { finishResolution } from '../core/resolution.ts'
import { spendTrophies } from '../core/trophies.ts'
import { atEntrance, validPayment } from './entrance.ts'

type BuySouvenir = Extract<Action, { type: 'buySouvenir' }>

export function validateBuySouvenir(state: GameState, action: BuySouvenir, cat: Catalog): Violation | null {
  const bad = atEntrance(state)
  if (bad) return bad
  const souvenir = cat.content.entrance.souvenirs.find((x) => x.id === action.souvenirId)
  if (!souvenir) return violation('UNKNOWN_SOUVENIR', 'There is no such souvenir.')
  return validPayment(state, action.trophies, souvenir.price)
}

export function applyBuySouvenir(ctx: Ctx, action: BuySouvenir): void {
  const souvenir = ctx.cat.content.entrance.souvenirs.find((x) => x.id === action.souvenirId)
  if (!souvenir) throw new Error('engine: unknown souvenir')
  spendTrophies(ctx, ctx.s.turn.player, action.trophies)
  applyEffects(ctx, souvenir.effects, ctx.s.turn.player, null)
  finishResolution(ctx)
}
