// The card in focus in numbers: its chance from here with everything the investigator brings, without each help
// in turn and with the dice alone, and what rides on it (rewards, penalties, terror, trophies).
import { useAtomValue } from 'jotai'
import type { CardBreakdown } from '../../state/odds/tableOdds.ts'
import { catalogAtom } from '../game/shellAtoms.ts'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { cardDetails } from '../zoom/cardDetails.ts'
import { HELP_NAMES, percent, pointsGivenUp } from '../../state/odds/adviceWords.ts'

const AT_STAKE = ['Rewards', 'Penalties', 'Terror', 'Trophy value']

export function CardOddsPanel({ breakdown }: { readonly breakdown: CardBreakdown }) {
  const cat = useAtomValue(catalogAtom)
  const state = useAtomValue(gameStateAtom)
  const details = cat ? cardDetails(cat, breakdown.cardId, state) : null
  const stakes = details?.sections.filter((s) => AT_STAKE.includes(s.title)) ?? []
  const titleId = `odds-card-${breakdown.cardId}`
  return (
    <section className="advice-card" aria-labelledby={titleId} data-testid="odds-breakdown">
      <h3 id={titleId}>
        {details?.name ?? breakdown.cardId}{' '}
        <span className="advice-big" data-odds={breakdown.odds}>
          {percent(breakdown.odds, breakdown.approximate)}
        </span>
      </h3>
      <table className="advice-table">
        <caption className="sr-only">The chance to resolve it, with and without each help</caption>
        <tbody>
          <tr>
            <th scope="row">With everything you bring</th>
            <td>{percent(breakdown.odds, breakdown.approximate)}</td>
            <td />
          </tr>
          {breakdown.without.map((w) => (
            <tr key={w.help}>
              <th scope="row">Without {HELP_NAMES[w.help]}</th>
              <td>{percent(w.odds, breakdown.approximate)}</td>
              <td className="advice-delta">{pointsGivenUp(breakdown.odds, w.odds)}</td>
            </tr>
          ))}
          {breakdown.bare !== null && breakdown.without.length > 1 && (
            <tr>
              <th scope="row">The dice alone</th>
              <td>{percent(breakdown.bare, breakdown.approximate)}</td>
              <td className="advice-delta">{pointsGivenUp(breakdown.odds, breakdown.bare)}</td>
            </tr>
          )}
        </tbody>
      </table>
      {breakdown.approximate && (
        <p className="advice-note">
          ≈ Approximate{breakdown.refine ? ' for now' : ''}:{' '}
          {breakdown.reason ?? 'an effect the solver cannot count exactly'}.
          {breakdown.refine ? ' Working out the exact odds…' : ''}
        </p>
      )}
      {stakes.length > 0 && (
        <dl className="advice-stakes">
          {stakes.map((s) => (
            <div key={s.title}>
              <dt>{s.title === 'Trophy value' ? 'Trophies' : s.title}</dt>
              <dd>{s.lines.join(' ')}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
