// Revised rulebook, "Failing Rolls" note: the player may choose to fail the adventure at any time;
// battle: the attack phase ends (no penalties).
import type { GameState } from '../state.ts'
import type { Violation } from '../violations.ts'
import type { Ctx } from '../core/ctx.ts'
import { failAdventure } from '../core/resolution.ts'
import { needStage } from './guards.ts'

export function validateAbandonAdventure(state: GameState): Violation | null {
  return needStage(state, ['ready', 'rolled', 'discarding'])
}

export function applyAbandonAdventure(ctx: Ctx): void {
  failAdventure(ctx)
}
