// The staged moments: midnight, the awakening of the Ancient One and the end of the game each get a few seconds
// of camera, light and sound. Which event starts which moment, when it plays (one after another, never two at
// once), where the camera goes and how it eases there and back: pure numbers, unit-tested.
import type { GameEvent } from '../../engine/index.ts'
import { ELDER_SIGNS, RING } from '../layout/tablePlan.ts'
import { axis, type CameraView, type Vec3 } from './driftPath.ts'
import { lerp, smoothstep } from './easing.ts'

export const STAGE_KINDS = ['midnight', 'awakening', 'won', 'lost'] as const
export type StageKind = (typeof STAGE_KINDS)[number]

/** A moment booked on the table's animation clock (seconds); `n` is the number of the event that started it. */
export type Stage = {
  readonly kind: StageKind
  readonly n: number
  readonly start: number
  readonly duration: number
  /** False under reduced motion: the light changes, the camera stays. */
  readonly moves: boolean
}

/** Seconds a moment lasts at speed 1 (the animation clock runs at the player's speed). */
export const STAGE_SECONDS = 3.4
/** Reduced motion: only the light changes, for a shorter while. */
export const REDUCED_STAGE_SECONDS = 1.6

/** The skip as the keyboard help lists it. */
export const SKIP_SHORTCUT = {
  keys: 'Any key',
  what: 'Presentation mode: skip the staged moment of midnight, the awakening or the end (a click too)',
} as const

/** The moment an engine event starts, if any. */
export function stageKindOf(event: GameEvent): StageKind | null {
  switch (event.type) {
    case 'midnightStruck':
      return 'midnight'
    case 'ancientOneAwakened':
      return 'awakening'
    case 'gameWon':
      return 'won'
    case 'gameLost':
      return 'lost'
    default:
      return null
  }
}

/** Books a moment no earlier than `earliest` and after every moment already queued. */
export function planStage(
  queue: readonly Stage[],
  kind: StageKind,
  n: number,
  earliest: number,
  reduced: boolean,
): Stage {
  const after = queue.reduce((end, s) => Math.max(end, s.start + s.duration), earliest)
  return { kind, n, start: after, duration: reduced ? REDUCED_STAGE_SECONDS : STAGE_SECONDS, moves: !reduced }
}

/** Where a moment's camera looks from and at, and its light: a coloured glow above what it shows. */
export type StageShot = {
  readonly position: Vec3
  readonly target: Vec3
  readonly glow: Vec3
  readonly colour: string
  /** The glow's peak intensity (candela, like the table's other lights). */
  readonly intensity: number
}

type ShotPlan = { target: Vec3; offset: Vec3; colour: string; intensity: number }

function plan(kind: StageKind, ancientOne: readonly number[]): ShotPlan {
  const ao: Vec3 = [ancientOne[0] ?? 0, 1, ancientOne[2] ?? 0]
  switch (kind) {
    case 'midnight': // down onto the clock at XII, the Mythos card dealt beyond it, under a cold light
      return { target: [-5, 1, (RING.centre[2] + ao[2]) / 2], offset: [8, 50, 34], colour: '#9fb4ff', intensity: 6000 }
    case 'awakening': // the Ancient One itself, red over its doom track
      return { target: ao, offset: [0, 28, 30], colour: '#ff4020', intensity: 12000 }
    case 'won': // the Elder Signs that sealed it, in gold
      return {
        target: [(ao[0] + ELDER_SIGNS.origin[0] + 4) / 2, 1, (ao[2] + ELDER_SIGNS.origin[2]) / 2],
        offset: [4, 30, 32],
        colour: '#ffcf70',
        intensity: 9000,
      }
    case 'lost': // closer on the Ancient One, in a deep red
      return { target: ao, offset: [0, 22, 26], colour: '#d02818', intensity: 12000 }
  }
}

/** The shot of a moment, given where the Ancient One's card lies (it moves to the middle when it awakes). */
export function stageShot(kind: StageKind, ancientOne: readonly number[]): StageShot {
  const { target, offset, colour, intensity } = plan(kind, ancientOne)
  return {
    target,
    position: [target[0] + offset[0], target[1] + offset[1], target[2] + offset[2]],
    glow: [target[0], target[1] + 12, target[2] + 3],
    colour,
    intensity,
  }
}

/** Share of the moment's effect at progress `p` (0–1): eases in over the first quarter, holds, eases back out. */
export function stageWeight(p: number): number {
  if (p <= 0 || p >= 1) return 0
  return Math.min(smoothstep(p / 0.25), smoothstep((1 - p) / 0.22))
}

/** How far the camera creeps toward what it shows over a moment (share of its distance). */
export const PUSH_IN = 0.12

/** The camera's pose at progress `p` of a moment, between the player's view and the shot (creeping in). */
export function stagePose(player: CameraView, shot: StageShot, p: number, position: Vec3, target: Vec3): void {
  const w = stageWeight(p)
  const push = 1 - PUSH_IN * Math.min(1, Math.max(0, p))
  for (let i = 0; i < 3; i++) {
    const aim = shot.target[i] ?? 0
    position[i] = lerp(axis(player.position, i), aim + ((shot.position[i] ?? 0) - aim) * push, w)
    target[i] = lerp(axis(player.target, i), aim, w)
  }
}

/** The moment playing at `at` (the first of the queue that has not ended), or null. */
export function stageAt(queue: readonly Stage[], at: number): Stage | null {
  for (const s of queue) if (at < s.start + s.duration) return s
  return null
}
