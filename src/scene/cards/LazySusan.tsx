// The clock and its ring of adventures on one turntable: when the card in focus (or the active investigator's
// card) changes, the ring turns the shorter way until that card faces the player, eased in and out over a time
// that grows with the angle (reduced motion: it is there at once). The clock's hand sweeps from the engine's
// clock events. Both are driven in useFrame from refs; the scene redraws only while something moves. Pointer
// hover and clicks keep working while it turns: R3F raycasts against the meshes where they are drawn.
import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { useFrame, useThree } from '@react-three/fiber'
import type { Group } from 'three'
import { MuseumClock } from '../table/MuseumClock.tsx'
import { handAngle } from '../table/tableScale.ts'
import { RING } from '../layout/tablePlan.ts'
import { ringTurnFor } from '../layout/tableLayout.ts'
import { taskRowV } from '../layout/cardFrame.ts'
import { focusedCardAtom, focusedTaskAtom } from '../../state/uiAtoms.ts'
import {
  dicePlacesAtom,
  monstersAtom,
  ringAtom,
  ringFocusAtom,
  ringHeldAtom,
  sceneCatalogAtom,
} from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { handHour, now, progress } from '../game/sceneTimeline.ts'
import { OnCardPieces } from '../tokens/OnCardPieces.tsx'
import { RingCardView } from './RingCardView.tsx'
import { GoHereTag } from './GoHereTag.tsx'

/** Shortest signed difference between two angles. */
function angleDelta(from: number, to: number): number {
  return Math.atan2(Math.sin(to - from), Math.cos(to - from))
}

/** Seconds the ring takes to turn by `angle` radians: a short nudge is quick, half a turn unhurried. */
export function turnSeconds(angle: number): number {
  return 0.45 + (0.85 * Math.abs(angle)) / Math.PI
}

type Turn = { from: number; to: number; start: number; duration: number }

export function LazySusan() {
  const ring = useAtomValue(ringAtom)
  const monsters = useAtomValue(monstersAtom)
  const dice = useAtomValue(dicePlacesAtom)
  const focusCard = useAtomValue(ringFocusAtom)
  const focused = useAtomValue(focusedCardAtom)
  const held = useAtomValue(ringHeldAtom)
  const focusedTask = useAtomValue(focusedTaskAtom)
  const cat = useAtomValue(sceneCatalogAtom)
  const kit = useSceneKit()
  const invalidate = useThree((s) => s.invalidate)
  const table = useRef<Group>(null)
  const hand = useRef<Group>(null)
  const frontAngle = ring.find((c) => c.id === focusCard)?.angle ?? null
  // The turn under way (or the last one): from one angle to another, eased over its own span of time.
  const turn = useRef<Turn | null>(null)
  useEffect(() => {
    if (frontAngle === null) return
    const aim = ringTurnFor(frontAngle)
    const last = turn.current
    if (!last) {
      // The table's first sight: the ring is already turned.
      turn.current = { from: aim, to: aim, start: 0, duration: 0 }
    } else {
      const at = now()
      const from = last.from + (last.to - last.from) * progress(last.start, last.duration, at)
      const by = angleDelta(from, aim)
      turn.current = { from, to: from + by, start: at, duration: kit.timeline.reduced ? 0 : turnSeconds(by) }
    }
    invalidate()
  }, [frontAngle, invalidate, kit])

  useFrame(() => {
    const g = table.current
    const t = turn.current
    if (g && t) {
      const p = progress(t.start, t.duration, now())
      g.rotation.y = t.from + (t.to - t.from) * p
      if (p < 1) invalidate()
    }
    const h = hand.current
    if (h) {
      const hour = handHour(kit.timeline, now())
      h.rotation.y = handAngle(hour)
      kit.drawnHour = hour
    }
  })

  const rowOf = (cardId: string): number | null => {
    if (!cat || focusedTask === null || cardId !== focused) return null
    const rows = cat.adventureTasks(cardId).tasks.length
    const row = /^row:(\d+)$/.exec(focusedTask)?.[1]
    if (row !== undefined) return taskRowV(Number(row), rows)
    const monster = /^monster:(.+)$/.exec(focusedTask)?.[1]
    const m = monsters.find((x) => x.cardId === cardId && x.monsterId === monster)
    return m ? m.v : null
  }

  return (
    <group ref={table} position={RING.centre as [number, number, number]} name="lazy-susan">
      <MuseumClock hour={0} handRef={hand} />
      {ring.map((card) => (
        <RingCardView
          key={card.id}
          card={card}
          focused={card.id === focused}
          held={card.id === held}
          rowV={rowOf(card.id)}
        >
          <OnCardPieces
            monsters={monsters.filter((m) => m.cardId === card.id)}
            dice={dice.filter((d) => d.anchor.kind === 'card' && d.anchor.on.cardId === card.id)}
          />
          {card.id === focused && cat && <GoHereTag cardId={card.id} name={cat.adventure(card.id).name} />}
        </RingCardView>
      ))}
    </group>
  )
}
