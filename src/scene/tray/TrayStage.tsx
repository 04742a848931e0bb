// The left side of the tray view: the 3D tray of one session.
import type { DieKind } from '../../physics/index.ts'
import { TrayCanvas } from './TrayCanvas.tsx'
import type { TraySession } from './useTraySession.ts'

/** Props of {@link TrayStage}. */
export interface TrayStageProps {
  readonly session: TraySession
  readonly kindOf: (id: number) => DieKind
  /** When given, clicking a die chooses it for a reroll. */
  readonly onSelectDie?: ((id: number) => void) | undefined
}

/** The left side of the tray view: the 3D tray of one session, marked ready once its first frame is drawn. */
export function TrayStage({ session, kindOf, onSelectDie }: TrayStageProps) {
  const { controller, mix, rolling } = session
  return (
    <section className="tray-stage" aria-label="The dice tray" data-ready={session.ready ? 'true' : 'false'}>
      <TrayCanvas
        host={session.host}
        controller={controller}
        mix={mix}
        kindOf={kindOf}
        canThrow={!rolling && mix.length > 0}
        onSelectDie={rolling ? undefined : onSelectDie}
        onHold={session.hold}
        onRelease={(origin, velocity) => session.throwDice({ origin, velocity })}
        onReady={session.setReady}
      />
    </section>
  )
}
