// The Ancient One's card with its doom track and the Elder Signs beside it. Once it awakes it slides to the
// middle of the table, facing the player; its attack at midnight flashes the card.
import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { useFrame, useThree } from '@react-three/fiber'
import type { Group, PointLight } from 'three'
import { ANCIENT_ONE } from '../layout/tablePlan.ts'
import { ancientOnePlaceAtom, doomTrackAtom, elderSignSpacesAtom } from '../game/sceneAtoms.ts'
import { focusedCardAtom, focusedTaskAtom } from '../store/uiAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { now, progress } from '../game/sceneTimeline.ts'
import { DoomTokens } from '../tokens/DoomTokens.tsx'
import { ElderSigns } from '../tokens/ElderSigns.tsx'
import { CardMesh } from './CardMesh.tsx'
import { useAncientOneTexture } from './faceTextures.ts'

export function AncientOneView() {
  const place = useAtomValue(ancientOnePlaceAtom)
  if (!place) return null
  return <AncientOneCard id={place.id} position={place.position} centreStage={place.centreStage} />
}

function AncientOneCard({
  id,
  position,
  centreStage,
}: {
  readonly id: string
  readonly position: readonly number[]
  readonly centreStage: boolean
}) {
  const texture = useAncientOneTexture(id)
  const doom = useAtomValue(doomTrackAtom)
  const signs = useAtomValue(elderSignSpacesAtom)
  const focused = useAtomValue(focusedCardAtom)
  const task = useAtomValue(focusedTaskAtom)
  const kit = useSceneKit()
  const invalidate = useThree((s) => s.invalidate)
  const group = useRef<Group>(null)
  const light = useRef<PointLight>(null)
  useEffect(() => {
    const g = group.current
    if (!g) return
    kit.cards.set(id, g)
    invalidate()
    return () => {
      if (kit.cards.get(id) === g) kit.cards.delete(id)
    }
  }, [kit, id, invalidate])
  useFrame((_, delta) => {
    const g = group.current
    if (g) {
      const x = position[0] ?? 0
      const z = position[2] ?? 0
      // Capped: after an idle spell delta is the whole pause, which would make the move a snap.
      const k = Math.min(1, Math.min(delta, 1 / 30) * (kit.timeline.reduced ? 30 : 2.5))
      g.position.x += (x - g.position.x) * k
      g.position.z += (z - g.position.z) * k
      const tilt = centreStage ? 0.45 : 0.08
      g.rotation.x += (tilt - g.rotation.x) * k
      g.position.y = Math.sin(g.rotation.x) * (ANCIENT_ONE.height / 2) + (centreStage ? 1.5 : 0)
      if (Math.abs(x - g.position.x) + Math.abs(z - g.position.z) + Math.abs(tilt - g.rotation.x) > 0.002) invalidate()
    }
    const l = light.current
    if (l) {
      const { start, duration } = kit.timeline.flash
      const p = progress(start, duration, now())
      l.intensity = p > 0 && p < 1 ? Math.sin(p * Math.PI) * 900 : 0
    }
  })
  const focusedHere = focused === id || (centreStage && focused === null)
  return (
    <group>
      <group ref={group} position={position as [number, number, number]} name="ancient-one">
        <CardMesh
          cardId={id}
          texture={texture}
          width={ANCIENT_ONE.width}
          height={ANCIENT_ONE.height}
          focused={focusedHere}
          rowV={task === 'battle' ? 1.85 : null}
        >
          <group position={[0, 0.05, 0]}>
            <DoomTokens spaces={doom} />
          </group>
        </CardMesh>
        <pointLight ref={light} position={[0, 6, 2]} color="#ff5a3a" intensity={0} distance={60} decay={1.5} />
      </group>
      {!centreStage && <ElderSigns spaces={signs} />}
    </group>
  )
}
