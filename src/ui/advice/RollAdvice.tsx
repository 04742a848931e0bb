// During an attempt: the best choice now (which task with which dice, failing the roll and which die to discard
// or focus, a clue on which dice, which item…) and the chance each alternative leaves, best first. When every choice
// lies within half a point of the best, nothing is best: the panel says the choices are even (quietAdvice.ts).
import type { BestMove, GameState } from '../../engine/index.ts'
import { refinable } from '../../state/odds/tableOdds.ts'
import { adviceLabel, evenAdviceWords, percent, pointsGivenUp } from '../../state/odds/adviceWords.ts'
import { isAsGood, isEven } from '../../state/odds/quietAdvice.ts'

/** Alternatives listed under the best choice (the rest only lower the chance further). */
const SHOWN = 5

export function RollAdvice({ move, state }: { readonly move: BestMove; readonly state: GameState }) {
  const approximate = reasonOf(move)
  const others = move.options.filter((o) => o.action !== move.action).slice(0, SHOWN)
  if (isEven(move)) return <EvenAdvice move={move} approximate={approximate !== null} />
  return (
    <section className="advice-roll" aria-labelledby="advice-roll-title" data-testid="odds-advice">
      <h3 id="advice-roll-title">Best choice</h3>
      <p
        className="advice-best"
        aria-live="polite"
        data-best-action={JSON.stringify(move.action)}
        data-odds={move.odds}
      >
        <span className="advice-best-text">{adviceLabel(state, move.action)}</span>{' '}
        <span className="advice-big">{percent(move.odds, approximate !== null)}</span>
      </p>
      {approximate !== null && (
        <p className="advice-note">
          ≈ {refining(move) ? 'For now: ' : ''}
          {approximate}
          {refining(move) ? '. Working out the exact odds…' : ''}
        </p>
      )}
      {others.length > 0 && (
        <ol className="advice-options" aria-label="Other choices and the chance each leaves">
          {others.map((o, i) => (
            <li key={i}>
              <span>{adviceLabel(state, o.action)}</span>
              <span className="advice-odds">{percent(o.odds)}</span>
              <span className="advice-delta">
                {isAsGood(o.odds, move.odds) ? 'as good' : pointsGivenUp(move.odds, o.odds)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** Every choice within half a point of the best: no choice is marked, and the panel says so (adviceWords.ts). */
function EvenAdvice({ move, approximate }: { readonly move: BestMove; readonly approximate: boolean }) {
  const words = evenAdviceWords(move, approximate)
  return (
    <section className="advice-roll" aria-labelledby="advice-roll-title" data-testid="odds-advice">
      <h3 id="advice-roll-title">{words.title}</h3>
      <p className="advice-even" aria-live="polite" data-even-odds={move.odds}>
        {words.text}
      </p>
    </section>
  )
}

/** Whether the worker's exact pass is yet to better this number (terrorModel.ts, Exactness.refine). */
function refining(move: BestMove): boolean {
  const e = (move as { readonly exactness?: BestMove['exactness'] }).exactness
  return e !== undefined && refinable(e)
}

/** The solver's reason when it could not make the number exact (bestMove's optional `exactness`), else null. */
function reasonOf(move: BestMove): string | null {
  const e = (move as { readonly exactness?: { readonly approximate: boolean; readonly reason?: string } }).exactness
  return e?.approximate ? (e.reason ?? 'Approximate.') : null
}
