// What a die dropped somewhere means, decided only by the engine's queries (`canAssign`, `checkAction`, `openTasks`):
// the scene never holds a second opinion. Pure, so every drop is unit-tested without a browser.
import { canAssign, checkAction, openTasks, type Action, type GameState } from '../../engine/index.ts'

/** Where a held die can be let go. */
export type DropTarget =
  | { readonly kind: 'task'; readonly taskId: string }
  /** The active investigator's marker: focus the die. */
  | { readonly kind: 'marker' }
  /** Another investigator's marker: that investigator assists with the die. */
  | { readonly kind: 'helper'; readonly player: number }
  /** A spell card the player holds: secure the die on it. */
  | { readonly kind: 'spell'; readonly spellId: string }
  /** The discard spot beside the tray: discard the die (failing the roll first when that is the step). */
  | { readonly kind: 'discard' }
  /** The tray: take a die back off a task row or a spell. */
  | { readonly kind: 'tray' }

/** Dice staged on task rows (by task id) before the task is completed: they stay on the card, the engine unchanged. */
export type Staged = Readonly<Record<string, readonly number[]>>

/** What a drop does. */
export type DropPlan =
  /**
   * Hand these actions to the engine in order: the first is the drop's, each later one only if the engine takes it
   * then (a failed roll, then its discard). Staging becomes `staged`.
   */
  | { readonly kind: 'dispatch'; readonly actions: readonly Action[]; readonly staged: Staged }
  /** The die now lies on the row; the task is not met yet. */
  | { readonly kind: 'stage'; readonly staged: Staged }
  /** The die goes back where it came from; nothing to say. */
  | { readonly kind: 'return'; readonly staged: Staged }
  /** The engine refuses: the die flies back and the reason shows near the card. */
  | { readonly kind: 'refuse'; readonly message: string; readonly staged: Staged }

/** A stable key per target: the probe and the tests name targets by it. */
export function targetKey(target: DropTarget): string {
  switch (target.kind) {
    case 'task':
      return `task:${target.taskId}`
    case 'helper':
      return `helper:${target.player}`
    case 'spell':
      return `spell:${target.spellId}`
    default:
      return target.kind
  }
}

/** Staging without die `dieId` (a die lies on one row at most). */
export function unstage(staged: Staged, dieId: number): Staged {
  const out: Record<string, readonly number[]> = {}
  for (const [task, dice] of Object.entries(staged)) {
    const rest = dice.filter((d) => d !== dieId)
    if (rest.length > 0) out[task] = rest
  }
  return out
}

function withoutTask(staged: Staged, taskId: string): Staged {
  return Object.fromEntries(Object.entries(staged).filter(([task]) => task !== taskId))
}

/** Keeps the rows whose dice the engine could still take for their task; the rest go back. */
export function pruneStaged(state: GameState, staged: Staged): Staged {
  const out: Record<string, readonly number[]> = {}
  for (const [task, dice] of Object.entries(staged)) if (canAssign(state, task, dice)) out[task] = dice
  return out
}

/** The task rows that would take die `dieId` now (with what is already staged on each): `canAssign`, nothing else. */
export function glowingTasks(state: GameState, dieId: number, staged: Staged): string[] {
  const rest = unstage(staged, dieId)
  return openTasks(state)
    .tasks.map((t) => t.id)
    .filter((taskId) => canAssign(state, taskId, [...(rest[taskId] ?? []), dieId]))
}

function dispatchOrRefuse(state: GameState, actions: readonly Action[], staged: Staged): DropPlan {
  const first = actions[0]
  const refused = first ? checkAction(state, first) : null
  return refused ? { kind: 'refuse', message: refused.message, staged } : { kind: 'dispatch', actions, staged }
}

/** What letting die `dieId` go over `target` does. */
export function dropPlan(state: GameState, dieId: number, target: DropTarget, staged: Staged): DropPlan {
  const rest = unstage(staged, dieId)
  const die = state.dice[dieId]
  switch (target.kind) {
    case 'task': {
      const dice = [...(rest[target.taskId] ?? []), dieId]
      const action: Action = { type: 'completeTask', taskId: target.taskId, dice }
      const refused = checkAction(state, action)
      if (!refused) return { kind: 'dispatch', actions: [action], staged: withoutTask(rest, target.taskId) }
      if (canAssign(state, target.taskId, dice)) return { kind: 'stage', staged: { ...rest, [target.taskId]: dice } }
      return { kind: 'refuse', message: refused.message, staged }
    }
    case 'marker':
      return dispatchOrRefuse(state, [{ type: 'focusDie', dieId }], rest)
    case 'helper':
      return dispatchOrRefuse(state, [{ type: 'assist', helper: target.player, dieId }], rest)
    case 'spell':
      if (die?.at.kind === 'spell' && die.at.spellId === target.spellId) return { kind: 'return', staged }
      return dispatchOrRefuse(state, [{ type: 'castSpell', spellId: target.spellId, dieId }], rest)
    case 'discard': {
      const discard: Action = { type: 'discardDie', dieId }
      if (checkAction(state, discard) === null) return { kind: 'dispatch', actions: [discard], staged: rest }
      const fail: Action = { type: 'failRoll' }
      if (checkAction(state, fail) === null) return { kind: 'dispatch', actions: [fail, discard], staged: rest }
      return dispatchOrRefuse(state, [discard], staged)
    }
    case 'tray':
      if (die?.at.kind === 'spell') return dispatchOrRefuse(state, [{ type: 'releaseSpellDie', dieId }], rest)
      return { kind: 'return', staged: die?.at.kind === 'pool' ? rest : staged }
  }
}

/** A drop point on the screen (CSS px). */
export type ScreenTarget = { readonly key: string; readonly x: number; readonly y: number }

/** The target nearest the pointer within `radius` px, or null: where a die let go lands. */
export function nearestTarget(points: readonly ScreenTarget[], x: number, y: number, radius: number): string | null {
  let best: string | null = null
  let bestD = radius
  for (const p of points) {
    const d = Math.hypot(p.x - x, p.y - y)
    if (d <= bestD) {
      best = p.key
      bestD = d
    }
  }
  return best
}

/** Whether die `dieId` can be picked up now: a rolled die in the pool, on a marker or on a spell, no choice pending. */
export function canPickUp(state: GameState, dieId: number): boolean {
  const die = state.dice[dieId]
  if (!die || die.face === null || state.phase.kind !== 'resolution' || state.pendingChoices.length > 0) return false
  if (state.phase.stage === 'rolling') return false
  return die.at.kind === 'pool' || die.at.kind === 'marker' || die.at.kind === 'spell'
}
