import { NumberField } from './NumberField.tsx'

/** A companion panel's whole-number setting: `label`, its `value`, the inclusive `[min, max]` it may take. */
export function rangeField(
  label: string,
  value: number,
  [min, max]: readonly [number, number],
  onChange: (value: number) => void,
) {
  return <NumberField label={label} value={value} min={min} max={max} onChange={onChange} />
}
