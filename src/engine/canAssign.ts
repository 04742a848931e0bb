// CONTRIBUTING.md, "The look": while a die is held, the slots that would accept it glow. Built from the same checks as
// completeTask, so the scene's highlight and the engine's verdict cannot disagree.
import { catalog } from './catalog.ts'
import { partialFit } from './notation/diceFit.ts'
import type { Face } from './dice.ts'
import { attemptableTasks } from './rules/completeTask.ts'
import { assignableDice, needStage } from './rules/guards.ts'
import type { GameState } from './state.ts'

/**
 * Whether these dice (placed so far on one task, the held die last) can all serve that task together:
 * the task is open and attemptable now and every die could meet a requirement of it.
 */
export function canAssign(state: GameState, taskId: string, dice: readonly number[]): boolean {
  if (needStage(state, ['rolled'])) return false
  const task = attemptableTasks(state, catalog(state)).find((t) => t.id === taskId)
  if (!task) return false
  const usable = assignableDice(state)
  if (new Set(dice).size !== dice.length || dice.some((id) => !usable.includes(id))) return false
  const faces = dice.map((id) => state.dice[id]?.face as Face)
  return partialFit(faces, task.requirements)
}
