import type { ReactNode } from 'react'
import { DiceMixControls } from './DiceMixControls.tsx'
import { RollResults } from './RollResults.tsx'
import type { TrayRollResult } from '../../state/tray/trayHistory.ts'

/** Props of {@link TrayPanel}. */
export interface TrayPanelProps {
  readonly mix: readonly number[]
  readonly rolling: boolean
  readonly last: TrayRollResult | null
  readonly history: readonly TrayRollResult[]
  readonly announcement: string
  readonly onToggleDie: (id: number) => void
  readonly onThrow: () => void
  /** Sound, motion, mode and seed (shared by every mode). */
  readonly footer: ReactNode
}

/** The DOM beside the Elder Sign tray: which dice, the throw button, results, history, then the shared footer. */
export function TrayPanel(props: TrayPanelProps) {
  const { mix, rolling, last, history, announcement } = props
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
      {props.footer}
    </aside>
  )
}
