import { useId, useState } from 'react'

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  readonly label: string
  readonly value: number
  readonly min: number
  readonly max: number
  readonly disabled?: boolean
  readonly onChange: (value: number) => void
}

/**
 * A whole-number setting with its label. A value that is not a whole number in range is refused with a
 * sentence saying what is allowed, and the setting keeps its last good value.
 */
export function NumberField({ label, value, min, max, disabled = false, onChange }: NumberFieldProps) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const [text, setText] = useState<string | null>(null)
  return (
    <div className="tray-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={text ?? String(value)}
        disabled={disabled}
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => {
          const raw = e.target.value
          const n = Number(raw)
          if (raw.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
            setText(raw)
            setProblem(`${label} must be a whole number from ${min} to ${max}.`)
            return
          }
          setText(null)
          setProblem(null)
          onChange(n)
        }}
        onBlur={() => {
          setText(null)
          setProblem(null)
        }}
      />
      {problem && (
        <span id={`${id}-problem`} className="tray-field-problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  )
}
