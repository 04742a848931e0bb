// The `#/odds` page: any card in the task notation, any pool and helps, the exact odds with optimal play, and the
// best choice for a roll entered by hand. Every question goes to the odds worker; a change supersedes the last
// question, so typing never waits for an answer.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { DIE_FACES, type DieColor, type Face, type RankedChoice } from '../../engine/index.ts'
import { createOddsClient, isSuperseded, type OddsClient } from '../../state/odds/createOddsClient.ts'
import { faceLabel } from '../../state/tray/faceLabel.ts'
import { percent, pointsGivenUp } from '../../state/odds/adviceWords.ts'
import {
  BOUNDS,
  DEFAULT_FORM,
  choiceWords,
  clampCount,
  isRuleset,
  oddsOptions,
  oddsPool,
  poolDice,
  readCard,
  rolledFace,
  rollSituation,
  type ExplorerForm,
} from './explorerModel.ts'
import './explorer.css'

type Answer<T> = { readonly kind: 'idle' } | { readonly kind: 'working' } | { readonly kind: 'done'; readonly value: T }
type Answers = {
  readonly odds: Answer<number>
  readonly choices: Answer<readonly RankedChoice[]>
  readonly error: string | null
}

const IDLE: Answers = { odds: { kind: 'idle' }, choices: { kind: 'idle' }, error: null }

