import { useCallback, useEffect, useMemo, useState } from 'react'
import { useAtom } from 'jotai'
import { DIE_WEIGHT } from '../../physics/index.ts'
import { createDiceClatter } from '../../scene/dice/createDiceClatter.ts'
import { TrayFooter } from './TrayFooter.tsx'
import { readTrayMode, trayModeInQuery, writeTrayMode, type TrayMode } from '../../state/tray/trayModes.ts'
import { useHashQuery } from '../useRoute.ts'
import {
  readReducedMotionChoice,
  systemPrefersReducedMotion,
  writeReducedMotionChoice,
} from '../../state/tray/trayPreferences.ts'
import { useLegacyMute } from '../sound/useLegacyMute.ts'
import { settingsAtom } from '../../state/settingsAtoms.ts'
import './tray.css'
import { ElderSignTray, type ModeTrayProps } from './ElderSignTray.tsx'
import { DmdTray } from './DmdTray.tsx'
import { PipTray } from './PipTray.tsx'
import { readSessionSeed } from '../../state/tray/readSessionSeed.ts'

export type { DiceTrayProbe } from '../../scene/tray/useTraySession.ts'

function useReducedMotion(): [boolean, () => void] {
  const [choice, setChoice] = useState(readReducedMotionChoice)
  const [system, setSystem] = useState(systemPrefersReducedMotion)
  useEffect(() => {
    if (typeof matchMedia !== 'function') return
    const query = matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setSystem(query.matches)
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  const reduced = choice ?? system
  const toggle = useCallback(() => {
    const next = !reduced
    // Matching the system again means following it again.
    const stored = next === system ? null : next
    writeReducedMotionChoice(stored)
    setChoice(stored)
  }, [reduced, system])
  return [reduced, toggle]
}

/**
 * The dice tray: the Elder Sign dice, or the dice of a sibling game (`#/tray?mode=dmd|eh|ah`), thrown in
 * one physics tray. Each mode keeps its own world, settings and results; switching rebuilds the tray.
 */
export default function DiceTrayView() {
  const [{ seed }] = useState(() => readSessionSeed(window.location))
  const [mode, setMode] = useState<TrayMode>(() => readTrayMode(window.location))
  // A link to another mode followed on this page changes the hash only: the tray follows it (issue 41).
  const asked = trayModeInQuery(useHashQuery())
  const [followed, setFollowed] = useState(asked)
  if (asked !== followed) {
    setFollowed(asked)
    if (asked !== null && asked !== mode) setMode(asked)
  }
  // One mute for the whole app: the tray's box and the game page's button write the same remembered setting.
  const [{ muted, volume }, setSettings] = useAtom(settingsAtom)
  useLegacyMute()
  const [reducedMotion, toggleReducedMotion] = useReducedMotion()
  const clatter = useMemo(() => createDiceClatter({ restingForce: DIE_WEIGHT, muted: true }), [])
  useEffect(() => () => clatter.dispose(), [clatter])
  useEffect(() => {
    clatter.setMuted(muted)
    clatter.setVolume(volume)
  }, [clatter, muted, volume])

  const toggleMute = () => setSettings({ muted: !muted })
  const chooseMode = (next: TrayMode) => {
    writeTrayMode(next)
    setMode(next)
  }
  const footer = (canChangeMode: boolean) => (
    <TrayFooter
      mode={mode}
      seed={seed}
      muted={muted}
      reducedMotion={reducedMotion}
      canChangeMode={canChangeMode}
      onMode={chooseMode}
      onToggleMute={toggleMute}
      onToggleReducedMotion={toggleReducedMotion}
    />
  )
  const props: ModeTrayProps = { seed, clatter, reducedMotion, footer }
  return (
    <div className="tray-view" data-mode={mode}>
      {mode === 'es' ? (
        <ElderSignTray {...props} />
      ) : mode === 'dmd' ? (
        <DmdTray {...props} />
      ) : (
        <PipTray key={mode} game={mode} {...props} />
      )}
    </div>
  )
}
