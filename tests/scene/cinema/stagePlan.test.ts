import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../src/engine/index.ts'
import type { CameraView, Vec3 } from '../../../src/scene/cinema/driftPath.ts'
import {
  PUSH_IN,
  REDUCED_STAGE_SECONDS,
  STAGE_KINDS,
  STAGE_SECONDS,
  planStage,
  stageAt,
  stageKindOf,
  stagePose,
  stageShot,
  stageWeight,
  type Stage,
} from '../../../src/scene/cinema/stagePlan.ts'
import { ANCIENT_ONE } from '../../../src/scene/layout/tablePlan.ts'

const PLAYER: CameraView = { position: { x: 0, y: 84, z: 62 }, target: { x: 0, y: 0, z: -1 } }

describe('stageKindOf', () => {
  it.each([
    [{ type: 'midnightStruck', day: 2 }, 'midnight'],
    [{ type: 'ancientOneAwakened' }, 'awakening'],
    [{ type: 'gameWon', how: 'sealed' }, 'won'],
    [{ type: 'gameWon', how: 'defeated' }, 'won'],
    [{ type: 'gameLost' }, 'lost'],
    [{ type: 'clockAdvanced', clock: 12 }, null],
    [{ type: 'mythosDrawn', cardId: 'x' }, null],
    [{ type: 'ancientOneAttacked' }, null],
  ] as [GameEvent, string | null][])('%o stages %s', (event, kind) => {
    expect(stageKindOf(event)).toBe(kind)
  })
})

describe('planStage', () => {
  it('books a moment no earlier than asked, and after every moment already queued', () => {
    const first = planStage([], 'midnight', 7, 5, false)
    expect(first).toEqual({ kind: 'midnight', n: 7, start: 5, duration: STAGE_SECONDS, moves: true })
    const second = planStage([first], 'awakening', 9, 6, false)
    expect(second.start).toBeCloseTo(5 + STAGE_SECONDS, 9)
    const late = planStage([first], 'won', 12, 20, false)
    expect(late.start).toBe(20)
  })

  it('under reduced motion books a shorter moment without a camera move', () => {
    expect(planStage([], 'lost', 1, 0, true)).toMatchObject({ duration: REDUCED_STAGE_SECONDS, moves: false })
  })
})

describe('stageAt', () => {
  const queue: Stage[] = [
    { kind: 'midnight', n: 1, start: 10, duration: 3, moves: true },
    { kind: 'awakening', n: 2, start: 13, duration: 3, moves: true },
  ]
  it('is the first moment that has not ended (waiting ones included), then none', () => {
    expect(stageAt(queue, 0)?.kind).toBe('midnight')
    expect(stageAt(queue, 12.9)?.kind).toBe('midnight')
    expect(stageAt(queue, 13)?.kind).toBe('awakening')
    expect(stageAt(queue, 16)).toBeNull()
    expect(stageAt([], 0)).toBeNull()
  })
})

describe('stageWeight', () => {
  it('is 0 outside the moment, rises and falls smoothly, and holds at 1 in the middle', () => {
    expect(stageWeight(0)).toBe(0)
    expect(stageWeight(1)).toBe(0)
    expect(stageWeight(-0.5)).toBe(0)
    expect(stageWeight(0.5)).toBe(1)
    expect(stageWeight(0.3)).toBe(1)
    expect(stageWeight(0.01)).toBeLessThan(0.01)
    expect(stageWeight(0.99)).toBeLessThan(0.02)
    let last = 0
    for (let p = 0; p <= 1; p += 0.001) {
      const w = stageWeight(p)
      expect(Math.abs(w - last)).toBeLessThan(0.01)
      last = w
    }
  })
})

describe('stageShot and stagePose', () => {
  const ao = ANCIENT_ONE.centre
  it.each(STAGE_KINDS)('%s: looks down at the table from above it, with a glow above what it shows', (kind) => {
    const shot = stageShot(kind, ao)
    expect(shot.position[1]).toBeGreaterThan(20)
    expect(shot.position[2]).toBeGreaterThan(shot.target[2]) // from the player's side
    expect(shot.glow[1]).toBeGreaterThan(shot.target[1])
    expect(shot.intensity).toBeGreaterThan(0)
    expect(shot.colour).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('follows the Ancient One to the middle of the table once it has awoken', () => {
    expect(stageShot('awakening', [0, 0, -4]).target[2]).toBe(-4)
  })

  it("starts and ends at the player's view, and creeps toward the shot while holding it", () => {
    const shot = stageShot('awakening', ao)
    const position: Vec3 = [0, 0, 0]
    const target: Vec3 = [0, 0, 0]
    for (const p of [0, 1]) {
      stagePose(PLAYER, shot, p, position, target)
      expect(position).toEqual([0, 84, 62])
      expect(target).toEqual([0, 0, -1])
    }
    stagePose(PLAYER, shot, 0.3, position, target)
    const early = Math.hypot(position[1] - shot.target[1], position[2] - shot.target[2])
    expect(target).toEqual(shot.target)
    stagePose(PLAYER, shot, 0.7, position, target)
    const later = Math.hypot(position[1] - shot.target[1], position[2] - shot.target[2])
    expect(later).toBeLessThan(early)
    const full = Math.hypot(shot.position[1] - shot.target[1], shot.position[2] - shot.target[2])
    expect(later).toBeGreaterThan(full * (1 - PUSH_IN) - 1e-9)
  })

  it('moves along a line between two points high above the table (never through anything on it)', () => {
    for (const kind of STAGE_KINDS) {
      const shot = stageShot(kind, ao)
      const position: Vec3 = [0, 0, 0]
      const target: Vec3 = [0, 0, 0]
      for (let p = 0; p <= 1; p += 0.01) {
        stagePose(PLAYER, shot, p, position, target)
        expect(position[1]).toBeGreaterThan(20)
      }
    }
  })
})
