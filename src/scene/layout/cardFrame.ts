// The regions of an adventure card's face in card units (origin at the centre, u to the right, v up, 7 × 12):
// shared by the face drawer and by the layout, so a monster marker or a locked die lands on what is printed.
import { CARD } from './tablePlan.ts'

/** The name band at the top. */
export const NAME_BAND = { top: CARD.height / 2 - 0.35, bottom: 3.75 } as const
/** The strip under the name: the locked-die icon at the left, terror and order marks after it. */
export const INFO_STRIP = { top: 3.75, bottom: 2.85 } as const
/** The task rows, top to bottom. */
const TASK_AREA = { top: 2.75, bottom: -2.95 } as const
/** Rewards and penalties at the foot; the trophy value in the lower right corner. */
export const FOOT = { top: -3.05, bottom: -CARD.height / 2 + 0.35 } as const

/** Where a card's locked die lies: on the locked-die icon. */
export const LOCK_SPOT = { u: -2.45, v: 3.3 } as const

/** The trophy value's corner. */
export const TROPHY_SPOT = { u: 2.7, v: -5.3 } as const

/** Distance between task rows when a card has `rows` of them (one spare row below for a monster there). */
export function rowPitch(rows: number): number {
  return Math.min(1.85, (TASK_AREA.top - TASK_AREA.bottom) / (Math.max(rows, 1) + 1))
}

/** The v of the middle of task row `row` (0 = top); row −1 is the spot below the bottom task. */
export function taskRowV(row: number, rows: number): number {
  const pitch = rowPitch(rows)
  const index = row < 0 ? rows : row
  return TASK_AREA.top - pitch * (index + 0.5)
}

/** A monster marker sits over the monster area, which the face draws at the right end of its row. */
export const MONSTER_MARKER = { u: 1.55, width: 3.5, height: 1.3 } as const

/** A completed task row's stamp: at the row's right end, clear of the dice that lie along it from the left. */
export const ROW_MARK = { u: 2.45, size: 1.25 } as const
