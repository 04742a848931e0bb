// One tray of dice for one mode of the tray page: its world host, its controller, the mix, Space to throw, and the
// probe browser tests read.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { invalidate } from '@react-three/fiber'
import type { DieFace, DieKind, RollReport, Vec3 } from '../../physics/index.ts'
import type { DiceClatter } from '../dice/createDiceClatter.ts'
import { createTrayController, type TrayController, type TrayReport } from './createTrayController.ts'
import { createDeclaredHost, type DeclaredHost } from './declaredHost.ts'

/** What browser tests read to compare the announcement with the physics. */
export interface DiceTrayProbe {
  readonly seed: number
  readFaces(): ReturnType<TrayController['readFaces']>
  /** Where each die's centre is now, in world units. */
  readPoses(): { die: number; x: number; y: number; z: number }[]
  /** Every report so far: the roll and the faces of every die in the tray. */
  readonly reports: RollReport<DieFace>[]
}

/** Options of {@link useTraySession}. */
export interface TraySessionOptions {
  readonly seed: number
  /** The kind of each die id; must be stable (a module-level function), or the tray is rebuilt. */
  readonly kindOf: (id: number) => DieKind
  /** The dice in the tray when it opens. */
  readonly initialMix: readonly number[]
  readonly clatter: DiceClatter
  readonly reducedMotion: boolean
  /** Called once per settled roll, reroll or added die; must be stable. */
  readonly onReport: (report: TrayReport) => void
}

/** A tray's physics session as the mode views use it. */
export interface TraySession {
  /** Where the controller's worlds come from: `<TrayCanvas>` declares them. */
  readonly host: DeclaredHost
  /** Null until the first world is declared. */
  readonly controller: TrayController | null
  readonly mix: readonly number[]
  /** Dice are moving for a throw, a reroll or an added die: no other throw now. */
  readonly rolling: boolean
  /** The scene has drawn its first frame. */
  readonly ready: boolean
  readonly setReady: () => void
  /** Changes which dice are in the tray (ignored while rolling). */
  setMix(ids: readonly number[]): void
  /** Throws every die: a random throw (button, Space) or from a gesture. */
  throwDice(gesture?: { origin: { x: number; z: number }; velocity: Vec3 }): void
  /** Throws one die again alone. */
  reroll(id: number): void
  /** Throws one more die into the tray. */
  addDie(id: number): void
  /** Holds the dice over a point while the pointer drags (ignored in reduced motion). */
  hold(point: { x: number; z: number }): void
}

function trayProbe(seed: number, c: TrayController, reports: RollReport<DieFace>[]): DiceTrayProbe {
  return {
    seed,
    readFaces: () => c.readFaces(),
    readPoses: () =>
      c.mix.map((die) => {
        const p = { x: 0, y: 0, z: 0 }
        c.pose(die, { set: (x: number, y: number, z: number) => Object.assign(p, { x, y, z }) }, { set: () => 0 })
        return { die, ...p }
      }),
    reports,
  }
}

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, input, select, textarea, a, [contenteditable]') !== null
}

/**
 * One tray of dice for one mode: the controller (rebuilt in a fresh world when the seed or the kinds change), the
 * mix, the rolling flag, Space to throw, and the probe browser tests read on `window.__diceTray`.
 */
export function useTraySession(options: TraySessionOptions): TraySession {
  const { seed, kindOf, clatter, reducedMotion, onReport } = options
  const [mix, setMixState] = useState<readonly number[]>(options.initialMix)
  const mixRef = useRef(mix)
  const [controller, setController] = useState<TrayController | null>(null)
  const [rolling, setRolling] = useState(false)
  const [ready, setReadyState] = useState(false)

  const host = useMemo(() => createDeclaredHost({ onImpact: clatter.impact }), [clatter])

  useEffect(() => {
    // Every controller starts in a fresh world, handed over once <TrayCanvas> has declared it.
    let live = true
    let c: TrayController | null = null
    host.fresh((world) => {
      if (!live) return
      const reports: RollReport<DieFace>[] = []
      const created = createTrayController({
        host,
        world,
        sessionSeed: seed,
        kindOf,
        onReport: (report) => {
          reports.push({ rollId: report.rollId, faces: report.faces })
          setRolling(false)
          onReport(report)
        },
      })
      created.setMix(mixRef.current)
      c = created
      setController(created)
      ;(window as unknown as { __diceTray?: DiceTrayProbe }).__diceTray = trayProbe(seed, created, reports)
      invalidate()
    })
    return () => {
      live = false
      c?.dispose()
      setController(null)
      setRolling(false)
    }
  }, [host, seed, kindOf, onReport])

  const throwDice = useCallback(
    (gesture?: { origin: { x: number; z: number }; velocity: Vec3 }) => {
      if (!controller || rolling || controller.mix.length === 0) return
      clatter.resume()
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

  const moveOne = useCallback(
    (id: number, how: 'reroll' | 'add') => {
      if (!controller || rolling || controller.busy) return
      clatter.resume()
      if (!reducedMotion) setRolling(true)
      if (how === 'reroll') controller.rerollDie(id, reducedMotion)
      else controller.addDie(id, reducedMotion)
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

  return {
    host,
    controller,
    mix,
    rolling,
    ready,
    setReady: useCallback(() => setReadyState(true), []),
    setMix(ids) {
      if (rolling) return
      mixRef.current = ids
      setMixState(ids)
      controller?.setMix(ids)
      invalidate()
    },
    throwDice,
    reroll: (id) => moveOne(id, 'reroll'),
    addDie: (id) => moveOne(id, 'add'),
    hold(point) {
      if (reducedMotion || !controller) return
      controller.hold(point)
      invalidate()
    },
  }
}
