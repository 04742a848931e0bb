import type { ReactNode } from 'react'
import type { Advice, DmdMove, Odds } from '../../companion/index.ts'
import { dmdDieName, type DmdTrayState } from '../../state/tray/dmdTrayState.ts'
import { AdviceView } from './AdviceView.tsx'
import { CompanionPanel } from './CompanionPanel.tsx'
import { DMD_KIND_MARK, dmdFaceLabel } from '../../state/tray/companionLabels.ts'
import { RANGES, type DmdSettings } from '../../state/tray/companionSettings.ts'
import { rangeField } from './rangeField.tsx'

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
    <CompanionPanel
      hint="Death May Die: make a roll of 3 black dice and any green bonus dice."
      legend="The roll"
      setup={
        <>
          {rangeField('Green bonus dice', settings.green, RANGES.dmd.green, (green) => set({ green }))}
          {rangeField('Stress maximum', settings.stressMax, RANGES.dmd.stressMax, (stressMax) =>
            set({ stressMax, stressTaken: Math.min(settings.stressTaken, stressMax) }),
          )}
          {rangeField('Stress taken', settings.stressTaken, [0, settings.stressMax], (stressTaken) =>
            set({ stressTaken }),
          )}
          <label className="tray-check">
            <input
              type="checkbox"
              checked={settings.goal !== null}
              onChange={(e) => set({ goal: e.target.checked ? 1 : null })}
            />{' '}
            Successes needed
          </label>
          {settings.goal !== null &&
            rangeField('Target successes', settings.goal, RANGES.dmd.goal, (goal) => set({ goal }))}
        </>
      }
      rolling={rolling}
      dice={dice}
      onThrow={onThrow}
      counter={
        <p className="tray-counter" data-stress-taken={settings.stressTaken}>
          Stress: <strong>{settings.stressTaken}</strong> of {settings.stressMax}
        </p>
      }
      announcement={state.announcement}
      problem={state.problem}
      result={
        roll ? (
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
        ) : null
      }
      before={before}
      goal={settings.goal}
      notes={sanityNotes}
      footer={footer}
    />
  )
}
