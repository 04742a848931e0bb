import { describe, expect, it } from 'vitest'
import { Group, Vector3 } from 'three'
import { catalogFor, createGame } from '../../../src/engine/index.ts'
import { CARD, RING } from '../../../src/scene/layout/tablePlan.ts'
import { ringTurnFor, tableLayout, type RingCard } from '../../../src/scene/layout/tableLayout.ts'
import { FOCUS, ringCardPose } from '../../../src/scene/layout/ringPose.ts'
import { TRAY_FELT, TRAY_PLACE } from '../../../src/scene/hands/trayPlace.ts'
import { TRAY_WALL } from '../../../src/scene/tray/TrayBox.tsx'

const ring = tableLayout(createGame({ seed: 7, investigators: 2, content: 'original' }), catalogFor('original')).ring

/** Points over the face of `card` (a 15 × 25 grid, edges included) on the turntable turned by `turn`, in the world. */
function facePoints(card: RingCard, turn: number, l: number): Vector3[] {
  const table = new Group()
  table.position.set(...RING.centre)
  table.rotation.y = turn
  const holder = new Group()
  const p = ringCardPose(card, l, { x: 0, y: 0, z: 0, tilt: 0, scale: 1 })
  holder.position.set(p.x, p.y, p.z)
  holder.rotation.set(p.tilt, card.yaw, 0, 'YXZ')
  holder.scale.setScalar(p.scale)
  table.add(holder)
  table.updateMatrixWorld(true)
  const points: Vector3[] = []
  for (let i = 0; i <= 14; i++)
    for (let j = 0; j <= 24; j++)
      points.push(holder.localToWorld(new Vector3((i / 14 - 0.5) * CARD.width, 0, (j / 24 - 0.5) * CARD.height)))
  return points
}

/** Whether a world point lies over the tray's footprint, walls included. */
const overTray = (v: Vector3) =>
  v.x >= TRAY_FELT.x0 - TRAY_WALL &&
  v.x <= TRAY_FELT.x1 + TRAY_WALL &&
  v.z >= TRAY_FELT.z0 - TRAY_WALL &&
  v.z <= TRAY_FELT.z1 + TRAY_WALL

/** The turntable at rest (no card in focus yet) and turned to each card in focus, with that card held up. */
const poses = [
  { name: 'at rest', turn: 0, focus: null as string | null },
  ...ring.map((c) => ({ name: `place ${c.place} in focus`, turn: ringTurnFor(c.angle), focus: c.id })),
]

describe('ringCardPose: the ring and the dice tray', () => {
  it('lays a card at its place with the inner edge raised, and holds the card in focus up, nearer and larger', () => {
    const card = ring[0]!
    const rest = ringCardPose(card, 0, { x: 0, y: 0, z: 0, tilt: 0, scale: 1 })
    expect([rest.x, rest.z, rest.tilt, rest.scale]).toEqual([card.position[0], card.position[2], RING.tilt, 1])
    // The outer edge touches the table: the centre stands half the card's rise above it.
    expect(rest.y).toBeCloseTo(Math.sin(RING.tilt) * (CARD.height / 2), 9)
    const held = ringCardPose(card, 1, { x: 0, y: 0, z: 0, tilt: 0, scale: 1 })
    expect([held.tilt, held.scale]).toEqual([FOCUS.tilt, FOCUS.scale])
    expect(Math.hypot(held.x, held.z)).toBeCloseTo(RING.radius + FOCUS.out, 9)
    expect(held.y).toBeGreaterThan(rest.y + FOCUS.lift)
  })

  // The tray stands over the edge of what lies beside it; a card must pass under its base, never through the felt
  // (places half a step round put a card 1.5 cm up at the tray's corner at rest; beside a card in focus the
  // neighbour rises to 1.0 cm there, and a base of 0.3 cm let it through the felt).
  for (const { name, turn, focus } of poses)
    it(`keeps every card under the tray's base: ${name}`, () => {
      for (const card of ring)
        for (const v of facePoints(card, turn, card.id === focus ? 1 : 0))
          if (overTray(v)) expect(v.y, `card ${card.place} over the tray`).toBeLessThan(TRAY_PLACE.y)
    })

  it('has cards under the tray in some pose, so the check above has something to check', () => {
    const under = poses.flatMap(({ turn, focus }) =>
      ring.flatMap((card) => facePoints(card, turn, card.id === focus ? 1 : 0).filter(overTray)),
    )
    expect(under.length).toBeGreaterThan(0)
  })
})
