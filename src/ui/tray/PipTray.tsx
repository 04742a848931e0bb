import { useCallback, useEffect, useMemo, useReducer } from 'react'
import {
  addAhDie,
  ahAdvice,
  ahDiceCount,
  ahOdds,
  ahSetupProblem,
  ehAdvice,
  ehDiceCount,
  ehOdds,
  ehSetupProblem,
  rerollEhDie,
  type AhSetup,
  type EhSetup,
  type Odds,
} from '../../companion/index.ts'
import type { DieKind } from '../../physics/index.ts'
import {
  readAhSettings,
  readEhSettings,
  writeSettings,
  type AhSettings,
  type EhSettings,
} from '../../state/tray/companionSettings.ts'
import { PipPanel, type PipAdvice } from './PipPanel.tsx'
import type { TrayReport } from '../../physics/index.ts'
import type { ModeTrayProps } from './ElderSignTray.tsx'
import {
  paymentFor,
  pipDieName,
  reducePip,
  toAhRoll,
  toEhRoll,
  type PipTrayState,
} from '../../state/tray/pipTrayState.ts'
import { TrayStage } from '../../scene/tray/TrayStage.tsx'
import { useTraySession } from '../../scene/tray/useTraySession.ts'

const pipKind = (): DieKind => 'd6'

function ehSetup(s: EhSettings): EhSetup {
  return { skill: s.skill, modifier: s.modifier, blessing: s.blessing, clues: s.clues, focus: s.focus, goal: s.goal }
}

function ahSetup(s: AhSettings): AhSetup {
  return { skill: s.skill, modifier: s.modifier, blessing: s.blessing, clues: s.clues, goal: s.goal }
}

/** The dice thrown at the start of a roll: as many as the rules give (none for an Arkham check of 0 or less). */
function baseDice(state: PipTrayState): number[] {
  const n = state.game === 'eh' ? ehDiceCount(state.settings) : ahDiceCount(state.settings)
  return Array.from({ length: Math.max(0, Math.min(n, 12)) }, (_, i) => i)
}

function initial(game: 'eh' | 'ah'): PipTrayState {
  const common = { roll: null, announcement: '', problem: null }
  return game === 'eh'
    ? { ...common, game, settings: readEhSettings(), payWith: 'focus' }
    : { ...common, game, settings: readAhSettings() }
}

function attempt<T>(run: () => T): T | string {
  try {
    return run()
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

/** Props of {@link PipTray}. */
export interface PipTrayProps extends ModeTrayProps {
  readonly game: 'eh' | 'ah'
}

/**
 * Eldritch Horror (reroll one die for a focus token or a clue) and Arkham Horror (each clue buys one more
 * die): pip dice, a success on 5–6 (blessed 4–6, cursed only 6).
 */
export function PipTray({ game, seed, clatter, reducedMotion, footer }: PipTrayProps) {
  const [state, dispatch] = useReducer(reducePip<PipTrayState>, game, initial)
  const onReport = useCallback((report: TrayReport) => dispatch({ type: 'report', report }), [])
  const session = useTraySession({
    seed,
    kindOf: pipKind,
    initialMix: baseDice(state),
    clatter,
    reducedMotion,
    onReport,
  })
  useEffect(() => writeSettings(state.game, state.settings), [state.game, state.settings])

  const before = useMemo<Odds | string>(() => {
    if (state.game === 'eh') {
      const setup = ehSetup(state.settings)
      return ehSetupProblem(setup) ?? attempt(() => ehOdds(setup))
    }
    const setup = ahSetup(state.settings)
    return ahSetupProblem(setup) ?? attempt(() => ahOdds(setup))
  }, [state.game, state.settings])

  const advice = useMemo<PipAdvice | string | null>(() => {
    if (state.game === 'eh') {
      const roll = toEhRoll(state)
      return roll && attempt(() => ({ game: 'eh' as const, advice: ehAdvice(roll) }))
    }
    const roll = toAhRoll(state)
    return roll && attempt(() => ({ game: 'ah' as const, advice: ahAdvice(roll) }))
  }, [state])

  const changeSettings = (settings: EhSettings | AhSettings) => {
    if (session.rolling) return
    const next = { ...state, settings } as PipTrayState
    session.setMix(baseDice(next))
    dispatch({ type: 'settings', settings })
  }
  const throwDice = () => {
    // Dice bought with clues last roll leave the tray; removing dice starts no motion, so the throw follows at once.
    const base = baseDice(state)
    if (session.mix.length !== base.length) session.setMix(base)
    session.throwDice()
  }
  const reroll = (id: number) => {
    if (state.game !== 'eh' || !state.roll || session.rolling) return
    const index = state.roll.dice.findIndex((d) => d.id === id)
    const check = rerollEhDie(toEhRoll(state)!, index, paymentFor(state), state.roll.dice[index]?.pip ?? 1)
    if (!check.ok) {
      dispatch({ type: 'refuse', problem: `${pipDieName(id)} cannot be rerolled: ${check.error}` })
      return
    }
    session.reroll(id)
  }
  const addDie = () => {
    if (state.game !== 'ah' || !state.roll || session.rolling) return
    const check = addAhDie(toAhRoll(state)!, 1)
    if (!check.ok) {
      dispatch({ type: 'refuse', problem: `No die added: ${check.error}` })
      return
    }
    session.addDie(Math.max(-1, ...state.roll.dice.map((d) => d.id)) + 1)
  }

  return (
    <>
      <TrayStage
        session={session}
        kindOf={pipKind}
        onSelectDie={state.game === 'eh' && state.roll ? reroll : undefined}
      />
      <PipPanel
        state={state}
        rolling={session.rolling}
        dice={baseDice(state).length}
        before={before}
        advice={advice}
        onSettings={changeSettings}
        onPayWith={(payWith) => dispatch({ type: 'payWith', payWith })}
        onThrow={throwDice}
        onReroll={reroll}
        onAddDie={addDie}
        footer={footer(!session.rolling)}
      />
    </>
  )
}
