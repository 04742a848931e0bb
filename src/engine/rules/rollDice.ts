// Revised rulebook, "Rolling the Dice": the player rolls every die in the dice pool.
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { needStage, resolution } from './guards.ts'

export function validateRollDice(state: GameState): Violation | null {
  const bad = needStage(state, ['ready'])
  if (bad) return bad
  if (!state.dice.some((d) => d.at.kind === 'pool'))
    return violation('NO_DICE_TO_ROLL', 'Your dice pool is empty: add a die with an item or fail the adventure.')
  return null
}

export function applyRollDice(ctx: Ctx): void {
  const { s } = ctx
  const phase = resolution(s)
  const dice = s.dice.filter((d) => d.at.kind === 'pool').map((d) => d.id)
  for (const id of dice) (s.dice[id] as { face: unknown }).face = null
  Object.assign(phase, {
    stage: 'rolling',
    rollId: s.nextRollId++,
    rollNumber: phase.rollNumber + 1,
    pendingDice: dice,
    completedThisRoll: false,
    afterFailedRoll: false,
    securedThisRoll: false,
  })
  emit(ctx, { type: 'rollRequested', rollId: phase.rollId, dice })
}

/** Starts a reroll of some dice of the current roll (clues, items, abilities): part of the same roll. */
export function startReroll(ctx: Ctx, dice: readonly number[]): void {
  const { s } = ctx
  const phase = resolution(s)
  for (const id of dice) (s.dice[id] as { face: unknown }).face = null
  phase.stage = 'rolling'
  phase.rollId = s.nextRollId++
  phase.pendingDice = [...dice]
  emit(ctx, { type: 'rollRequested', rollId: phase.rollId, dice })
}
