// The New game form: Ancient One, investigators (count, each picked or random), ruleset and seed.
import { useId, useMemo, useState, type FormEvent } from 'react'
import { RULESETS, type GameSetup, type Ruleset } from '../../engine/index.ts'
import { MAX_INVESTIGATORS, MAX_SEED } from './parsePlayUrl.ts'
import { ancientOneOptions, investigatorOptions, randomSeed } from './setupOptions.ts'
import { setupFromChoices, type SetupChoices } from './setupFromChoices.ts'

const RULESET_LABELS: Record<Ruleset, string> = {
  revised: 'Revised rules',
  'first-printing': 'First printing',
}

/**
 * Calls `onStart` with a valid setup (`together`: "Play together" opens a room for it); a choice the game cannot
 * take is explained beside the buttons instead.
 */
export function NewGameForm({
  onStart,
}: {
  readonly onStart: (setup: GameSetup, options: { readonly together: boolean }) => void
}) {
  const id = useId()
  const ancientOnes = useMemo(ancientOneOptions, [])
  const investigators = useMemo(investigatorOptions, [])
  const [choices, setChoices] = useState<SetupChoices>(() => ({
    ancientOne: null,
    count: 1,
    seats: Array.from({ length: MAX_INVESTIGATORS }, () => null),
    ruleset: 'revised',
    seed: String(randomSeed()),
  }))
  const [problem, setProblem] = useState<string | null>(null)
  const update = (change: Partial<SetupChoices>) => {
    setChoices((before) => ({ ...before, ...change }))
    setProblem(null)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const result = setupFromChoices(choices)
    if (result.ok) onStart(result.value, { together: submitter?.getAttribute('value') === 'together' })
    else setProblem(result.error)
  }

  return (
    <form className="new-game" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>New game</h2>
      <div className="field">
        <label htmlFor={`${id}-ao`}>Ancient One</label>
        <select
          id={`${id}-ao`}
          value={choices.ancientOne ?? ''}
          onChange={(e) => update({ ancientOne: e.target.value === '' ? null : e.target.value })}
        >
          <option value="">Random — drawn from the seed</option>
          {ancientOnes.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}, {a.detail}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-count`}>Investigators</label>
        <select
          id={`${id}-count`}
          value={choices.count}
          onChange={(e) => update({ count: Number(e.target.value) })}
          aria-describedby={`${id}-count-help`}
        >
          {Array.from({ length: MAX_INVESTIGATORS }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
        <p id={`${id}-count-help`} className="help">
          You steer every investigator; each one’s card comes to the front on its turn.
        </p>
      </div>
      <fieldset className="seats">
        <legend>Who investigates</legend>
        {choices.seats.slice(0, choices.count).map((seat, i) => (
          <div className="field seat" key={i}>
            <label htmlFor={`${id}-seat-${i}`}>Investigator {i + 1}</label>
            <select
              id={`${id}-seat-${i}`}
              value={seat ?? ''}
              onChange={(e) => {
                const seats = [...choices.seats]
                seats[i] = e.target.value === '' ? null : e.target.value
                update({ seats })
              }}
            >
              <option value="">Random</option>
              {investigators.map((inv) => (
                <option key={inv.id} value={inv.id}>
                  {inv.name}, {inv.detail}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <fieldset className="ruleset">
        <legend>Ruleset</legend>
        {RULESETS.map((ruleset) => (
          <label key={ruleset} className="radio">
            <input
              type="radio"
              name={`${id}-ruleset`}
              value={ruleset}
              checked={choices.ruleset === ruleset}
              onChange={() => update({ ruleset })}
            />{' '}
            {RULESET_LABELS[ruleset]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-seed`}>Seed</label>
        <div className="seed-row">
          <input
            id={`${id}-seed`}
            inputMode="numeric"
            autoComplete="off"
            value={choices.seed}
            onChange={(e) => update({ seed: e.target.value })}
            aria-describedby={`${id}-seed-help`}
          />
          <button type="button" onClick={() => update({ seed: String(randomSeed()) })}>
            New seed
          </button>
        </div>
        <p id={`${id}-seed-help`} className="help">
          A whole number from 0 to {MAX_SEED.toLocaleString('en-US')}: the same seed and setup deal the same game.
        </p>
      </div>
      <div className="actions">
        <button type="submit" className="primary">
          Begin the night
        </button>
        <button type="submit" name="mode" value="together">
          Play together
        </button>
        {problem && (
          <p className="problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    </form>
  )
}
