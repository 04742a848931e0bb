import type { TrayRollResult } from '../../state/tray/trayHistory.ts'
import { KIND_MARK } from './DiceMixControls.tsx'
import { faceLabel } from '../../state/tray/faceLabel.ts'

/** Props of {@link RollResults}. */
export interface RollResultsProps {
  readonly last: TrayRollResult | null
  readonly history: readonly TrayRollResult[]
}

/** The latest roll die by die, and a short history of the rolls before it. */
export function RollResults({ last, history }: RollResultsProps) {
  return (
    <section className="tray-results" aria-label="Results">
      <h2>Result</h2>
      {last ? (
        <ol className="tray-result" data-roll-id={last.rollId}>
          {last.dice.map(({ die, color, face }) => (
            <li key={die} data-die={die} data-color={color} data-face={face}>
              <span className={`tray-mark tray-mark--${color}`} aria-hidden="true">
                {KIND_MARK[color]}
              </span>{' '}
              {color}: <strong>{faceLabel(face)}</strong>
            </li>
          ))}
        </ol>
      ) : (
        <p className="tray-hint">No roll yet.</p>
      )}
      {history.length > 0 && (
        <>
          <h3>Earlier rolls</h3>
          <ol className="tray-history" reversed>
            {history.map((roll) => (
              <li key={roll.rollId} data-roll-id={roll.rollId}>
                Roll {roll.rollId}: {roll.dice.map((d) => `${KIND_MARK[d.color]} ${faceLabel(d.face)}`).join(' · ')}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
