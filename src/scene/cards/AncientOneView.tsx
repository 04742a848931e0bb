// The Ancient One's card with its doom track and the Elder Signs beside it. Once it awakes it slides to the
// middle of the table, facing the player; its attack at midnight flashes the card. It turns on the table to face
// whoever looks at it (the big screen's camera drifting round to the far side reads it the right way up).
import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { useFrame, useThree } from '@react-three/fiber'
import { Vector3, type PointLight } from 'three'
import { ANCIENT_ONE } from '../layout/tablePlan.ts'
import { ancientOnePlaceAtom, doomTrackAtom, elderSignSpacesAtom } from '../game/sceneAtoms.ts'
import { focusedCardAtom, focusedTaskAtom } from '../../state/uiAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { now, progress } from '../game/sceneTimeline.ts'
import { DoomTokens } from '../tokens/DoomTokens.tsx'
import { ElderSigns } from '../tokens/ElderSigns.tsx'
import { CardMesh } from './CardMesh.tsx'
import { useCardGroup } from './useCardGroup.ts'
import { useAncientOneTexture } from './faceTextures.ts'

const REST_TILT = 0.08
const AWAKE_TILT = 0.45
type Pose = { readonly x: number; readonly z: number; readonly tilt: number }
type Move = { readonly from: Pose; readonly to: Pose; readonly start: number }

const eye = new Vector3()

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
  const group = useCardGroup(id)
  const light = useRef<PointLight>(null)
  // The card's move to centre stage at the awakening is a tween timed on the animation clock (an on-demand canvas
  // draws nothing while idle, so a frame's delta cannot drive it: the first frame after a pause would be a snap).
  const [x, , z] = position
  const tilt = centreStage ? AWAKE_TILT : REST_TILT
  const move = useRef<Move | null>(null)
  useEffect(() => {
    const g = group.current
    if (!g) return
    const to = { x: x ?? 0, z: z ?? 0, tilt }
    if (!move.current) {
      // The first place: there at once.
      g.position.x = to.x
      g.position.z = to.z
      g.rotation.x = to.tilt
    }
    move.current = { from: { x: g.position.x, z: g.position.z, tilt: g.rotation.x }, to, start: now() }
    invalidate()
  }, [group, x, z, tilt, invalidate])
  useFrame(({ camera }) => {
    const g = group.current
    const m = move.current
    if (g) {
      // Its foot toward the camera: turned about the table's vertical, then tilted toward the viewer.
      g.rotation.order = 'YXZ'
      eye.copy(camera.position)
      g.parent?.worldToLocal(eye)
      g.rotation.y = Math.atan2(eye.x - g.position.x, eye.z - g.position.z)
    }
    if (g && m) {
      const p = progress(m.start, kit.timeline.reduced ? 0.15 : 1.4, now())
      g.position.x = m.from.x + (m.to.x - m.from.x) * p
      g.position.z = m.from.z + (m.to.z - m.from.z) * p
      g.rotation.x = m.from.tilt + (m.to.tilt - m.from.tilt) * p
      g.position.y = Math.sin(g.rotation.x) * (ANCIENT_ONE.height / 2) + (centreStage ? 1.5 : 0)
      if (p < 1) invalidate()
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
      <group ref={group} name="ancient-one">
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
