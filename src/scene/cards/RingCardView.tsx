// One adventure on the ring: posed at its place with its top edge toward the clock, tilted toward the player;
// it is held up toward the player when in focus or in play, and dealt in from above when the engine deals it.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import type { Group } from 'three'
import type { RingCard } from '../layout/tableLayout.ts'
import { CARD, RING } from '../layout/tablePlan.ts'
import { ringCardPose, type RingPose } from '../layout/ringPose.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { now, progress } from '../game/sceneTimeline.ts'
import { CardMesh } from './CardMesh.tsx'
import { useCardGroup } from './useCardGroup.ts'
import { useAdventureTexture } from './faceTextures.ts'

/** Seconds the card takes to rise into focus or sink back (reduced motion: at once). */
const FOCUS_SECONDS = 0.35

/** How far into focus a card is at `at` (0 in the ring, 1 held up). */
function liftAt(
  l: { readonly from: number; readonly to: number; readonly start: number },
  at: number,
  reduced: boolean,
) {
  return l.from + (l.to - l.from) * progress(l.start, reduced ? 0 : FOCUS_SECONDS, at)
}

export type RingCardViewProps = {
  readonly card: RingCard
  /** In focus: outlined. */
  readonly focused: boolean
  /** Held up toward the player (scene/layout `ringHeld`). */
  readonly held: boolean
  readonly rowV: number | null
  readonly children?: ReactNode
}

export function RingCardView({ card, focused, held, rowV, children }: RingCardViewProps) {
  const texture = useAdventureTexture(card.id)
  const kit = useSceneKit()
  const invalidate = useThree((s) => s.invalidate)
  const group = useCardGroup(card.id)
  // The lift is a tween from the value it had when focus changed, timed on the animation clock: an on-demand canvas
  // draws nothing while idle, so a frame's delta after an idle spell is the whole pause and cannot drive the ease.
  const lift = useRef({ from: 0, to: 0, start: 0 })
  const pose = useRef<RingPose>({ x: 0, y: 0, z: 0, tilt: 0, scale: 1 })
  useEffect(() => {
    const l = lift.current
    const at = now()
    l.from = liftAt(l, at, kit.timeline.reduced)
    l.to = held ? 1 : 0
    l.start = at
    invalidate()
  }, [held, kit, invalidate])
  useFrame(() => {
    const g = group.current
    if (!g) return
    const at = now()
    const l = liftAt(lift.current, at, kit.timeline.reduced)
    if (l !== lift.current.to) invalidate()
    const start = kit.timeline.deals.get(card.id)
    const dealt = start === undefined ? 1 : progress(start, kit.timeline.reduced ? 0.2 : 0.7, now())
    const p = ringCardPose(card, l, pose.current)
    const rise = kit.timeline.reduced ? 0 : (1 - dealt) * 22
    g.position.set(p.x, p.y + rise, p.z)
    g.rotation.set(p.tilt, card.yaw + (kit.timeline.reduced ? 0 : (1 - dealt) * 1.5), 0, 'YXZ')
    g.visible = start === undefined || at >= start
    g.scale.setScalar(p.scale * (kit.timeline.reduced ? Math.max(dealt, 0.01) : 1))
  })
  // The event that dealt this card is booked by the director's effect, which runs before this one in the commit.
  const [replaced, setReplaced] = useState<{ readonly gone: string; readonly start: number } | null>(null)
  useEffect(() => {
    const booked = kit.timeline.replaces.get(card.id)
    if (booked) setReplaced(booked)
  }, [kit, card.id])
  return (
    <>
      <group ref={group}>
        <CardMesh cardId={card.id} texture={texture} focused={focused} rowV={rowV}>
          {children}
        </CardMesh>
      </group>
      {replaced && <LeavingCard card={card} gone={replaced.gone} start={replaced.start} />}
    </>
  )
}

/** The resolved card rising off its place and away toward the player's trophies before the new one lands. */
function LeavingCard({
  card,
  gone,
  start,
}: {
  readonly card: RingCard
  readonly gone: string
  readonly start: number
}) {
  const texture = useAdventureTexture(gone)
  const kit = useSceneKit()
  const group = useRef<Group>(null)
  useFrame(() => {
    const g = group.current
    if (!g) return
    const p = progress(start, kit.timeline.reduced ? 0.2 : 0.6, now())
    g.visible = p < 1
    const x = card.position[0]
    const z = card.position[2]
    const away = kit.timeline.reduced ? 0 : p
    g.position.set(x * (1 + away * 0.8), Math.sin(RING.tilt) * (CARD.height / 2) + away * 14, z * (1 + away * 0.8))
    g.rotation.set(RING.tilt, card.yaw + away * 0.8, 0, 'YXZ')
    g.scale.setScalar(Math.max(1 - p * (kit.timeline.reduced ? 1 : 0.6), 0.01))
  })
  return (
    <group ref={group}>
      <CardMesh cardId={`leaving:${gone}`} texture={texture} selectable={false} />
    </group>
  )
}
