import { useCallback, useReducer, type ReactNode } from 'react'
import type { Face } from '../../engine/dice.ts'
import { TrayPanel } from './TrayPanel.tsx'
import type { TrayRollResult } from '../../state/tray/trayHistory.ts'
import { rollAnnouncement } from '../../state/tray/faceLabel.ts'
import type { DiceClatter } from '../../scene/dice/createDiceClatter.ts'
import type { TrayReport } from '../../physics/index.ts'
import { EMPTY_HISTORY, recordRoll, type TrayHistory } from '../../state/tray/trayHistory.ts'
import { TRAY_DICE, dieColor } from '../../scene/tray/trayDice.ts'
import { TrayStage } from '../../scene/tray/TrayStage.tsx'
import { useTraySession } from '../../scene/tray/useTraySession.ts'

/** Props shared by every mode's tray. */
export interface ModeTrayProps {
  readonly seed: number
  readonly clatter: DiceClatter
  readonly reducedMotion: boolean
  /** The shared footer (sound, motion, mode, seed); `canChangeMode` is false while dice move. */
  readonly footer: (canChangeMode: boolean) => ReactNode
}

const ALL_DICE = TRAY_DICE.map((d) => d.id)

interface ElderSignState extends TrayHistory {
  readonly announcement: string
}

function reduce(state: ElderSignState, report: TrayReport): ElderSignState {
  const roll: TrayRollResult = {
    rollId: report.rollId,
    dice: report.faces.map(({ die, face }) => ({ die, color: dieColor(die), face: face as Face })),
  }
  const next = recordRoll(state, roll)
  return next === state ? state : { ...next, announcement: rollAnnouncement(roll.rollId, roll.dice) }
}

/** The Elder Sign tray: roll any mix of the game's eight dice, see and hear them land, read the result. */
export function ElderSignTray({ seed, clatter, reducedMotion, footer }: ModeTrayProps) {
  const [state, dispatch] = useReducer(reduce, { ...EMPTY_HISTORY, announcement: '' })
  const onReport = useCallback((report: TrayReport) => dispatch(report), [])
  const session = useTraySession({
    seed,
    kindOf: dieColor,
    initialMix: ALL_DICE,
    clatter,
    reducedMotion,
    onReport,
  })
  const { mix } = session

  const toggleDie = (id: number) => {
    session.setMix(mix.includes(id) ? mix.filter((d) => d !== id) : [...mix, id].sort((a, b) => a - b))
  }

  return (
    <>
      <TrayStage session={session} kindOf={dieColor} />
      <TrayPanel
        mix={mix}
        rolling={session.rolling}
        last={state.last}
        history={state.history}
        announcement={state.announcement}
        onToggleDie={toggleDie}
        onThrow={() => session.throwDice()}
        footer={footer(!session.rolling)}
      />
    </>
  )
}
