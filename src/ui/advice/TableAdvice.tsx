// The odds panel at the left of the table: the focused card's chance with and without each help and what is at
// stake, and during an attempt the best choice with what each alternative leaves. Mounting it starts the odds
// driver (state/odds/oddsDriver.ts, through useOddsDriver.ts); with hints off it shows nothing and asks nothing.
import { useEffect } from 'react'
import { useAtomValue, useStore } from 'jotai'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { hintsAtom } from '../../state/settingsAtoms.ts'
import { focusedCardAtom } from '../../state/uiAtoms.ts'
import { oddsBusyAtom, shownOddsAtom } from '../../state/odds/oddsAtoms.ts'
import { breakdownCard } from '../../state/odds/tableOdds.ts'
import { CardOddsPanel } from './CardOddsPanel.tsx'
import { RollAdvice } from './RollAdvice.tsx'
import { installOddsProbe } from './oddsProbe.ts'
import { useOddsDriver } from './useOddsDriver.ts'
import './advice.css'

export function TableAdvice() {
  useOddsDriver()
  const store = useStore()
  useEffect(() => installOddsProbe(store), [store])
  const hints = useAtomValue(hintsAtom)
  const odds = useAtomValue(shownOddsAtom)
  const busy = useAtomValue(oddsBusyAtom)
  const state = useAtomValue(gameStateAtom)
  const focused = useAtomValue(focusedCardAtom)
  if (!hints || !state) return null
  const card = breakdownCard(state, focused)
  const breakdown = card === null ? null : (odds?.breakdowns[card] ?? null)
  const move = odds?.move ?? null
  if (!breakdown && !move && !busy) return null
  return (
    <aside className="advice" aria-label="Odds and advice" data-testid="odds-panel">
      <h2>Odds</h2>
      {move && <RollAdvice move={move} state={state} />}
      {breakdown && <CardOddsPanel breakdown={breakdown} />}
      <p className="advice-status" role="status">
        {busy ? 'Working out the odds…' : ''}
      </p>
    </aside>
  )
}
