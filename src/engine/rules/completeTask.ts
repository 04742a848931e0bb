// Revised rulebook, "Completing Tasks", "Task Order", "Tasks" (note: a cost that would bring sanity or stamina
// to 0 makes the task unavailable; passive `steadyNerves` lowers the sanity cost by 1), "Completing Monster Tasks", battle: "Attack Phase".
import type { Action } from '../actions.ts'
import type { Face } from '../dice.ts'
import type { Catalog } from '../catalog.ts'
import type { TaskCost } from '../card.ts'
import { hasPassive } from '../core/passives.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { requirementsMet } from '../notation/canComplete.ts'
import { openTasks, type ActiveTask } from '../core/cardTasks.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { advanceClock } from '../core/advanceClock.ts'
import { returnDice } from '../core/dicePool.ts'
import { changeHealth } from '../core/effects.ts'
import { removeDoom } from '../core/doom.ts'
import { releaseFromSpell } from '../core/locks.ts'
import { finishResolution, succeedAdventure } from '../core/resolution.ts'
import { activePlayer, assignableDice, needStage, resolution } from './guards.ts'
import { requirementWords, taskName, unmetSentence } from './taskSentence.ts'

type CompleteTask = Extract<Action, { type: 'completeTask' }>

/** The costs the active investigator pays for a task: passive `steadyNerves` makes the sanity cost 1 lower. */
export function taskCosts(state: GameState, cat: Catalog, task: ActiveTask): readonly TaskCost[] {
  if (!hasPassive(state, cat, state.turn.player, 'steadyNerves')) return task.costs
  const at = task.costs.findIndex((c) => c.kind === 'sanity' && c.amount > 0)
  if (at < 0) return task.costs
  return task.costs.flatMap((c, i) =>
    i !== at || c.kind !== 'sanity' ? [c] : c.amount > 1 ? [{ ...c, amount: c.amount - 1 }] : [],
  )
}

/** Whether the active investigator can pay a task's costs without dropping to 0. */
export function canPayCosts(state: GameState, task: ActiveTask, cat: Catalog): boolean {
  const p = activePlayer(state)
  let sanity = 0
  let stamina = 0
  for (const c of taskCosts(state, cat, task)) {
    if (c.kind === 'sanity') sanity += c.amount
    if (c.kind === 'stamina') stamina += c.amount
  }
  return p.sanity - sanity > 0 && p.stamina - stamina > 0
}

/** The open tasks the player may attempt now (order arrows respected). */
export function attemptableTasks(state: GameState, cat: Catalog): ActiveTask[] {
  const { tasks, ordered } = openTasks(state, cat)
  return ordered ? tasks.slice(0, 1) : tasks
}

export function validateCompleteTask(state: GameState, action: CompleteTask, cat: Catalog): Violation | null {
  const phase = state.phase
  if (phase.kind === 'resolution' && phase.stage === 'ready' && phase.completedThisRoll)
    return violation('ONE_TASK_PER_ROLL', 'Only one task can be completed per roll: roll your remaining dice.')
  const bad = needStage(state, ['rolled'])
  if (bad) return bad
  const { tasks, ordered } = openTasks(state, cat)
  const index = tasks.findIndex((t) => t.id === action.taskId)
  const task = tasks[index]
  if (!task) {
    return resolution(state).completed.includes(action.taskId)
      ? violation('TASK_ALREADY_COMPLETED', 'That task is already completed.')
      : violation('UNKNOWN_TASK', 'There is no such task here.')
  }
  const first = tasks[0]
  if (ordered && index > 0 && first)
    return violation(
      'TASK_OUT_OF_ORDER',
      `The order arrow says: complete the tasks from top to bottom. ${taskName(first, cat)} comes first; it asks for ${requirementWords(first.requirements)}.`,
    )
  const usable = assignableDice(state)
  if (new Set(action.dice).size !== action.dice.length || action.dice.some((id) => !usable.includes(id)))
    return violation('DIE_NOT_AVAILABLE', 'Use dice from this roll, your secured dice or dice on spells.')
  const dice = action.dice.map((id) => ({ id, face: state.dice[id]?.face as Face }))
  if (
    !requirementsMet(
      task.requirements,
      dice.map((d) => d.face),
      state.ruleset,
    )
  )
    return violation('TASK_REQUIREMENT_UNMET', unmetSentence(task, dice, cat, state.ruleset))
  if (!canPayCosts(state, task, cat))
    return violation('COST_WOULD_DEVOUR', 'Paying this task would bring your investigator to 0: choose another task.')
  return null
}

export function applyCompleteTask(ctx: Ctx, action: CompleteTask): void {
  const { s, cat } = ctx
  const phase = resolution(s)
  const task = openTasks(s, cat).tasks.find((t) => t.id === action.taskId) as ActiveTask
  for (const id of action.dice) {
    const die = s.dice[id]
    if (!die) continue
    if (die.at.kind === 'spell') releaseFromSpell(ctx, id)
    die.at = { kind: 'assigned', taskId: task.id }
  }
  emit(ctx, { type: 'taskCompleted', taskId: task.id, dice: action.dice })
  phase.completed.push(task.id)
  if (task.monsterId !== null) phase.collected.push(task.monsterId)
  Object.assign(phase, { stage: 'ready', completedThisRoll: true, afterFailedRoll: false })
  for (const die of s.dice) if (die.at.kind === 'pool') die.face = null
  payCosts(ctx, task)
  if (s.turn.cutShort) return
  if (phase.target.kind === 'ancientOne') return battleHit(ctx)
  if (openTasks(s, cat).tasks.length === 0) succeedAdventure(ctx, phase.target.cardId)
}

function payCosts(ctx: Ctx, task: ActiveTask): void {
  for (const c of taskCosts(ctx.s, ctx.cat, task)) {
    if (c.kind === 'clock') advanceClock(ctx)
    else changeHealth(ctx, ctx.s.turn.player, c.kind, -c.amount)
  }
}

/** A completed battle task removes one doom token; with no dice left the attack phase ends. */
function battleHit(ctx: Ctx): void {
  const { s } = ctx
  const phase = resolution(s)
  phase.completed = []
  removeDoom(ctx, 1)
  if (s.doom > 0 && !s.dice.some((d) => d.at.kind === 'pool')) {
    returnDice(ctx)
    finishResolution(ctx)
  }
}