export function OddsExplorer() {
  const [form, setForm] = useState<ExplorerForm>(DEFAULT_FORM)
  const [withRoll, setWithRoll] = useState(false)
  const [answers, setAnswers] = useState<Answers>(IDLE)
  const client = useRef<OddsClient | null>(null)
  useEffect(() => {
    const c = createOddsClient()
    client.current = c
    return () => {
      c.dispose()
      client.current = null
    }
  }, [])
  const card = readCard(form.card)

  useEffect(() => {
    const c = client.current
    if (!c || !card.ok) return
    c.supersede()
    let live = true
    const fail = (e: unknown) => {
      if (live && !isSuperseded(e)) setAnswers((a) => ({ ...a, error: e instanceof Error ? e.message : String(e) }))
    }
    setAnswers({ odds: { kind: 'working' }, choices: withRoll ? { kind: 'working' } : { kind: 'idle' }, error: null })
    c.adventureOdds(form.card, oddsPool(form), oddsOptions(form))
      .then((value) => live && setAnswers((a) => ({ ...a, odds: { kind: 'done', value } })))
      .catch(fail)
    if (withRoll && poolDice(form).length > 0)
      c.rankChoices(rollSituation(form, card.card))
        .then((value) => live && setAnswers((a) => ({ ...a, choices: { kind: 'done', value } })))
        .catch(fail)
    return () => {
      live = false
    }
    // `card` is derived from form.card, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, withRoll])

  const set = (change: Partial<ExplorerForm>) => setForm((f) => ({ ...f, ...change }))
  const cardError = card.ok ? null : card.error
  return (
    <main className="explorer" aria-labelledby="explorer-title">
      <header className="explorer-header">
        <h1 id="explorer-title">Odds explorer</h1>
        <a className="shell-button" href="#/">
          Back to the museum
        </a>
      </header>
      <p className="explorer-lede">
        The exact chance of completing a card with optimal play: type its tasks in the notation (e.g.{' '}
        <code>4I L L / P 2I</code>; <code>&gt;</code> between tasks means in order), choose the dice and the help you
        bring, and enter a roll to see the best choice.
      </p>
      <div className="explorer-columns">
        <form
          className="explorer-form"
          onSubmit={(e) => e.preventDefault()}
          aria-label="The card, the dice and the help"
        >
          <CardField value={form.card} error={cardError} onChange={(text) => set({ card: text })} />
          <fieldset>
            <legend>Dice pool</legend>
            <NumberField
              label="Green dice"
              value={form.green}
              max={BOUNDS.green}
              onChange={(green) => set({ green })}
            />
            <Check label="Yellow die in the pool" checked={form.yellow} onChange={(yellow) => set({ yellow })} />
            <Check label="Red die in the pool" checked={form.red} onChange={(red) => set({ red })} />
          </fieldset>
          <fieldset>
            <legend>Help</legend>
            <NumberField label="Focus" value={form.focus} max={BOUNDS.focus} onChange={(focus) => set({ focus })} />
            <NumberField label="Clues" value={form.clues} max={BOUNDS.clues} onChange={(clues) => set({ clues })} />
            <NumberField
              label="Securing spells"
              value={form.spells}
              max={BOUNDS.spells}
              onChange={(spells) => set({ spells })}
            />
            <NumberField
              label="Investigators who can assist"
              value={form.assists}
              max={BOUNDS.assists}
              onChange={(assists) => set({ assists })}
            />
            <NumberField
              label="One-use rerolls (items, allies)"
              value={form.rerolls}
              max={BOUNDS.rerolls}
              onChange={(rerolls) => set({ rerolls })}
            />
            <Check
              label="An ability rerolls once every roll"
              checked={form.rerollEachRoll}
              onChange={(rerollEachRoll) => set({ rerollEachRoll })}
            />
            <Check
              label="Can add the yellow die"
              checked={form.addYellow && !form.yellow}
              disabled={form.yellow}
              onChange={(addYellow) => set({ addYellow })}
            />
            <Check
              label="Can add the red die"
              checked={form.addRed && !form.red}
              disabled={form.red}
              onChange={(addRed) => set({ addRed })}
            />
            <RulesetField value={form.ruleset} onChange={(ruleset) => set({ ruleset })} />
          </fieldset>
        </form>
        <section className="explorer-results" aria-labelledby="explorer-odds-title">
          <h2 id="explorer-odds-title">Chance to complete the card</h2>
          <p className="explorer-odds" role="status" aria-live="polite" data-testid="explorer-odds">
            <Result answer={card.ok ? answers.odds : { kind: 'idle' }} idle="—">
              {(p) => <span data-odds={p}>{percent(p)}</span>}
            </Result>
          </p>
          {answers.error && (
            <p className="explorer-error" role="alert">
              {answers.error}
            </p>
          )}
          <RollPanel
            form={form}
            enabled={withRoll}
            onEnable={setWithRoll}
            onFace={(i, face) => {
              const roll = poolDice(form).map((color, j) => (j === i ? face : rolledFace(form, j, color)))
              set({ roll })
            }}
            choices={card.ok ? answers.choices : { kind: 'idle' }}
          />
        </section>
      </div>
    </main>
  )
}

function Result<T>({
  answer,
  idle,
  children,
}: {
  readonly answer: Answer<T>
  readonly idle: string
  readonly children: (value: T) => ReactNode
}) {
  if (answer.kind === 'done') return <>{children(answer.value)}</>
  return <span className="explorer-working">{answer.kind === 'working' ? 'Working it out…' : idle}</span>
}

function CardField({
  value,
  error,
  onChange,
}: {
  readonly value: string
  readonly error: string | null
  readonly onChange: (text: string) => void
}) {
  const id = useId()
  return (
    <div className="explorer-field explorer-card">
      <label htmlFor={id}>Card (task notation)</label>
      <input
        id={id}
        type="text"
        value={value}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : `${id}-help`}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="explorer-error" role="alert" data-testid="explorer-parse-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-help`} className="explorer-help">
          Faces: <code>nI</code> investigation, <code>L</code> lore, <code>P</code> peril, <code>T</code> terror; tasks
          split by <code>/</code> (any order) or <code>&gt;</code> (in order).
        </p>
      )}
    </div>
  )
}

function NumberField({
  label,
  value,
  max,
  onChange,
}: {
  readonly label: string
  readonly value: number
  readonly max: number
  readonly onChange: (n: number) => void
}) {
  const id = useId()
  return (
    <div className="explorer-field explorer-number">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onChange(clampCount(e.target.value, max))}
      />
    </div>
  )
}

