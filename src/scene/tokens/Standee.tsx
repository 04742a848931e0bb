// An investigator's standee: a coloured upright card with the investigator's initial on a round base. It stands
// in the table's own frame, upright, at its place from the layout (on a card: the card's point as the card is
// drawn now, so it rides the turning ring); when the engine moves an investigator it walks there around the
// clock, eased, with a little step in its gait (reduced motion: it appears there). It falls over when the
// investigator is devoured (from the `investigatorDevoured` event).
import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { useFrame, useThree } from '@react-three/fiber'
import { BoxGeometry, CylinderGeometry, MeshStandardMaterial, Vector3, type Group } from 'three'
import type { StandeePlace } from '../layout/tableLayout.ts'
import { STANDEE } from '../layout/tablePlan.ts'
import { sceneCatalogAtom } from '../game/sceneAtoms.ts'
import { useSceneKit, type SceneKit } from '../game/sceneKit.ts'
import { now, progress } from '../game/sceneTimeline.ts'
import { STANDEE_COLOURS } from '../cards/drawSmallFaces.ts'
import { TITLE_FONT, faceSize } from '../cards/cardCanvas.ts'
import { useFaceTexture } from '../cards/useFaceTexture.ts'
import { walkPoint } from './walkPath.ts'
import type { StandeeRegistry } from './standeeProbe.ts'
import { seatNamesAtom } from '../../state/room/tableRoom.ts'

/** A seat's name short enough to read on a standee's plaque. */
const plaqueName = (name: string) => (name.length > 12 ? `${name.slice(0, 11)}…` : name)

const BASE = new CylinderGeometry(0.8, 0.9, 0.3, 24)
const BOARD = new BoxGeometry(STANDEE.width, STANDEE.height, 0.08)
const BASE_MATERIAL = new MeshStandardMaterial({ color: '#1d1510', roughness: 0.6, metalness: 0.2 })

// Scratch for the frame's target (module scope: no allocation per frame).
const target = new Vector3()

/** Where `place` is on the table now, written into `out`; false when its card is not drawn. */
function placeNow(kit: SceneKit, place: StandeePlace, out: Vector3): boolean {
  if (place.at.kind === 'table') {
    const [x, y, z] = place.at.position
    out.set(x, y, z)
    return true
  }
  const card = kit.cards.get(place.at.on.cardId)
  if (!card) return false
  card.updateWorldMatrix(true, false)
  out.set(place.at.on.u, 0, -place.at.on.v).applyMatrix4(card.matrixWorld)
  return true
}

export type StandeeProps = {
  readonly place: StandeePlace
  /** Where each standee is drawn, by player (this one registers its own position there). */
  readonly drawn?: StandeeRegistry
}

export function Standee({ place, drawn }: StandeeProps) {
  const { player, investigatorId, colour, fallen } = place
  const cat = useAtomValue(sceneCatalogAtom)
  const name = investigatorId && cat ? cat.investigator(investigatorId).name : '?'
  const initial = name
    .replace(/^(The |Dr\.? |Professor )/, '')
    .charAt(0)
    .toUpperCase()
  const fill = STANDEE_COLOURS[colour % STANDEE_COLOURS.length] ?? '#888'
  // At a room's table the standee carries the name of the person who plays it.
  const seat = plaqueName(useAtomValue(seatNamesAtom).get(player) ?? '')
  const texture = useFaceTexture(`standee:${fill}:${initial}:${seat}`, STANDEE.width, STANDEE.height, (ctx) => {
    const { width: w, height: h } = faceSize(ctx)
    ctx.fillStyle = fill
    ctx.fillRect(0, 0, w, h)
    ctx.strokeStyle = '#f3e6c4'
    ctx.lineWidth = 6
    ctx.strokeRect(4, 4, w - 8, h - 8)
    ctx.fillStyle = '#fbf3dc'
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.font = `${Math.round(w * 0.8)}px ${TITLE_FONT}`
    ctx.fillText(initial, w / 2, seat ? h * 0.36 : h * 0.42)
    if (!seat) return
    ctx.fillStyle = 'rgba(20, 14, 10, 0.85)'
    ctx.fillRect(6, h * 0.7, w - 12, h * 0.22)
    ctx.fillStyle = '#fbf3dc'
    ctx.font = `${Math.round((w * 1.5) / Math.max(6, seat.length))}px ${TITLE_FONT}`
    ctx.fillText(seat, w / 2, h * 0.81)
  })
  const kit = useSceneKit()
  const invalidate = useThree((s) => s.invalidate)
  const root = useRef<Group>(null)
  const tilt = useRef<Group>(null)
  // Per standee, made once: where it was last drawn, where its walk began, the walk it last answered.
  const walk = useRef<{ drawn: Vector3; from: Vector3; seen: number; placed: boolean } | null>(null)
  walk.current ??= { drawn: new Vector3(), from: new Vector3(), seen: kit.timeline.walk.start, placed: false }
  useEffect(() => {
    const w = walk.current
    if (!drawn || !w) return
    drawn.set(player, w.drawn)
    return () => {
      if (drawn.get(player) === w.drawn) drawn.delete(player)
    }
  }, [drawn, player])

  useFrame(() => {
    const g = root.current
    const w = walk.current
    if (!g || !w) return
    const at = now()
    const { walk: booked, reduced } = kit.timeline
    if (!placeNow(kit, place, target)) target.copy(w.drawn)
    if (!w.placed) {
      w.drawn.copy(target)
      w.from.copy(target)
      w.placed = true
    }
    if (booked.start !== w.seen) {
      // A new walk: it starts from wherever the standee is drawn now (mid-walk too).
      w.seen = booked.start
      w.from.copy(w.drawn)
    }
    const p = reduced ? 1 : progress(booked.start, booked.duration, at)
    const moved = w.drawn.distanceToSquared(target) > 1e-8
    walkPoint(w.from, target, p, w.drawn)
    g.position.copy(w.drawn)
    const walking = p > 0 && p < 1 && w.from.distanceToSquared(target) > 1e-6
    const stride = walking ? Math.sin(p * Math.PI * Math.max(2, Math.round(w.from.distanceTo(target) / 3))) : 0
    g.position.y += Math.abs(stride) * 0.45
    g.rotation.z = stride * 0.1
    // The ring may still be turning under a standee at rest: draw once more until it has caught up.
    if (walking || moved) invalidate()
    const t = tilt.current
    if (t) {
      const start = kit.timeline.falls.get(player)
      const f = fallen ? (start === undefined ? 1 : progress(start, reduced ? 0.2 : 0.8, at)) : 0
      t.rotation.x = (f * Math.PI) / 2 - 0.08
    }
  })
  return (
    <group ref={root} name={`standee-${player}`}>
      <mesh geometry={BASE} material={BASE_MATERIAL} position={[0, 0.15, 0]} castShadow />
      <group ref={tilt} position={[0, 0.3, 0]}>
        <mesh geometry={BOARD} position={[0, STANDEE.height / 2, 0]} castShadow>
          <meshStandardMaterial attach="material" map={texture} roughness={0.7} />
        </mesh>
      </group>
    </group>
  )
}
