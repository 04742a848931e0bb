// What the cinema's parts share without React state: the idle clock, the drift, the moments queued, and the
// player's view while the cinema holds the camera (put back when it lets go).
import { Vector3, type Camera } from 'three'
import type { Stage, StageKind } from './stagePlan.ts'
import { createIdleClock, type IdleClock } from './idleClock.ts'

/** The orbit controls as far as the cinema needs them (drei's `makeDefault` controls). */
export type ViewControls = { readonly target: Vector3; enabled: boolean; update: () => unknown }

/** A moment asked for by an event, placed on the timeline at the next frame (after the event's own animations). */
export type StageRequest = { readonly kind: StageKind; readonly n: number }

export type CinemaKit = {
  readonly idle: IdleClock
  /** True once the idle time has passed with no input (cleared by the next input), drifting or not. */
  idleNoticed: boolean
  /** When the drift began (seconds, the page's clock), or null. */
  driftSince: number | null
  readonly requests: StageRequest[]
  /** Moments booked on the table's animation clock, in order. */
  readonly stages: Stage[]
  /** The newest event number seen (the moments over up to it once the queue is empty). */
  seen: number
  /** The moment whose sound has been played and light booked. */
  sounded: Stage | null
  /** The staged moment's glow as last drawn (candela; 0 when no moment plays). */
  glow: number
  /** The player's view while the cinema holds the camera, or null. */
  player: { readonly position: Vector3; readonly target: Vector3 } | null
  /** Re-arms the idle timer (after its span changed); set by the idle camera while mounted. */
  rearm: () => void
}

/** Seconds on the page's clock (the drift and the idle time run in real time, whatever the animation speed). */
export const realSeconds = (): number => performance.now() / 1000

export function createCinemaKit(): CinemaKit {
  return {
    idle: createIdleClock(realSeconds()),
    idleNoticed: false,
    driftSince: null,
    requests: [],
    stages: [],
    seen: -1,
    sounded: null,
    glow: 0,
    player: null,
    rearm: () => undefined,
  }
}

const ahead = new Vector3()

/** Takes the camera from the player: remembers their view and stills the orbit controls. */
export function holdCamera(kit: CinemaKit, camera: Camera, controls: ViewControls | null): void {
  if (kit.player) return
  const target = controls
    ? controls.target.clone()
    : camera.getWorldDirection(ahead).multiplyScalar(80).add(camera.position)
  kit.player = { position: camera.position.clone(), target }
  if (controls) controls.enabled = false
}

/** Gives the camera back: the player's view at once, and the orbit controls where they were. */
export function releaseCamera(kit: CinemaKit, camera: Camera, controls: ViewControls | null): void {
  const player = kit.player
  if (!player) return
  kit.player = null
  camera.position.copy(player.position)
  camera.lookAt(player.target)
  camera.updateMatrixWorld()
  if (controls) {
    controls.target.copy(player.target)
    controls.enabled = true
    controls.update()
  }
}

/** Points the camera: from `position`, looking at `target`. */
export function aimCamera(camera: Camera, position: readonly number[], target: readonly number[]): void {
  camera.position.set(position[0] ?? 0, position[1] ?? 0, position[2] ?? 0)
  camera.lookAt(target[0] ?? 0, target[1] ?? 0, target[2] ?? 0)
  camera.updateMatrixWorld()
}

/** Whether a moment is asked for, booked or playing. */
export function isStaging(kit: CinemaKit): boolean {
  return kit.requests.length > 0 || kit.stages.length > 0
}
