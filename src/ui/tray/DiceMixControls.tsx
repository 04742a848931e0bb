import type { DieColor } from '../../engine/dice.ts'
import { TRAY_DICE } from '../../scene/tray/trayDice.ts'

/** Shape marks repeated in the DOM so the kinds differ without colour, as on the dice themselves. */
export const KIND_MARK: Readonly<Record<DieColor, string>> = { green: '●', yellow: '◆', red: '▲' }

/** Props of {@link DiceMixControls}. */
export interface DiceMixControlsProps {
  readonly mix: readonly number[]
  readonly disabled: boolean
  readonly onToggle: (id: number) => void
}

/** Eight toggle buttons, one per die of the game: which dice are in the tray. */
export function DiceMixControls({ mix, disabled, onToggle }: DiceMixControlsProps) {
  return (
    <fieldset className="tray-mix">
      <legend>Dice in the tray</legend>
      {TRAY_DICE.map(({ id, color }) => {
        const n = color === 'green' ? ` ${id + 1}` : ''
        return (
          <button
            key={id}
            type="button"
            className={`tray-die tray-die--${color}`}
            aria-pressed={mix.includes(id)}
            disabled={disabled}
            onClick={() => onToggle(id)}
          >
            <span aria-hidden="true">{KIND_MARK[color]}</span> {color}
            {n}
          </button>
        )
      })}
    </fieldset>
  )
}
