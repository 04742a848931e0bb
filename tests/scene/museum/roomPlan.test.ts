import { describe, expect, it } from 'vitest'
import { GAME_CAMERA } from '../../../src/state/gameCamera.ts'
import { DRIFT } from '../../../src/scene/cinema/driftPath.ts'
import { FELT, TABLE } from '../../../src/scene/table/tableScale.ts'
import { TRAY_PLACE } from '../../../src/scene/hands/trayPlace.ts'
import {
  ANCIENT_ONE,
  CARD,
  DECKS,
  ENTRANCE,
  INVESTIGATOR,
  MYTHOS,
  OUTER_ARC,
  RING,
  type Vec3,
} from '../../../src/scene/layout/tablePlan.ts'
import {
  candlesBox,
  caseBox,
  CASES,
  FLOOR_Y,
  isInside,
  MAX_ORBIT_DISTANCE,
  ROOM,
  TABLE_BOX,
  type Box,
} from '../../../src/scene/museum/roomPlan.ts'

const overlaps = (a: Box, b: Box, margin = 0) =>
  [0, 1, 2].every(
    (i) => Math.abs((a.centre[i] ?? 0) - (b.centre[i] ?? 0)) < ((a.size[i] ?? 0) + (b.size[i] ?? 0)) / 2 + margin,
  )

/** Points along the segment from `a` to `b`, ends excluded. */
function along(a: Vec3, b: Vec3, steps = 60): Vec3[] {
  return Array.from({ length: steps - 1 }, (_, k) => {
    const t = (k + 1) / steps
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t] as const
  })
}

/** A grid over the table's top, rim included: what the default view must see unobstructed. */
const tableTop: Vec3[] = []
for (let i = 0; i <= 14; i++)
  for (let j = 0; j <= 9; j++)
    tableTop.push([-TABLE.width / 2 + (i * TABLE.width) / 14, 0, -TABLE.depth / 2 + (j * TABLE.depth) / 9])

/** The centres of what the player reads on the table: the ring, the outer arc, the far cards, the near ones. */
const ringAt = (radius: number, angle: number): Vec3 => [
  RING.centre[0] + radius * Math.sin(angle),
  0.5,
  RING.centre[2] - radius * Math.cos(angle),
]
const readable: Vec3[] = [
  ...Array.from({ length: RING.places }, (_, k) => ringAt(RING.radius, (k / RING.places) * Math.PI * 2)),
  ...OUTER_ARC.angles.map((a) => ringAt(OUTER_ARC.radius, a)),
  ANCIENT_ONE.centre,
  MYTHOS.centre,
  ENTRANCE.centre,
  DECKS.origin,
  INVESTIGATOR.centre,
  [TRAY_PLACE.x, TRAY_PLACE.y, TRAY_PLACE.z],
]

describe('the museum room plan', () => {
  it('stands every display case inside the room, clear of the table by a chair’s depth', () => {
    for (const place of CASES) {
      const box = caseBox(place)
      expect(overlaps(box, TABLE_BOX, 40)).toBe(false)
      expect(Math.abs(box.centre[0]) + box.size[0] / 2).toBeLessThanOrEqual(ROOM.halfWidth)
      expect(Math.abs(box.centre[2]) + box.size[2] / 2).toBeLessThanOrEqual(ROOM.halfDepth)
      expect(box.centre[1] - box.size[1] / 2).toBe(FLOOR_Y)
    }
  })

  it('keeps the cases out of the default view of the table (no case between the camera and the table top)', () => {
    const boxes = CASES.map(caseBox)
    for (const target of tableTop)
      for (const p of along(GAME_CAMERA.position, target)) expect(boxes.some((b) => isInside(b, p))).toBe(false)
  })

  it('sets the candles on the felt where they hide no card the player reads', () => {
    const candles = candlesBox()
    expect(Math.abs(candles.centre[0]) + candles.size[0] / 2).toBeLessThanOrEqual(FELT.width / 2)
    expect(Math.abs(candles.centre[2]) + candles.size[2] / 2).toBeLessThanOrEqual(FELT.depth / 2)
    for (const place of readable) {
      const away = Math.hypot(place[0] - candles.centre[0], place[2] - candles.centre[2])
      expect(away).toBeGreaterThan(candles.size[0] / 2 + CARD.width / 2)
      for (const p of along(GAME_CAMERA.position, place)) expect(isInside(candles, p)).toBe(false)
    }
    const entrance: Box = { centre: ENTRANCE.centre, size: [ENTRANCE.width, 1, ENTRANCE.height] }
    expect(overlaps(candles, entrance)).toBe(false)
  })

  it('builds the walls and ceiling beyond every camera the orbit and the idle drift allow', () => {
    const [tx, , tz] = GAME_CAMERA.target
    expect(ROOM.halfWidth - Math.abs(tx)).toBeGreaterThan(MAX_ORBIT_DISTANCE)
    expect(ROOM.halfDepth - Math.abs(tz)).toBeGreaterThan(MAX_ORBIT_DISTANCE)
    expect(FLOOR_Y + ROOM.height).toBeGreaterThan(MAX_ORBIT_DISTANCE)
    expect(ROOM.halfWidth).toBeGreaterThan(DRIFT.radius + DRIFT.dolly)
  })

  it('leaves every camera the orbit allows outside the cases (backed right out, tilted to its lowest)', () => {
    const boxes = CASES.map(caseBox)
    const [tx, ty, tz] = GAME_CAMERA.target
    for (let a = 0; a < 72; a++)
      for (const polar of [0.1, 0.6, 1.0, 1.25])
        for (const distance of [100, 130, MAX_ORBIT_DISTANCE]) {
          const azimuth = (a / 72) * Math.PI * 2
          const camera: Vec3 = [
            tx + distance * Math.sin(polar) * Math.sin(azimuth),
            ty + distance * Math.cos(polar),
            tz + distance * Math.sin(polar) * Math.cos(azimuth),
          ]
          expect(boxes.some((b) => isInside(b, camera))).toBe(false)
        }
  })
})
