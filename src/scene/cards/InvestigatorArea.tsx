// In front of the player: the active investigator's card (sanity, stamina, clues drawn from the state), their
// items, spells and allies, spells in play, trophies and clue tokens.
import { useAtomValue } from 'jotai'
import type { GameState } from '../../engine/index.ts'
import {
  belongingsAtom,
  cluesAtom,
  investigatorPlaceAtom,
  investigatorStatsAtom,
  spellsInPlayAtom,
  trophiesAtom,
} from '../game/sceneAtoms.ts'
import { BELONGINGS, INVESTIGATOR, SPELLS_IN_PLAY, type Vec3 } from '../layout/tablePlan.ts'
import { ClueTokens } from '../tokens/ClueTokens.tsx'
import { CardMesh } from './CardMesh.tsx'
import { useAdventureTexture, useInvestigatorTexture, useUsableTexture } from './faceTextures.ts'

export function InvestigatorArea() {
  const place = useAtomValue(investigatorPlaceAtom)
  const player = useAtomValue(investigatorStatsAtom)
  const belongings = useAtomValue(belongingsAtom)
  const spells = useAtomValue(spellsInPlayAtom)
  const trophies = useAtomValue(trophiesAtom)
  const clues = useAtomValue(cluesAtom)
  return (
    <group name="investigator-area">
      {place && player && place.investigatorId && (
        <InvestigatorCard investigatorId={place.investigatorId} player={player} seat={place.player} />
      )}
      {belongings.map((b) => (
        <SmallCard key={b.id} id={b.id} used={b.used} position={b.position} scale={BELONGINGS.scale} />
      ))}
      {spells.map((s) => (
        <SmallCard key={`cast:${s.id}`} id={s.id} used={false} position={s.position} scale={SPELLS_IN_PLAY.scale} />
      ))}
      {trophies.map((t, i) => (
        <Trophy key={`${t.id}:${i}`} id={t.id} kind={t.kind} position={t.position} />
      ))}
      <ClueTokens positions={clues} />
    </group>
  )
}

function InvestigatorCard({
  investigatorId,
  player,
  seat,
}: {
  readonly investigatorId: string
  readonly player: GameState['players'][number]
  readonly seat: number
}) {
  const texture = useInvestigatorTexture(investigatorId, player, seat)
  return (
    <group position={[INVESTIGATOR.centre[0], 0.35, INVESTIGATOR.centre[2]]} rotation={[0.08, 0, 0]}>
      <CardMesh
        cardId={`investigator:${investigatorId}`}
        texture={texture}
        width={INVESTIGATOR.width}
        height={INVESTIGATOR.height}
        selectable={false}
      />
    </group>
  )
}

function SmallCard({
  id,
  used,
  position,
  scale,
}: {
  readonly id: string
  readonly used: boolean
  readonly position: Vec3
  readonly scale: number
}) {
  const texture = useUsableTexture(id, used)
  return (
    <group position={position as [number, number, number]} scale={[scale, 1, scale]}>
      <CardMesh cardId={id} texture={texture} selectable={false} />
    </group>
  )
}

function Trophy({ id, kind, position }: { readonly id: string; readonly kind: string; readonly position: Vec3 }) {
  if (kind === 'monster') return <MonsterTrophy position={position} />
  return <AdventureTrophy id={id} position={position} />
}

function AdventureTrophy({ id, position }: { readonly id: string; readonly position: Vec3 }) {
  const texture = useAdventureTexture(id)
  return (
    <group position={position as [number, number, number]} rotation={[0, 0.25, 0]} scale={[0.5, 1, 0.5]}>
      <CardMesh cardId={`trophy:${id}`} texture={texture} selectable={false} />
    </group>
  )
}

function MonsterTrophy({ position }: { readonly position: Vec3 }) {
  return (
    <mesh position={[position[0], 0.15, position[2]]} castShadow>
      <cylinderGeometry args={[0.9, 0.9, 0.2, 20]} />
      <meshStandardMaterial color="#43261f" roughness={0.6} />
    </mesh>
  )
}
