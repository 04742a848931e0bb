// Revised rulebook, "Failing Rolls", "Efficient Adventuring", "Terror Effects" (card and Mythos terror
// effects resolve before the die is discarded); docs/rules.md#first-printing (terror). Passive `ignoreTerror`: none apply.
import type { GameState } from '../state.ts'
import type { Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { applyEffects } from '../core/effects.ts'
import { needStage, resolution } from './guards.ts'
import { hasPassive } from '../core/passives.ts'

export function validateFailRoll(state: GameState): Violation | null {
  return needStage(state, ['rolled'])
}

export function applyFailRoll(ctx: Ctx): void {
  const { s, cat } = ctx
  const phase = resolution(s)
  const terror = s.dice.some((d) => d.at.kind === 'pool' && d.face === 'T')
  phase.stage = 'discarding'
  emit(ctx, { type: 'rollFailed', terror })
  const player = s.turn.player
  if (!terror || hasPassive(s, cat, player, 'ignoreTerror')) return
  if (phase.target.kind === 'card') {
    const cardId = phase.target.cardId
    applyEffects(ctx, cat.adventure(cardId).terror, player, { kind: 'card', cardId })
  }
  if (s.mythos !== null && !s.awakened) applyEffects(ctx, cat.mythos(s.mythos).terror, player, { kind: 'mythos' })
  if (phase.target.kind === 'card') applyEffects(ctx, cat.ancientOne(s.ancientOne).terror ?? [], player, null)
  if (s.phase.kind === 'resolution' && !s.dice.some((d) => d.at.kind === 'pool')) {
    // a terror effect took the last die (a lock): the roll cannot go on
    s.phase.stage = 'ready'
  }
}
