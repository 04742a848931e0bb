// A monster marker on its card's monster task: the monster's name and task, drawn from its data.
import { MONSTER_MARKER } from '../layout/cardFrame.ts'
import { CardMesh } from '../cards/CardMesh.tsx'
import { useMonsterTexture } from '../cards/faceTextures.ts'

export function MonsterMarker({
  monsterId,
  defeated,
  u,
  v,
}: {
  readonly monsterId: string
  readonly defeated: boolean
  readonly u: number
  readonly v: number
}) {
  const texture = useMonsterTexture(monsterId, defeated)
  return (
    <group position={[u, 0.06, -v]}>
      <CardMesh
        cardId={`monster:${monsterId}`}
        texture={texture}
        width={MONSTER_MARKER.width}
        height={MONSTER_MARKER.height}
        selectable={false}
      />
    </group>
  )
}
