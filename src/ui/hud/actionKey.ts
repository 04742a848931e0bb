// A stable text key for an action: its JSON with keys in a fixed (sorted) order, so a test or a control can find it.
import type { Action } from '../../engine/index.ts'

/** JSON of the action with object keys sorted at every level (arrays keep their order). */
export function actionKey(action: Action): string {
  return JSON.stringify(sortKeys(action))
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key])
  return out
}
