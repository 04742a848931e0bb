import type { Odds } from '../../companion/index.ts'
import { formatPercent } from '../../state/tray/formatPercent.ts'

/** Props of {@link OddsChart}. */
export interface OddsChartProps {
  /** What the odds are of: "Before the roll", "Now". */
  readonly title: string
  readonly odds: Odds
  /** Successes needed; null when the roll has no target. */
  readonly goal: number | null
  /** Extra lines under the chart (expected sanity lost, tokens spent). */
  readonly notes?: readonly string[]
}

/**
 * Exact odds as DOM: the chance to pass, then one bar per number of successes with its value in text, so a
 * screen reader hears every figure the bars show. Bars at or above the goal are marked as passing.
 */
export function OddsChart({ title, odds, goal, notes = [] }: OddsChartProps) {
  const top = Math.max(...odds.successes, 1e-9)
  return (
    <section className="tray-odds" aria-label={title}>
      <h3>{title}</h3>
      {odds.pass !== null && (
        <p className="tray-odds-pass" data-p={odds.pass}>
          Chance to pass: <strong>{formatPercent(odds.pass)}</strong>
        </p>
      )}
      <ol className="tray-odds-bars" aria-label="Chance of each number of successes">
        {odds.successes.map((p, k) => (
          <li
            key={k}
            data-successes={k}
            data-p={p}
            className={goal !== null && k >= goal ? 'tray-odds-bar tray-odds-bar--pass' : 'tray-odds-bar'}
          >
            <span className="tray-odds-k">
              {k} {k === 1 ? 'success' : 'successes'}
            </span>
            <span className="tray-odds-track" aria-hidden="true">
              <span className="tray-odds-fill" style={{ width: `${(100 * p) / top}%` }} />
            </span>
            <span className="tray-odds-value">{formatPercent(p)}</span>
          </li>
        ))}
      </ol>
      <p className="tray-odds-expect">
        Expected successes: {odds.expectedSuccesses.toFixed(2)}
        {notes.map((note) => (
          <span key={note}>
            <br />
            {note}
          </span>
        ))}
      </p>
    </section>
  )
}
