// The odds explorer's form fields (OddsExplorer.tsx): the card in the task notation, counts, checkboxes, the
// ruleset and one die's face. Each is a labelled control that reports a checked value, never raw text.
import { useId } from 'react'
import { DIE_FACES, type DieColor, type Face } from '../../engine/index.ts'
import { faceLabel } from '../../state/tray/faceLabel.ts'
import { clampCount, isRuleset, type ExplorerForm } from './explorerModel.ts'

export function CardField({
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

export function NumberField({
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

export function Check({
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

export function RulesetField({
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

export function FaceField({
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
