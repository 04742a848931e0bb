// The replay viewer's controls: where we are (step, turn, the action and what it caused), the transport buttons
// with their keys, a scrubber over the whole game, and "play on from here".
import { useAtomValue, useSetAtom } from 'jotai'
import { describeAction } from '../../state/describeAction.ts'
import { logLinesAtom } from '../log/logAtoms.ts'
import { eventsAtom } from '../../state/gameAtoms.ts'
import { lastStep, type Recording } from './recording.ts'
import { playOnAtom, replayAtom, replayCommandAtom, stepToAtom } from './replayAtoms.ts'
import { REPLAY_SHORTCUTS, type ReplayCommand } from './replayKey.ts'

/** What a step shows in words: its number, the turn, and the action taken. */
export function stepWords(recording: Recording, step: number): { position: string; action: string } {
  const state = recording.states[step]
  const turn = state ? state.turn.number : 0
  const position = `Step ${step} of ${lastStep(recording)} · turn ${turn}`
  const before = recording.states[step - 1]
  const action = recording.actions[step - 1]
  return {
    position,
    action: before && action ? describeAction(before, action) : 'The table is set; nothing has been done yet.',
  }
}

const TRANSPORT: readonly { command: ReplayCommand; label: string; glyph: string; keys: string; aria: string }[] = [
  { command: 'first', label: 'Start', glyph: '|◀', keys: 'Home', aria: 'Home' },
  { command: 'turnBack', label: 'Turn back', glyph: '◀◀', keys: 'PgUp', aria: 'PageUp Shift+ArrowLeft' },
  { command: 'back', label: 'Back', glyph: '◀', keys: '←', aria: 'ArrowLeft' },
  { command: 'on', label: 'On', glyph: '▶', keys: '→', aria: 'ArrowRight' },
  { command: 'turnOn', label: 'Next turn', glyph: '▶▶', keys: 'PgDn', aria: 'PageDown Shift+ArrowRight' },
  { command: 'last', label: 'End', glyph: '▶|', keys: 'End', aria: 'End' },
]

export function ReplayPanel() {
  const open = useAtomValue(replayAtom)
  const run = useSetAtom(replayCommandAtom)
  const stepTo = useSetAtom(stepToAtom)
  const playOn = useSetAtom(playOnAtom)
  const lines = useAtomValue(logLinesAtom)
  const events = useAtomValue(eventsAtom)
  if (!open) return null
  const { recording, step } = open
  const words = stepWords(recording, step)
  const last = lastStep(recording)
  const stepEvents = new Set(events.filter((e) => e.action === step - 1).map((e) => e.n))
  const caused = lines.filter((line) => stepEvents.has(line.n))
  const { setup } = recording
  const seats = typeof setup.investigators === 'number' ? setup.investigators : setup.investigators.length
  return (
    <section className="replay-panel" aria-labelledby="replay-title" data-step={step} data-steps={last}>
      <p className="replay-kicker">Replay</p>
      <h2 id="replay-title">{recording.title ?? 'A recorded game'}</h2>
      <p className="replay-setup">
        Seed {setup.seed} · {seats} {seats === 1 ? 'investigator' : 'investigators'} ·{' '}
        {setup.ruleset === 'first-printing' ? 'first printing' : 'revised rules'}
      </p>
      <p className="replay-position" data-testid="replay-position">
        {words.position}
      </p>
      <div className="replay-step">
        <p className="replay-action" data-testid="replay-action">
          {words.action}
        </p>
        {caused.length > 0 && (
          <ul className="replay-caused" aria-label="What it caused">
            {caused.map((line) => (
              <li key={line.n} className={`log-${line.kind}`}>
                {line.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      <input
        className="replay-scrubber"
        type="range"
        min={0}
        max={last}
        step={1}
        value={step}
        aria-label="Step"
        aria-valuetext={words.position}
        onChange={(event) => stepTo(Number(event.target.value))}
      />
      <div className="replay-transport" role="group" aria-label="Step through the game">
        {TRANSPORT.map((t) => {
          const idle = t.command === 'first' || t.command.endsWith('ack') ? step === 0 : step === last
          return (
            <button
              key={t.command}
              type="button"
              className="shell-button"
              aria-disabled={idle}
              aria-keyshortcuts={t.aria}
              data-command={t.command}
              onClick={() => run(t.command)}
            >
              <span className="replay-glyph" aria-hidden="true">
                {t.glyph}
              </span>
              <span className="replay-label">{t.label}</span>
              <kbd>{t.keys}</kbd>
            </button>
          )
        })}
      </div>
      <button type="button" className="shell-button primary replay-play-on" onClick={() => playOn()}>
        Play on from here
      </button>
      <p className="replay-hint">A new game from this step, saved as your own; the recording stays as it was.</p>
      <dl className="replay-keys">
        {REPLAY_SHORTCUTS.map((s) => (
          <div key={s.keys}>
            <dt>
              <kbd>{s.keys}</kbd>
            </dt>
            <dd>{s.what}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
