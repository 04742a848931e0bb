// The entrance sheet at the player's left; the decks (their backs, with how many cards are left) and the monster
// cup at the right.
import { useAtomValue } from 'jotai'
import { CARD, DECKS, ENTRANCE } from '../layout/tablePlan.ts'
import { deckCountsAtom } from '../game/sceneAtoms.ts'
import { BoxInstance } from './BoxInstances.tsx'
import { CardMesh } from './CardMesh.tsx'
import { MonsterCup } from './MonsterCup.tsx'
import { useDeckTexture, useEntranceTexture } from './faceTextures.ts'

export function EntranceView() {
  const texture = useEntranceTexture()
  return (
    <group position={ENTRANCE.centre as [number, number, number]} rotation={[0, 0.12, 0]} name="entrance">
      <CardMesh
        cardId="entrance"
        texture={texture}
        width={ENTRANCE.width}
        height={ENTRANCE.height}
        selectable={false}
      />
    </group>
  )
}

const DECK_ORDER = [
  ['adventure', 'Adventures'],
  ['otherWorld', 'Other Worlds'],
  ['mythos', 'Mythos'],
  ['common', 'Items'],
  ['unique', 'Unique items'],
  ['spell', 'Spells'],
  ['ally', 'Allies'],
] as const

export function DecksView() {
  const counts = useAtomValue(deckCountsAtom)
  if (!counts) return null
  return (
    <group name="decks">
      {DECK_ORDER.map(([key, label], i) => (
        <Deck
          key={key}
          label={label}
          count={counts[key]}
          position={[
            DECKS.origin[0] + (i % DECKS.columns) * DECKS.columnPitch,
            0,
            DECKS.origin[2] + Math.floor(i / DECKS.columns) * DECKS.rowPitch,
          ]}
        />
      ))}
      <MonsterCup count={counts.cup} />
    </group>
  )
}

function Deck({
  label,
  count,
  position,
}: {
  readonly label: string
  readonly count: number
  readonly position: [number, number, number]
}) {
  const texture = useDeckTexture(label, count)
  const height = Math.min(2, 0.05 + count * 0.04)
  if (count === 0) return null
  return (
    <group position={position} scale={[DECKS.scale, 1, DECKS.scale]}>
      <BoxInstance kind="stack" position={[0, height / 2, 0]} scale={[CARD.width, height, CARD.height]} />
      <group position={[0, height - CARD.thickness, 0]}>
        <CardMesh cardId={`deck:${label}`} texture={texture} selectable={false} />
      </group>
    </group>
  )
}
