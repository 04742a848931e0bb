// Other worlds on the outer arc beyond the ring (they do not turn with it), with what lies on them.
import { useAtomValue } from 'jotai'
import type { TableCard } from '../layout/tableLayout.ts'
import { CARD } from '../layout/tablePlan.ts'
import { dicePlacesAtom, monstersAtom, otherWorldsAtom } from '../game/sceneAtoms.ts'
import { focusedCardAtom } from '../../state/uiAtoms.ts'
import { OnCardPieces } from '../tokens/OnCardPieces.tsx'
import { CardMesh } from './CardMesh.tsx'
import { useCardGroup } from './useCardGroup.ts'
import { useAdventureTexture } from './faceTextures.ts'

export function OtherWorldsView() {
  const worlds = useAtomValue(otherWorldsAtom)
  return (
    <>
      {worlds.map((card) => (
        <OtherWorld key={card.id} card={card} />
      ))}
    </>
  )
}

function OtherWorld({ card }: { readonly card: TableCard }) {
  const texture = useAdventureTexture(card.id)
  const focused = useAtomValue(focusedCardAtom) === card.id
  const monsters = useAtomValue(monstersAtom).filter((m) => m.cardId === card.id)
  const dice = useAtomValue(dicePlacesAtom).filter((d) => d.anchor.kind === 'card' && d.anchor.on.cardId === card.id)
  const group = useCardGroup(card.id)
  const tilt = 0.12
  const [x, , z] = card.position
  return (
    <group ref={group} position={[x, Math.sin(tilt) * (CARD.height / 2), z]} rotation={[tilt, card.yaw, 0, 'YXZ']}>
      <CardMesh cardId={card.id} texture={texture} focused={focused}>
        <OnCardPieces monsters={monsters} dice={dice} />
      </CardMesh>
    </group>
  )
}
