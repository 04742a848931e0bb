// Revised rulebook, "The Entrance Sheet" — Search the Lost & Found: roll one green die and consult the chart;
// no items or abilities affect this roll (nothing else is legal while it is pending).
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { atEntrance } from './entrance.ts'

export function validateSearchLostAndFound(state: GameState): Violation | null {
  const bad = atEntrance(state)
  if (bad) return bad
  if (!state.dice.some((d) => d.color === 'green' && d.at.kind === 'idle'))
    return violation('NO_DICE_TO_ROLL', 'Every green die is locked: there is none to roll.')
  return null
}

export function applySearchLostAndFound(ctx: Ctx): void {
  const { s } = ctx
  const die = s.dice.find((d) => d.color === 'green' && d.at.kind === 'idle')
  if (!die) throw new Error('engine: no green die')
  const rollId = s.nextRollId++
  s.phase = { kind: 'entrance', stage: 'rolling', rollId, pendingDice: [die.id] }
  emit(ctx, { type: 'rollRequested', rollId, dice: [die.id] })
}
