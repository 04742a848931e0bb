import type { ReactNode } from 'react'
import { BLESSINGS, isPipSuccess, type Advice, type AhMove, type EhMove, type Odds } from '../../companion/index.ts'
import { paymentFor, pipDieName, type Payment, type PipTrayState } from '../../state/tray/pipTrayState.ts'
import { AdviceView } from './AdviceView.tsx'
import { CompanionPanel } from './CompanionPanel.tsx'
import { RANGES, type AhSettings, type EhSettings } from '../../state/tray/companionSettings.ts'
import { rangeField } from './rangeField.tsx'

/** The advice for the dice on the table, tagged by game. */
export type PipAdvice =
  { readonly game: 'eh'; readonly advice: Advice<EhMove> } | { readonly game: 'ah'; readonly advice: Advice<AhMove> }

/** Props of {@link PipPanel}. */
export interface PipPanelProps {
  readonly state: PipTrayState
  readonly rolling: boolean
  /** Dice the throw starts with. */
  readonly dice: number
  readonly before: Odds | string
  readonly advice: PipAdvice | string | null
  readonly onSettings: (settings: EhSettings | AhSettings) => void
  readonly onPayWith: (payWith: Payment) => void
  readonly onThrow: () => void
  readonly onReroll: (id: number) => void
  readonly onAddDie: () => void
  readonly footer: ReactNode
}

const BLESSING_NAMES = { none: 'Neither', blessed: 'Blessed (4–6)', cursed: 'Cursed (6 only)' } as const

const spentNote = (game: 'eh' | 'ah') => (odds: Odds) => [
  `Expected ${game === 'eh' ? 'clues and focus' : 'clues'} spent: ${odds.expectedSpent.toFixed(2)}`,
]

/** The DOM beside the Eldritch Horror or Arkham Horror tray: the check's setup, odds, dice and advice. */
export function PipPanel(props: PipPanelProps) {
  const { state, rolling, dice, before, advice, footer } = props
  const { settings, roll } = state
  const set = (patch: Partial<EhSettings & AhSettings>) => props.onSettings({ ...settings, ...patch })
  const ranges = state.game === 'eh' ? RANGES.eh : RANGES.ah
  const tokens = state.game === 'eh' ? state.settings.clues + state.settings.focus : state.settings.clues
  return (
    <CompanionPanel
      hint={
        state.game === 'eh'
          ? 'Eldritch Horror: roll the skill plus modifiers (at least 1 die); 5 and 6 succeed.'
          : 'Arkham Horror: roll the skill plus modifiers; 5 and 6 succeed; each clue spent adds a die.'
      }
      legend="The check"
      setup={
        <>
          {rangeField('Skill', settings.skill, ranges.skill, (skill) => set({ skill }))}
          {rangeField('Modifiers', settings.modifier, ranges.modifier, (modifier) => set({ modifier }))}
          {rangeField('Clues', settings.clues, ranges.clues, (clues) => set({ clues }))}
          {state.game === 'eh' && rangeField('Focus', state.settings.focus, RANGES.eh.focus, (focus) => set({ focus }))}
          {rangeField(state.game === 'eh' ? 'Successes needed' : 'Difficulty', settings.goal, ranges.goal, (goal) =>
            set({ goal }),
          )}
          <div className="tray-field">
            <label htmlFor="tray-blessing">Blessing</label>
            <select
              id="tray-blessing"
              value={settings.blessing}
              onChange={(e) => set({ blessing: e.target.value as EhSettings['blessing'] })}
            >
              {BLESSINGS.map((b) => (
                <option key={b} value={b}>
                  {BLESSING_NAMES[b]}
                </option>
              ))}
            </select>
          </div>
        </>
      }
      rolling={rolling}
      dice={dice}
      onThrow={props.onThrow}
      counter={
        <p
          className="tray-counter"
          data-clues={settings.clues}
          data-focus={state.game === 'eh' ? state.settings.focus : undefined}
        >
          Clues: <strong>{settings.clues}</strong>
          {state.game === 'eh' && (
            <>
              {' '}
              · Focus: <strong>{state.settings.focus}</strong>
            </>
          )}
        </p>
      }
      announcement={state.announcement}
      problem={state.problem}
      result={
        roll ? (
          <>
            {state.game === 'eh' ? (
              <>
                <p className="tray-hint">
                  {tokens > 0
                    ? 'Choose a die (here or on the felt) to reroll it.'
                    : 'No clues or focus left: no more rerolls.'}
                </p>
                <fieldset className="tray-pay" disabled={rolling || tokens === 0}>
                  <legend>Pay for a reroll with</legend>
                  {(['focus', 'clue'] as const).map((p) => (
                    <label key={p}>
                      <input
                        type="radio"
                        name="tray-pay"
                        checked={paymentFor(state) === p}
                        disabled={(p === 'focus' ? state.settings.focus : state.settings.clues) === 0}
                        onChange={() => props.onPayWith(p)}
                      />{' '}
                      {p === 'focus' ? 'a focus token' : 'a clue'}
                    </label>
                  ))}
                </fieldset>
              </>
            ) : (
              <button
                type="button"
                className="tray-add"
                disabled={rolling || settings.clues === 0}
                onClick={props.onAddDie}
              >
                Spend a clue: add a die ({settings.clues} left)
              </button>
            )}
            <ol className="tray-result tray-result--pips" data-roll-id={roll.rollId}>
              {roll.dice.map(({ id, pip }) => {
                const success = isPipSuccess(pip, settings.blessing)
                const text = (
                  <>
                    {pipDieName(id)}: <strong>{pip}</strong> {success ? '(success)' : ''}
                  </>
                )
                return (
                  <li key={id} data-die={id} data-face={pip} className={success ? 'tray-pip--success' : undefined}>
                    {state.game === 'eh' ? (
                      <button type="button" disabled={rolling || tokens === 0} onClick={() => props.onReroll(id)}>
                        {text}
                        <span className="tray-sr"> (reroll)</span>
                      </button>
                    ) : (
                      text
                    )}
                  </li>
                )
              })}
            </ol>
            {advice && <PipAdviceView advice={advice} goal={settings.goal} dice={roll.dice} />}
          </>
        ) : null
      }
      before={before}
      goal={settings.goal}
      notes={spentNote(state.game)}
      footer={footer}
    />
  )
}

function PipAdviceView({
  advice,
  goal,
  dice,
}: {
  readonly advice: PipAdvice | string
  readonly goal: number
  readonly dice: readonly { readonly id: number }[]
}) {
  if (typeof advice === 'string') return <p className="tray-problem">Odds unavailable: {advice}</p>
  if (advice.game === 'eh') {
    return (
      <AdviceView<EhMove>
        advice={advice.advice}
        goal={goal}
        describe={(m) =>
          m.type === 'stop'
            ? 'stop here'
            : `reroll ${pipDieName(dice[m.die]!.id)} with ${m.spend === 'focus' ? 'a focus token' : 'a clue'}`
        }
        notes={spentNote('eh')}
      />
    )
  }
  return (
    <AdviceView<AhMove>
      advice={advice.advice}
      goal={goal}
      describe={(m) => (m.type === 'stop' ? 'stop here' : 'spend a clue to add a die')}
      notes={spentNote('ah')}
    />
  )
}
