import { DiceMixControls } from './DiceMixControls.tsx'
import { RollResults, type TrayRollResult } from './RollResults.tsx'

/** Props of {@link TrayPanel}. */
export interface TrayPanelProps {
  readonly mix: readonly number[]
  readonly rolling: boolean
  readonly last: TrayRollResult | null
  readonly history: readonly TrayRollResult[]
  readonly announcement: string
  readonly seed: number
  readonly muted: boolean
  readonly reducedMotion: boolean
  readonly onToggleDie: (id: number) => void
  readonly onThrow: () => void
  readonly onToggleMute: () => void
  readonly onToggleReducedMotion: () => void
}

/** The DOM beside the tray: which dice, the throw button, results, history and the two toggles. */
export function TrayPanel(props: TrayPanelProps) {
  const { mix, rolling, last, history, announcement, seed, muted, reducedMotion } = props
  return (
    <aside className="tray-panel">
      <h1>Dice tray</h1>
      <p className="tray-hint">
        Drag across the felt and let go to throw, or press <kbd>Space</kbd>.
      </p>
      <DiceMixControls mix={mix} disabled={rolling} onToggle={props.onToggleDie} />
      <button type="button" className="tray-throw" onClick={props.onThrow} disabled={rolling || mix.length === 0}>
        {rolling ? 'Rolling…' : `Throw ${mix.length} ${mix.length === 1 ? 'die' : 'dice'}`}
      </button>
      <div className="tray-live" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <RollResults last={last} history={history} />
      <div className="tray-toggles">
        <label>
          <input type="checkbox" checked={muted} onChange={props.onToggleMute} /> Mute dice
        </label>
        <label>
          <input type="checkbox" checked={reducedMotion} onChange={props.onToggleReducedMotion} /> Reduced motion
        </label>
      </div>
      <p className="tray-seed">
        Seed <a href={`?seed=${seed}#/tray`}>{seed}</a> · <a href="#/">Back to the start</a>
      </p>
    </aside>
  )
}
