// What the odds worker has answered about the game as it stands, shared by the table (plaques, highlights) and
// the HUD (breakdown, advice, move ranking). Written only by the odds driver (state/odds/oddsDriver.ts); every
// reader goes through `shownOddsAtom`, which is empty while hints are off, so no number or highlight leaks.
import { atom } from 'jotai'
import type { Action, BestMove } from '../../engine/index.ts'
import type { Destination } from './rankDestinations.ts'
import type { CardBreakdown, CardChance } from './tableOdds.ts'
import { gameStateAtom } from '../gameAtoms.ts'
import { hintsAtom } from '../settingsAtoms.ts'
import type { GameState } from '../../engine/index.ts'

export type TableOdds = {
  /** The state these answers are about (answers for an older state are never shown). */
  readonly state: GameState
  readonly chances: Readonly<Record<string, CardChance | null>>
  /** The breakdown of each card asked about (the card in focus, and those in focus before). */
  readonly breakdowns: Readonly<Record<string, CardBreakdown | null>>
  /** The best move now; undefined until answered (null: nothing to decide). */
  readonly move: BestMove | null | undefined
  readonly destinations: readonly Destination[] | null
}

export const tableOddsAtom = atom<TableOdds | null>(null)

/** Whether the worker is still answering questions about the current state. */
export const oddsBusyAtom = atom(false)

/** The odds to show: those of the current state, and none at all while hints are off. */
export const shownOddsAtom = atom<TableOdds | null>((get) => {
  const odds = get(tableOddsAtom)
  return get(hintsAtom) && odds && odds.state === get(gameStateAtom) ? odds : null
})

/** A choice the player made that left a lower chance than the best one (noted in the log while hints are on). */
export type AdviceNote = {
  readonly chosen: Action
  readonly chosenOdds: number
  readonly best: Action
  readonly bestOdds: number
  /** The state the choice was made in (to name the dice and cards as they were). */
  readonly state: GameState
}

/** The notes by the number of the log's first event that the choice caused. */
export const adviceNotesAtom = atom<Readonly<Record<number, AdviceNote>>>({})
