// CONTRIBUTING.md, "Engine": an applier works on a private draft and records the events it causes.
import type { Catalog } from '../catalog.ts'
import type { GameEvent } from '../events.ts'
import type { Draft, Player } from '../state.ts'

/** `incoming`: while a resolved adventure's rewards apply, the card that replaced it (a monster may go there). */
export type Ctx = { readonly s: Draft; readonly events: GameEvent[]; readonly cat: Catalog; incoming?: string | null }

export function emit(ctx: Ctx, event: GameEvent): void {
  ctx.events.push(event)
}

export function playerAt(ctx: Ctx, index: number): Player {
  const p = ctx.s.players[index]
  if (!p) throw new Error(`engine: no player ${index}`)
  return p
}

/** Whether the game has stopped or the active player's turn was cut short (devoured, awakening). */
export function interrupted(ctx: Ctx): boolean {
  return ctx.s.status !== 'playing' || ctx.s.turn.cutShort || ctx.s.phase.kind === 'over'
}
