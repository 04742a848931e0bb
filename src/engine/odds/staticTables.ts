// Completion data kept for the process, like the roll tables (rollTables.ts): a task's completions depend only on
// its minimal fulfillers (its requirements under a ruleset), never on the card, the state or the game, so solvers
// of other cards, and later solves in the same Web Worker, reuse them.
import { taskCompletionsOf, type TaskCompletions } from './completionTable.ts'
import type { FaceCounts } from './fulfillers.ts'

/**
 * The most tasks kept; the least recently used is dropped. Enough for a full table: up to 9 cards of up to 4 tasks,
 * and the tasks of the 28 monsters of the set, which join a card's solve where a monster may come onto it
 * (arrivals.ts) — with 32, a table with arrivals dropped and rebuilt its tables on every solve. About
 * 0.4 MB per task.
 */
export const STATIC_TASKS = 64

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
