// `window.__museumOdds`: a read-only window onto the odds the table shows, for browser tests (copies, never the
// store's own objects).
import type { createStore } from 'jotai'
import type { BestMove } from '../../engine/index.ts'
import { oddsBusyAtom, shownOddsAtom } from '../../state/odds/oddsAtoms.ts'
import type { CardBreakdown, CardChance } from '../../state/odds/tableOdds.ts'

type Store = ReturnType<typeof createStore>

export type MuseumOddsProbe = {
  /** The chance shown on each card now (none while hints are off). */
  readonly chances: () => Readonly<Record<string, CardChance | null>>
  /** The best move shown now, or null. */
  readonly move: () => BestMove | null
  /** The breakdowns answered so far, by card. */
  readonly breakdowns: () => Readonly<Record<string, CardBreakdown | null>>
  /** Whether the worker is still answering about the current state. */
  readonly busy: () => boolean
}

declare global {
  interface Window {
    __museumOdds?: MuseumOddsProbe
  }
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export function installOddsProbe(store: Store): () => void {
  const probe: MuseumOddsProbe = Object.freeze({
    chances: () => copy(store.get(shownOddsAtom)?.chances ?? {}),
    move: () => copy(store.get(shownOddsAtom)?.move ?? null),
    breakdowns: () => copy(store.get(shownOddsAtom)?.breakdowns ?? {}),
    busy: () => store.get(oddsBusyAtom),
  })
  window.__museumOdds = probe
  return () => {
    if (window.__museumOdds === probe) delete window.__museumOdds
  }
}
