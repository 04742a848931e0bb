// Under the move buttons: every destination ranked by the bot's value of going there, with the exact chance of
// each card — advice the player is free to ignore (nothing here moves anyone). A card's chance is the one its plaque
// shows (marked approximate, then exact once the worker's second pass is in: state/odds/oddsDriver.ts).
import { useAtomValue } from 'jotai'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { shownOddsAtom, type TableOdds } from '../../state/odds/oddsAtoms.ts'
import type { Destination } from '../../state/odds/rankDestinations.ts'
import { locationLabel } from '../../state/describeAction.ts'
import { percent } from '../../state/odds/adviceWords.ts'
import './advice.css'

function chanceText(d: Destination, chances: TableOdds['chances']): string {
  if (d.to.kind !== 'card') return 'entrance'
  const shown = chances[d.to.cardId]
  if (shown) return percent(shown.odds, shown.approximate)
  return d.odds === null ? '—' : percent(d.odds)
}

export function MoveAdvice() {
  const odds = useAtomValue(shownOddsAtom)
  const state = useAtomValue(gameStateAtom)
  const ranked = odds?.destinations
  if (!state || !ranked || ranked.length === 0) return null
  return (
    <section className="advice-moves" aria-labelledby="advice-moves-title" data-testid="move-advice">
      <h4 id="advice-moves-title">Advice: best value first (chance to resolve)</h4>
      <ol>
        {ranked.map((d, i) => (
          <li key={d.to.kind === 'card' ? d.to.cardId : d.to.kind} className={i === 0 ? 'is-best' : undefined}>
            <span>{locationLabel(state, d.to)}</span>
            <span className="advice-odds">{chanceText(d, odds.chances)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
