// The `#/odds` page: any card in the task notation, any pool and helps, the exact odds with optimal play, and the
// best choice for a roll entered by hand. Every question goes to the odds worker; a change supersedes the last
// question, so typing never waits for an answer.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Face, RankedChoice } from '../../engine/index.ts'
import { createOddsClient, isSuperseded, type OddsClient } from '../../state/odds/createOddsClient.ts'
import { percent, pointsGivenUp } from '../../state/odds/adviceWords.ts'
import {
  BOUNDS,
  DEFAULT_FORM,
  choiceWords,
  oddsOptions,
  oddsPool,
  poolDice,
  readCard,
  rolledFace,
  rollSituation,
  type ExplorerForm,
} from './explorerModel.ts'
import { CardField, Check, FaceField, NumberField, RulesetField } from './ExplorerFields.tsx'
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
    const card = readCard(form.card)
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
