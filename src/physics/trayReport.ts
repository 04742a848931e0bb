// What a dice tray reports once the dice it moved have settled: the table's tray and the tray page's both.
import type { DieFace } from './dieKinds.ts'
import type { RollReport } from './createRoll.ts'

/**
 * Every die's face as it lies (a reroll or an added die leaves the others where they were), which dice moved,
 * and how.
 */
export interface TrayReport extends RollReport<DieFace> {
  /** `throw`: every die thrown; `reroll`: one die thrown again alone; `add`: one die thrown in beside the rest. */
  readonly cause: 'throw' | 'reroll' | 'add'
  /** Ids of the dice that moved (all of them for a throw). */
  readonly moved: readonly number[]
}
