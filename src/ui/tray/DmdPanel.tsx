import type { ReactNode } from 'react'
import type { Advice, DmdMove, Odds } from '../../companion/index.ts'
import { dmdDieName, type DmdTrayState } from '../../state/tray/dmdTrayState.ts'
import { AdviceView } from './AdviceView.tsx'
import { DMD_KIND_MARK, dmdFaceLabel } from '../../state/tray/companionLabels.ts'
import { RANGES, type DmdSettings } from '../../state/tray/companionSettings.ts'
import { NumberField } from './NumberField.tsx'
import { OddsChart } from './OddsChart.tsx'

/** Props of {@link DmdPanel}. */
export interface DmdPanelProps {
  readonly state: DmdTrayState
  readonly rolling: boolean
  readonly before: Odds | string
  readonly advice: Advice<DmdMove> | string | null
  readonly onSettings: (settings: DmdSettings) => void
  readonly onThrow: () => void
  readonly onReroll: (id: number) => void
  readonly footer: ReactNode
}

const sanityNotes = (odds: Odds) => [
  `Expected sanity lost: ${odds.expectedTentacles.toFixed(2)}`,
  `Expected stress taken: ${odds.expectedSpent.toFixed(2)}`,
]

/** The DOM beside the Death May Die tray: the roll's setup, its odds, the dice to reroll and the advice. */
export function DmdPanel({ state, rolling, before, advice, onSettings, onThrow, onReroll, footer }: DmdPanelProps) {
  const { settings, roll } = state
  const dice = 3 + settings.green
  const room = settings.stressMax - settings.stressTaken
  const set = (patch: Partial<DmdSettings>) => onSettings({ ...settings, ...patch })
  return (
    <aside className="tray-panel">
      <h1>Dice tray</h1>
      <p className="tray-hint">Death May Die: make a roll of 3 black dice and any green bonus dice.</p>
      <fieldset className="tray-setup" disabled={rolling}>
        <legend>The roll</legend>
        <NumberField
          label="Green bonus dice"
          value={settings.green}
          min={RANGES.dmd.green[0]}
          max={RANGES.dmd.green[1]}
          onChange={(green) => set({ green })}
        />
        <NumberField
          label="Stress maximum"
          value={settings.stressMax}
          min={RANGES.dmd.stressMax[0]}
          max={RANGES.dmd.stressMax[1]}
          onChange={(stressMax) => set({ stressMax, stressTaken: Math.min(settings.stressTaken, stressMax) })}
        />
        <NumberField
          label="Stress taken"
          value={settings.stressTaken}
          min={0}
          max={settings.stressMax}
          onChange={(stressTaken) => set({ stressTaken })}
        />
        <label className="tray-check">
          <input
            type="checkbox"
            checked={settings.goal !== null}
            onChange={(e) => set({ goal: e.target.checked ? 1 : null })}
          />{' '}
          Successes needed
        </label>
        {settings.goal !== null && (
          <NumberField
            label="Target successes"
            value={settings.goal}
            min={RANGES.dmd.goal[0]}
            max={RANGES.dmd.goal[1]}
            onChange={(goal) => set({ goal })}
          />
        )}
      </fieldset>
      <button type="button" className="tray-throw" onClick={onThrow} disabled={rolling}>
        {rolling ? 'Rolling…' : `Throw ${dice} dice`}
      </button>
      <p className="tray-counter" data-stress-taken={settings.stressTaken}>
        Stress: <strong>{settings.stressTaken}</strong> of {settings.stressMax}
      </p>
      <div className="tray-live" role="status" aria-live="polite" aria-atomic="true">
        {state.announcement}
      </div>
      {state.problem && (
        <p className="tray-problem" role="alert">
          {state.problem}
        </p>
      )}
      <section className="tray-results" aria-label="Results">
        <h2>Result</h2>
        {roll ? (
          <>
            <p className="tray-hint">
              {room > 0
                ? 'Choose a die (here or on the felt) to reroll it for 1 stress.'
                : 'No stress left to take: no more rerolls.'}
            </p>
            <ol className="tray-result tray-result--choose" data-roll-id={roll.rollId}>
              {roll.dice.map(({ id, kind, face }) => (
                <li key={id} data-die={id} data-face={face}>
                  <button type="button" disabled={rolling || room <= 0} onClick={() => onReroll(id)}>
                    <span className={`tray-mark tray-mark--dmd-${kind}`} aria-hidden="true">
                      {DMD_KIND_MARK[kind]}
                    </span>{' '}
                    {dmdDieName(id)}: <strong>{dmdFaceLabel(face)}</strong>
                    <span className="tray-sr"> (reroll for 1 stress)</span>
                  </button>
                </li>
              ))}
            </ol>
            {advice && (
              <AdviceView
                advice={advice}
                goal={settings.goal}
                describe={(move) =>
                  move.type === 'stop' ? 'stop here' : `reroll ${dmdDieName(roll.dice[move.die]!.id)}`
                }
                notes={sanityNotes}
              />
            )}
          </>
        ) : (
          <p className="tray-hint">No roll yet.</p>
        )}
      </section>
      {typeof before === 'string' ? (
        <p className="tray-problem">Odds unavailable: {before}</p>
      ) : (
        !roll && <OddsChart title="Before the roll" odds={before} goal={settings.goal} notes={sanityNotes(before)} />
      )}
      {footer}
    </aside>
  )
}
