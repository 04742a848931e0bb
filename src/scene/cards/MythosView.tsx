// The current Mythos card beside the Ancient One, dealt onto the table at midnight.
import { useAtomValue } from 'jotai'
import { useFrame } from '@react-three/fiber'
import { mythosPlaceAtom } from '../game/sceneAtoms.ts'
import { focusedCardAtom } from '../../state/uiAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { now, progress } from '../game/sceneTimeline.ts'
import { CardMesh } from './CardMesh.tsx'
import { useCardGroup } from './useCardGroup.ts'
import { useMythosTexture } from './faceTextures.ts'

export function MythosView() {
  const place = useAtomValue(mythosPlaceAtom)
  if (!place) return null
  return <MythosCardView key={place.id} id={place.id} position={place.position} />
}

type MythosCardProps = { readonly id: string; readonly position: readonly [number, number, number] }

function MythosCardView({ id, position }: MythosCardProps) {
  const texture = useMythosTexture(id)
  const focused = useAtomValue(focusedCardAtom) === id
  const kit = useSceneKit()
  const group = useCardGroup(id)
  useFrame(() => {
    const g = group.current
    if (!g) return
    const start = kit.timeline.deals.get(id)
    const p = start === undefined ? 1 : progress(start, kit.timeline.reduced ? 0.2 : 0.8, now())
    const reduced = kit.timeline.reduced
    g.visible = start === undefined || now() >= start
    g.position.set(
      position[0] + (reduced ? 0 : (1 - p) * 40),
      position[1] + 0.02 + (reduced ? 0 : Math.sin(p * Math.PI) * 8),
      position[2] + (reduced ? 0 : (1 - p) * 30),
    )
    g.rotation.set(0.1, reduced ? 0 : (1 - p) * Math.PI, reduced ? 0 : (1 - p) * Math.PI, 'YXZ')
    g.scale.setScalar(reduced ? Math.max(p, 0.01) : 1)
  })
  return (
    <group ref={group} position={position} name="mythos">
      <CardMesh cardId={id} texture={texture} focused={focused} />
    </group>
  )
}
