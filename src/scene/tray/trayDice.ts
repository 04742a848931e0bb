// The eight Elder Sign dice as the tray page knows them: ids 0–7 and their colours.
import type { DieColor } from '../../engine/dice.ts'

/** One of the game's eight dice as the tray knows it: its place (0–7) and its kind. */
export interface TrayDie {
  readonly id: number
  readonly color: DieColor
}

/** The eight dice of the game: six green (0–5), the yellow (6) and the red (7). */
export const TRAY_DICE: readonly TrayDie[] = [
  ...Array.from({ length: 6 }, (_, id) => ({ id, color: 'green' as const })),
  { id: 6, color: 'yellow' },
  { id: 7, color: 'red' },
]

/** The kind of die `id`. */
export function dieColor(id: number): DieColor {
  const die = TRAY_DICE[id]
  if (!die) throw new Error(`tray: no die ${id}`)
  return die.color
}
