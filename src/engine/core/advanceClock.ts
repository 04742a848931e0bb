// Revised rulebook, "Clock Phase": "the player advances the clock's minute hand 3 hours"; "Midnight".
import { emit, type Ctx } from './ctx.ts'

/** Advances the clock three hours; reaching XII makes midnight strike at the end of this turn. */
export function advanceClock(ctx: Ctx): void {
  const { s } = ctx
  s.clock = (s.clock + 3) % 12
  emit(ctx, { type: 'clockAdvanced', clock: s.clock })
  if (s.clock === 0) s.midnightPending = true
}
