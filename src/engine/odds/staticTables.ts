// Completion data kept for the process, like the roll tables (rollTables.ts): a task's completions depend only on
// its minimal fulfillers (its requirements under a ruleset), never on the card, the state or the game, so solvers
// of other cards, and later solves in the same Web Worker, reuse them.
import { taskCompletionsOf, type TaskCompletions } from './completionTable.ts'
import type { FaceCounts } from './fulfillers.ts'

/** The most tasks kept; the least recently used is dropped (a game's Worker meets many cards). */
export const STATIC_TASKS = 32

/** By fulfillersKey, least recently used first (a Map keeps insertion order). */
const tasks = new Map<string, TaskCompletions>()

/** The fulfillers in their order (it orders the completions): face counts stay below 16, one hex digit each. */
function fulfillersKey(fulfillers: readonly FaceCounts[]): string {
  let key = ''
  for (const m of fulfillers) {
    for (let f = 0; f < m.length; f++) key += (m[f] as number).toString(16)
    key += '/'
  }
  return key
}

/** The completion data of a task with these minimal fulfillers, shared by every solver of the process. */
export function taskCompletions(fulfillers: readonly FaceCounts[]): TaskCompletions {
  const key = fulfillersKey(fulfillers)
  let task = tasks.get(key)
  if (task) tasks.delete(key)
  else task = taskCompletionsOf(fulfillers.map((m) => m.slice()))
  tasks.set(key, task)
  if (tasks.size > STATIC_TASKS) tasks.delete(tasks.keys().next().value as string)
  return task
}

/** Drops every task's completion data (a bench measures a truly cold solve after this). */
export function clearStaticTables(): void {
  tasks.clear()
}

/** How many tasks' completion data are kept. */
export function staticTaskCount(): number {
  return tasks.size
}
