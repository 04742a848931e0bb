// What the scene probe (`window.__museumScene`) tells browser tests of the cinema, and the two knobs they turn:
// the idle time (45 s is too long to wait for in a test) and how long the drift has run (half a turn takes a minute).
import type { Camera } from 'three'
import { now } from '../game/sceneTimeline.ts'
import { realSeconds, type CinemaKit } from './cinemaKit.ts'
import { setIdleSeconds, touch } from './idleClock.ts'
import { stageAt, type StageKind } from './stagePlan.ts'

export type CinemaState = {
  /** The idle time has passed with no input (drifting or not: reduced motion and presentation off never drift). */
  readonly idle: boolean
  /** The idle camera is drifting. */
  readonly drifting: boolean
  /** The staged moment asked for, booked or playing, or null. */
  readonly staged: StageKind | null
  /** The staged moment's glow as last drawn (candela; 0 when none plays). */
  readonly glow: number
  /** Where the camera stands now (world units). */
  readonly camera: readonly [number, number, number]
}

export type CinemaProbe = {
  readonly cinema: () => CinemaState
  /** Sets the idle time (seconds, > 0) and starts it again from now. */
  readonly setIdleSeconds: (seconds: number) => void
  /** While drifting, moves the drift on as if it had begun `seconds` ago (its path is a function of that time). */
  readonly setDriftSeconds: (seconds: number) => void
}

export function createCinemaProbe(kit: CinemaKit, camera: () => Camera): CinemaProbe {
  return {
    cinema: () => {
      const { x, y, z } = camera().position
      return {
        idle: kit.idleNoticed,
        drifting: kit.driftSince !== null,
        staged: stageAt(kit.stages, now())?.kind ?? kit.requests[0]?.kind ?? null,
        glow: kit.glow,
        camera: [x, y, z],
      }
    },
    setIdleSeconds: (seconds: number) => {
      setIdleSeconds(kit.idle, seconds)
      touch(kit.idle, realSeconds())
      kit.idleNoticed = false
      kit.rearm()
    },
    setDriftSeconds: (seconds: number) => {
      if (kit.driftSince !== null) kit.driftSince = realSeconds() - seconds
    },
  }
}
