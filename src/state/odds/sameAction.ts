// Whether two actions are the same choice: dice lists compare as sets (the order a player picks dice in is no choice).
import type { Action } from '../../engine/index.ts'

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    const items = value.map(canonical)
    return items.every((x) => typeof x === 'number') ? [...(items as number[])].sort((a, b) => a - b) : items
  }
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    )
  return value
}

export function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}
