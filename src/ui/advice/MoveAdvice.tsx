// Under the move buttons: every destination ranked by the bot's value of going there, with the exact chance of
// each card and what it puts at stake — advice the player is free to ignore (nothing here moves anyone). A card's
// chance is the one its plaque shows (marked approximate, then exact once the worker's second pass is in:
// state/odds/oddsDriver.ts). When a lower chance ranks first, a sentence says why (moveWords.ts).
import { useAtomValue } from 'jotai'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { shownOddsAtom, type TableOdds } from '../../state/odds/oddsAtoms.ts'
import type { Destination } from '../../state/odds/rankDestinations.ts'
import { locationLabel } from '../../state/describeAction.ts'
import { percent } from '../../state/odds/adviceWords.ts'
import { catalogAtom } from '../game/shellAtoms.ts'
import { cardName } from '../log/cardName.ts'
import { stakesOf, whyFirst } from './moveWords.ts'
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
  const cat = useAtomValue(catalogAtom)
  const ranked = odds?.destinations
  if (!state || !cat || !ranked || ranked.length === 0) return null
  const chanceOf = (cardId: string) =>
    odds.chances[cardId]?.odds ?? ranked.find((d) => d.to.kind === 'card' && d.to.cardId === cardId)?.odds ?? null
  const why = whyFirst(
    ranked,
    chanceOf,
    (id) => cardName(cat, id),
    (id) => stakesOf(cat, id),
  )
  return (
    <section className="advice-moves" aria-labelledby="advice-moves-title" data-testid="move-advice">
      <h4 id="advice-moves-title">Advice: where to go, best first</h4>
      <p className="advice-rule">Ranked by the chance to resolve each and what is at stake there.</p>
      {why && (
        <p className="advice-why" data-testid="move-advice-why">
          {why}
        </p>
      )}
      <ol>
        {ranked.map((d, i) => {
          const stakes = d.to.kind === 'card' ? stakesOf(cat, d.to.cardId) : null
          return (
            <li key={d.to.kind === 'card' ? d.to.cardId : d.to.kind} className={i === 0 ? 'is-best' : undefined}>
              <span>{locationLabel(state, d.to)}</span>
              <span className="advice-odds">{chanceText(d, odds.chances)}</span>
              {stakes && (
                <span className="advice-stakes-line">
                  Resolved: {stakes.wins} · Failed: {stakes.costs}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
