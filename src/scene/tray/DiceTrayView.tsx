import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { invalidate } from '@react-three/fiber'
import { DIE_WEIGHT, loadRapier, type RollReport, type Vec3 } from '../../physics/index.ts'
import { createDiceClatter } from '../dice/createDiceClatter.ts'
import { TrayPanel } from '../../ui/tray/TrayPanel.tsx'
import type { TrayRollResult } from '../../ui/tray/RollResults.tsx'
import { rollAnnouncement } from '../../ui/tray/faceLabel.ts'
import {
  readMuted,
  readReducedMotionChoice,
  systemPrefersReducedMotion,
  writeMuted,
  writeReducedMotionChoice,
} from '../../ui/tray/trayPreferences.ts'
import '../../ui/tray/tray.css'
import { createTrayController, type TrayController, type TrayReport } from './createTrayController.ts'
import type { Face } from '../../engine/dice.ts'
import { readSessionSeed } from './readSessionSeed.ts'
import { TRAY_DICE, dieColor } from './trayDice.ts'
import { TrayCanvas } from './TrayCanvas.tsx'

const HISTORY_LENGTH = 8

/** What browser tests read to compare the announcement with the physics. */
export interface DiceTrayProbe {
  readonly seed: number
  readFaces(): ReturnType<TrayController['readFaces']>
  /** Where each die's centre is now, in world units. */
  readPoses(): { die: number; x: number; y: number; z: number }[]
  readonly reports: RollReport[]
}

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, input, select, textarea, a, [contenteditable]') !== null
}

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

/** The dice tray: roll any mix of the eight dice, see and hear them land, read the result. */
export default function DiceTrayView() {
  const rapier = use(loadRapier())
  const [{ seed }] = useState(() => readSessionSeed(window.location))
  const [mix, setMix] = useState<number[]>(() => TRAY_DICE.map((d) => d.id))
  const [controller, setController] = useState<TrayController | null>(null)
  const [rolling, setRolling] = useState(false)
  const [ready, setReady] = useState(false)
  const [last, setLast] = useState<TrayRollResult | null>(null)
  const [history, setHistory] = useState<TrayRollResult[]>([])
  const [announcement, setAnnouncement] = useState('')
  const [muted, setMuted] = useState(readMuted)
  const [reducedMotion, toggleReducedMotion] = useReducedMotion()
  const clatter = useMemo(() => createDiceClatter({ restingForce: DIE_WEIGHT, muted: readMuted() }), [])
  const reports = useRef<RollReport[]>([])
  const mixRef = useRef(mix)

  const onReport = useCallback((report: TrayReport) => {
    const faces = report.faces.map(({ die, face }) => ({ die, face: face as Face }))
    reports.current.push({ rollId: report.rollId, faces })
    const result: TrayRollResult = {
      rollId: report.rollId,
      dice: faces.map(({ die, face }) => ({ die, color: dieColor(die), face })),
    }
    setLast((previous) => {
      if (previous) setHistory((h) => [previous, ...h].slice(0, HISTORY_LENGTH))
      return result
    })
    setAnnouncement(rollAnnouncement(result.rollId, result.dice))
    setRolling(false)
  }, [])

  useEffect(() => {
    const c = createTrayController({ rapier, sessionSeed: seed, onReport, onImpact: clatter.impact })
    c.setMix(mixRef.current)
    setController(c)
    const probe: DiceTrayProbe = {
      seed,
      readFaces: () => c.readFaces(),
      readPoses: () =>
        c.mix.map((die) => {
          const p = { x: 0, y: 0, z: 0 }
          c.pose(die, { set: (x: number, y: number, z: number) => Object.assign(p, { x, y, z }) }, { set: () => 0 })
          return { die, ...p }
        }),
      reports: reports.current,
    }
    ;(window as unknown as { __diceTray?: DiceTrayProbe }).__diceTray = probe
    return () => {
      c.dispose()
      setController(null)
    }
  }, [rapier, seed, onReport, clatter])

  useEffect(() => () => clatter.dispose(), [clatter])

  const throwDice = useCallback(
    (gesture?: { origin: { x: number; z: number }; velocity: Vec3 }) => {
      if (!controller || rolling || controller.mix.length === 0) return
      clatter.resume()
      setAnnouncement('')
      if (reducedMotion) {
        controller.placeRoll()
      } else {
        setRolling(true)
        if (gesture) controller.throwFrom(gesture.origin, gesture.velocity)
        else controller.throwRandom()
      }
      invalidate()
    },
    [controller, rolling, reducedMotion, clatter],
  )

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || e.repeat || isTypingTarget(e.target)) return
      e.preventDefault()
      throwDice()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [throwDice])

  const toggleDie = (id: number) => {
    const next = mix.includes(id) ? mix.filter((d) => d !== id) : [...mix, id].sort((a, b) => a - b)
    mixRef.current = next
    setMix(next)
    controller?.setMix(next)
    invalidate()
  }

  const toggleMute = () => {
    const next = !muted
    writeMuted(next)
    setMuted(next)
    clatter.setMuted(next)
  }

  return (
    <div className="tray-view">
      <div className="tray-stage" data-ready={ready ? 'true' : 'false'}>
        {controller && (
          <TrayCanvas
            controller={controller}
            mix={mix}
            canThrow={!rolling && mix.length > 0}
            onHold={(point) => {
              if (reducedMotion) return
              controller.hold(point)
              invalidate()
            }}
            onRelease={(origin, velocity) => throwDice({ origin, velocity })}
            onReady={() => setReady(true)}
          />
        )}
      </div>
      <TrayPanel
        mix={mix}
        rolling={rolling}
        last={last}
        history={history}
        announcement={announcement}
        seed={seed}
        muted={muted}
        reducedMotion={reducedMotion}
        onToggleDie={toggleDie}
        onThrow={() => throwDice()}
        onToggleMute={toggleMute}
        onToggleReducedMotion={toggleReducedMotion}
      />
    </div>
  )
}
