import { useCallback, useEffect, useMemo, useReducer } from 'react'
import {
  dmdAdvice,
  dmdOdds,
  dmdSetupProblem,
  rerollDmdDie,
  type Advice,
  type DmdMove,
  type DmdSetup,
  type Odds,
} from '../../companion/index.ts'
import { readDmdSettings, writeSettings, type DmdSettings } from '../../state/tray/companionSettings.ts'
import { DmdPanel } from './DmdPanel.tsx'
import type { TrayReport } from '../../physics/index.ts'
import {
  dmdDieName,
  dmdKindOf,
  dmdMix,
  reduceDmd,
  toDmdRoll,
  type DmdTrayState,
} from '../../state/tray/dmdTrayState.ts'
import type { ModeTrayProps } from './ElderSignTray.tsx'
import { TrayStage } from '../../scene/tray/TrayStage.tsx'
import { useTraySession } from '../../scene/tray/useTraySession.ts'

/** The setup the companion rules solve before the roll. */
function dmdSetup(settings: DmdSettings): DmdSetup {
  return { green: settings.green, stress: settings.stressMax - settings.stressTaken, goal: settings.goal ?? 'most' }
}

/** A pure function's answer, or the sentence it refused with (bad settings never reach the solver). */
function attempt<T>(run: () => T): T | string {
  try {
    return run()
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

/** Death May Die: 3 black dice plus green bonus dice; reroll one die at a time for 1 stress each. */
export function DmdTray({ seed, clatter, reducedMotion, footer }: ModeTrayProps) {
  const [state, dispatch] = useReducer(reduceDmd, undefined, (): DmdTrayState => ({
    settings: readDmdSettings(),
    roll: null,
    announcement: '',
    problem: null,
  }))
  const onReport = useCallback((report: TrayReport) => dispatch({ type: 'report', report }), [])
  const session = useTraySession({
    seed,
    kindOf: dmdKindOf,
    initialMix: dmdMix(state.settings.green),
    clatter,
    reducedMotion,
    onReport,
  })
  useEffect(() => writeSettings('dmd', state.settings), [state.settings])

  const before = useMemo<Odds | string>(() => {
    const setup = dmdSetup(state.settings)
    return dmdSetupProblem(setup) ?? attempt(() => dmdOdds(setup))
  }, [state.settings])
  const roll = useMemo(() => toDmdRoll(state), [state])
  const advice = useMemo<Advice<DmdMove> | string | null>(() => (roll ? attempt(() => dmdAdvice(roll)) : null), [roll])

  const changeSettings = (settings: DmdSettings) => {
    if (session.rolling) return
    if (settings.green !== state.settings.green) session.setMix(dmdMix(settings.green))
    dispatch({ type: 'settings', settings })
  }
  const reroll = (id: number) => {
    if (!roll || !state.roll || session.rolling) return
    const index = state.roll.dice.findIndex((d) => d.id === id)
    // Asked of the rules first: a reroll they would refuse never throws a die.
    const check = rerollDmdDie(roll, index, state.roll.dice[index]?.face ?? 'blank')
    if (!check.ok) {
      dispatch({ type: 'refuse', problem: `${dmdDieName(id)} cannot be rerolled: ${check.error}` })
      return
    }
    session.reroll(id)
  }

  return (
    <>
      <TrayStage session={session} kindOf={dmdKindOf} onSelectDie={state.roll ? reroll : undefined} />
      <DmdPanel
        state={state}
        rolling={session.rolling}
        before={before}
        advice={advice}
        onSettings={changeSettings}
        onThrow={() => session.throwDice()}
        onReroll={reroll}
        footer={footer(!session.rolling)}
      />
    </>
  )
}
