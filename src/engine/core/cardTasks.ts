// Revised rulebook, "Tasks", "Task Order", "Monster Tasks" (empty, total, partial; below the bottom task),
// "Defeating Monsters with Items and Spells": the tasks an adventure currently asks for.
import type { Catalog } from '../catalog.ts'
import type { DieRequirement, TaskCost } from '../card.ts'
import type { GameState } from '../state.ts'

/** One task to complete now. `id` is stable for the card: `row:N`, `monster:ID` or `battle`. */
export type ActiveTask = {
  readonly id: string
  readonly requirements: readonly DieRequirement[]
  readonly costs: readonly TaskCost[]
  readonly monsterId: string | null
}

/** The tasks of a card in play, top to bottom, with its monsters applied. */
export function cardTasks(state: GameState, cat: Catalog, cardId: string): ActiveTask[] {
  const board = state.board.find((b) => b.cardId === cardId)
  if (!board) return []
  const card = cat.adventureTasks(cardId)
  const out: ActiveTask[] = []
  card.tasks.forEach((task, row) => {
    const monster = board.monsters.find((m) => m.row === row)
    const area = task.monsterArea
    if (!area || !monster) {
      const reqs = area ? [...task.requirements, ...area.requirements] : task.requirements
      if (reqs.length > 0) out.push({ id: `row:${row}`, requirements: reqs, costs: task.costs, monsterId: null })
      return
    }
    const mTask = cat.monsterTask(monster.monsterId)
    const live = !monster.defeated
    if (area.kind === 'empty') {
      if (task.requirements.length > 0)
        out.push({ id: `row:${row}`, requirements: task.requirements, costs: task.costs, monsterId: null })
      if (live)
        out.push({
          id: `monster:${monster.monsterId}`,
          requirements: mTask.requirements,
          costs: mTask.costs,
          monsterId: monster.monsterId,
        })
      return
    }
    if (area.kind === 'total' && !live) return
    const reqs = live ? [...task.requirements, ...mTask.requirements] : task.requirements
    if (reqs.length === 0) return
    const costs = live ? [...task.costs, ...mTask.costs] : task.costs
    out.push({
      id: live ? `monster:${monster.monsterId}` : `row:${row}`,
      requirements: reqs,
      costs,
      monsterId: live ? monster.monsterId : null,
    })
  })
  for (const monster of board.monsters) {
    if (monster.row !== -1 || monster.defeated) continue
    const mTask = cat.monsterTask(monster.monsterId)
    out.push({
      id: `monster:${monster.monsterId}`,
      requirements: mTask.requirements,
      costs: mTask.costs,
      monsterId: monster.monsterId,
    })
  }
  return out
}

/** The Ancient One's battle task. */
export function battleTask(state: GameState, cat: Catalog): ActiveTask {
  const task = cat.battleTask(state.ancientOne)
  return { id: 'battle', requirements: task.requirements, costs: task.costs, monsterId: null }
}

/** The tasks still open in the current Resolution phase, in order, and whether order matters. */
export function openTasks(state: GameState, cat: Catalog): { tasks: ActiveTask[]; ordered: boolean } {
  const phase = state.phase
  if (phase.kind !== 'resolution') return { tasks: [], ordered: false }
  if (phase.target.kind === 'ancientOne') return { tasks: [battleTask(state, cat)], ordered: false }
  const all = cardTasks(state, cat, phase.target.cardId)
  const tasks = all.filter((t) => !phase.completed.includes(t.id))
  return { tasks, ordered: cat.adventureTasks(phase.target.cardId).ordered }
}
