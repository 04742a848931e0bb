import type { DieColor, Face } from '../../engine/dice.ts'

/** A reported roll as the tray lists it. */
export interface TrayRollResult {
  readonly rollId: number
  readonly dice: readonly { readonly die: number; readonly color: DieColor; readonly face: Face }[]
}

/** How many earlier rolls the Elder Sign tray lists. */
export const HISTORY_LENGTH = 8

/** The latest roll and the rolls before it, newest first. */
export interface TrayHistory {
  readonly last: TrayRollResult | null
  readonly history: readonly TrayRollResult[]
}

export const EMPTY_HISTORY: TrayHistory = { last: null, history: [] }

/**
 * A new roll becomes the latest and the previous latest moves into the history. Pure: React may call it
 * twice (StrictMode) and gets the same state each time. Issue 11: the history used to be set from inside
 * another state updater, which StrictMode ran twice, leaving doubled rows with duplicate keys. A report
 * for a roll already shown changes nothing.
 */
export function recordRoll(state: TrayHistory, roll: TrayRollResult): TrayHistory {
  if (state.last?.rollId === roll.rollId) return state
  return {
    last: roll,
    history: state.last ? [state.last, ...state.history].slice(0, HISTORY_LENGTH) : state.history,
  }
}
