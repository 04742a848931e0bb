import type { ReactNode } from 'react'
import type { Odds } from '../../companion/index.ts'
import { OddsChart } from './OddsChart.tsx'

/** Props of {@link CompanionPanel}. */
export interface CompanionPanelProps {
  /** The game and what it rolls, in a sentence. */
  readonly hint: string
  /** The setup's legend ("The roll", "The check") and its fields. */
  readonly legend: string
  readonly setup: ReactNode
  readonly rolling: boolean
  /** Dice the throw starts with; none disables the throw. */
  readonly dice: number
  readonly onThrow: () => void
  /** The counter of what rerolls cost (stress, clues, focus), under the throw. */
  readonly counter: ReactNode
  readonly announcement: string
  readonly problem: string | null
  /** The roll die by die with its rerolls and advice; null before the first roll. */
  readonly result: ReactNode | null
  /** Odds before the roll, or why there are none. */
  readonly before: Odds | string
  readonly goal: number | null
  readonly notes: (odds: Odds) => string[]
  /** Sound, motion, mode and seed (shared by every mode). */
  readonly footer: ReactNode
}

/**
 * The DOM beside a companion game's tray (Death May Die, Eldritch Horror, Arkham Horror): the setup, the throw,
 * what rerolls cost, the result, the odds before the roll, then the shared footer.
 */
export function CompanionPanel(props: CompanionPanelProps) {
  const { rolling, dice, before, result } = props
  return (
    <aside className="tray-panel">
      <h1>Dice tray</h1>
      <p className="tray-hint">{props.hint}</p>
      <fieldset className="tray-setup" disabled={rolling}>
        <legend>{props.legend}</legend>
        {props.setup}
      </fieldset>
      <button type="button" className="tray-throw" onClick={props.onThrow} disabled={rolling || dice === 0}>
        {rolling
          ? 'Rolling…'
          : dice === 0
            ? 'No dice: the check fails'
            : `Throw ${dice} ${dice === 1 ? 'die' : 'dice'}`}
      </button>
      {props.counter}
      <div className="tray-live" role="status" aria-live="polite" aria-atomic="true">
        {props.announcement}
      </div>
      {props.problem && (
        <p className="tray-problem" role="alert">
          {props.problem}
        </p>
      )}
      <section className="tray-results" aria-label="Results">
        <h2>Result</h2>
        {result ?? <p className="tray-hint">No roll yet.</p>}
      </section>
      {typeof before === 'string' ? (
        <p className="tray-problem">Odds unavailable: {before}</p>
      ) : (
        result === null && (
          <OddsChart title="Before the roll" odds={before} goal={props.goal} notes={props.notes(before)} />
        )
      )}
      {props.footer}
    </aside>
  )
}
