// The clock and its ring of adventures on one turntable: when the card in focus (or the active investigator's
// card) changes, the ring turns until that card faces the player. The clock's hand sweeps from the engine's
// clock events. Both are driven in useFrame from refs; the scene redraws only while something moves.
import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { useFrame, useThree } from '@react-three/fiber'
import type { Group } from 'three'
import { MuseumClock } from '../table/MuseumClock.tsx'
import { handAngle } from '../table/tableScale.ts'
import { RING } from '../layout/tablePlan.ts'
import { ringTurnFor } from '../layout/tableLayout.ts'
import { taskRowV } from '../layout/cardFrame.ts'
import { focusedCardAtom, focusedTaskAtom } from '../store/uiAtoms.ts'
import {
  dicePlacesAtom,
  monstersAtom,
  ringAtom,
  ringFocusAtom,
  sceneCatalogAtom,
  standeesAtom,
} from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { handHour, now } from '../game/sceneTimeline.ts'
import { OnCardPieces } from '../tokens/OnCardPieces.tsx'
import { RingCardView } from './RingCardView.tsx'

/** Shortest signed difference between two angles. */
function angleDelta(from: number, to: number): number {
  return Math.atan2(Math.sin(to - from), Math.cos(to - from))
}

export function LazySusan() {
  const ring = useAtomValue(ringAtom)
  const monsters = useAtomValue(monstersAtom)
  const dice = useAtomValue(dicePlacesAtom)
  const standees = useAtomValue(standeesAtom)
  const focusCard = useAtomValue(ringFocusAtom)
  const focused = useAtomValue(focusedCardAtom)
  const focusedTask = useAtomValue(focusedTaskAtom)
  const cat = useAtomValue(sceneCatalogAtom)
  const kit = useSceneKit()
  const invalidate = useThree((s) => s.invalidate)
  const table = useRef<Group>(null)
  const hand = useRef<Group>(null)
  const frontAngle = ring.find((c) => c.id === focusCard)?.angle ?? null
  const target = useRef(0)
  useEffect(() => {
    if (frontAngle === null) return
    target.current = ringTurnFor(frontAngle)
    invalidate()
  }, [frontAngle, invalidate])

  useFrame((_, delta) => {
    const g = table.current
    if (g) {
      const d = angleDelta(g.rotation.y, target.current)
      if (Math.abs(d) > 0.0005) {
        g.rotation.y += d * Math.min(1, delta * (kit.timeline.reduced ? 30 : 3.2))
        invalidate()
      } else g.rotation.y = target.current
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
        <RingCardView key={card.id} card={card} focused={card.id === focused} rowV={rowOf(card.id)}>
          <OnCardPieces
            monsters={monsters.filter((m) => m.cardId === card.id)}
            dice={dice.filter((d) => d.anchor.kind === 'card' && d.anchor.on.cardId === card.id)}
            standees={standees.filter((s) => s.at.kind === 'card' && s.at.on.cardId === card.id)}
          />
        </RingCardView>
      ))}
    </group>
  )
}
