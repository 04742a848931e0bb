import { TRAY_MODES, TRAY_MODE_NAMES, type TrayMode } from '../../state/tray/trayModes.ts'
import { XrButtons } from '../xr/XrButtons.tsx'

/** Props of {@link TrayFooter}. */
export interface TrayFooterProps {
  readonly mode: TrayMode
  readonly seed: number
  readonly muted: boolean
  readonly reducedMotion: boolean
  /** False while dice move: the mode cannot change under a roll. */
  readonly canChangeMode: boolean
  readonly onMode: (mode: TrayMode) => void
  readonly onToggleMute: () => void
  readonly onToggleReducedMotion: () => void
}

/** The end of every mode's panel: sound and motion (and a headset's view, where the browser offers one), the game whose dice the tray rolls, and the session's seed. */
export function TrayFooter(props: TrayFooterProps) {
  const { mode, seed, muted, reducedMotion } = props
  return (
    <>
      <div className="tray-toggles">
        <label>
          <input type="checkbox" checked={muted} onChange={props.onToggleMute} /> Mute dice
        </label>
        <label>
          <input type="checkbox" checked={reducedMotion} onChange={props.onToggleReducedMotion} /> Reduced motion
        </label>
        <XrButtons />
      </div>
      <fieldset className="tray-modes">
        <legend>Dice of the game</legend>
        {TRAY_MODES.map((m) => (
          <label key={m} className={m === mode ? 'tray-mode tray-mode--on' : 'tray-mode'}>
            <input
              type="radio"
              name="tray-mode"
              value={m}
              checked={m === mode}
              disabled={!props.canChangeMode}
              onChange={() => props.onMode(m)}
            />{' '}
            {TRAY_MODE_NAMES[m]}
          </label>
        ))}
      </fieldset>
      <p className="tray-seed">
        Seed <a href={`?seed=${seed}#/tray?mode=${mode}`}>{seed}</a> · <a href="#/">Back to the start</a>
      </p>
    </>
  )
}