function Check({
  label,
  checked,
  disabled = false,
  onChange,
}: {
  readonly label: string
  readonly checked: boolean
  readonly disabled?: boolean
  readonly onChange: (on: boolean) => void
}) {
  return (
    <label className="explorer-check">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  )
}

function RulesetField({
  value,
  onChange,
}: {
  readonly value: ExplorerForm['ruleset']
  readonly onChange: (r: ExplorerForm['ruleset']) => void
}) {
  const id = useId()
  return (
    <div className="explorer-field">
      <label htmlFor={id}>Rules</label>
      <select id={id} value={value} onChange={(e) => isRuleset(e.target.value) && onChange(e.target.value)}>
        <option value="revised">Revised rules</option>
        <option value="first-printing">First printing</option>
      </select>
    </div>
  )
}

function RollPanel({
  form,
  enabled,
  onEnable,
  onFace,
  choices,
}: {
  readonly form: ExplorerForm
  readonly enabled: boolean
  readonly onEnable: (on: boolean) => void
  readonly onFace: (die: number, face: Face) => void
  readonly choices: Answer<readonly RankedChoice[]>
}) {
  const dice = poolDice(form)
  return (
    <section className="explorer-roll" aria-labelledby="explorer-roll-title">
      <h2 id="explorer-roll-title">After a roll</h2>
      <label className="explorer-check">
        <input type="checkbox" checked={enabled} onChange={(e) => onEnable(e.target.checked)} />
        Enter the roll by hand and rank every choice
      </label>
      {enabled && (
        <>
          <div className="explorer-dice" role="group" aria-label="The roll, one face per die">
            {dice.map((color, i) => (
              <FaceField key={i} index={i} color={color} value={rolledFace(form, i, color)} onChange={onFace} />
            ))}
          </div>
          {dice.length === 0 ? (
            <p className="explorer-help">Put some dice in the pool first.</p>
          ) : (
            <Result answer={choices} idle="">
              {(ranked) => <Ranked form={form} ranked={ranked} />}
            </Result>
          )}
        </>
      )}
    </section>
  )
}

function FaceField({
  index,
  color,
  value,
  onChange,
}: {
  readonly index: number
  readonly color: DieColor
  readonly value: Face
  readonly onChange: (die: number, face: Face) => void
}) {
  const id = useId()
  return (
    <div className={`explorer-die is-${color}`}>
      <label htmlFor={id}>
        Die {index + 1} <span className="explorer-die-colour">{color}</span>
      </label>
      <select id={id} value={value} onChange={(e) => onChange(index, e.target.value as Face)}>
        {DIE_FACES[color].map((face) => (
          <option key={face} value={face}>
            {faceLabel(face)}
          </option>
        ))}
      </select>
    </div>
  )
}

const SHOWN = 8

function Ranked({ form, ranked }: { readonly form: ExplorerForm; readonly ranked: readonly RankedChoice[] }) {
  const best = ranked[0]
  if (!best) return <p className="explorer-help">No choice: the roll cannot go on.</p>
  return (
    <>
      <p className="explorer-best" data-testid="explorer-best" data-odds={best.odds}>
        <span>Best: {choiceWords(form, best.choice)}</span>
        <strong>{percent(best.odds)}</strong>
      </p>
      <ol className="explorer-choices" aria-label="Every other choice and the chance it leaves">
        {ranked.slice(1, SHOWN).map((r, i) => (
          <li key={i}>
            <span>{choiceWords(form, r.choice)}</span>
            <span>{percent(r.odds)}</span>
            <span className="advice-delta">{pointsGivenUp(best.odds, r.odds)}</span>
          </li>
        ))}
      </ol>
      {ranked.length > SHOWN && <p className="explorer-help">and {ranked.length - SHOWN} more, each worse.</p>}
    </>
  )
}

export default OddsExplorer
