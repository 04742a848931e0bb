// The hooks that give each kind of card its drawn face, cached by what is drawn on it.
import { useAtomValue } from 'jotai'
import type { Texture } from 'three'
import type { GameState } from '../../engine/index.ts'
import { completedRowsAtom, sceneCatalogAtom } from '../game/sceneAtoms.ts'
import { ANCIENT_ONE, CARD, ENTRANCE, INVESTIGATOR } from '../layout/tablePlan.ts'
import { MONSTER_MARKER } from '../layout/cardFrame.ts'
import { drawAdventureFace } from './drawAdventureFace.ts'
import { drawAncientOneFace, drawMythosFace } from './drawBigFaces.ts'
import {
  drawDeckBack,
  drawEntranceFace,
  drawInvestigatorFace,
  drawMonsterFace,
  drawUsableFace,
} from './drawSmallFaces.ts'
import { useFaceTexture } from './useFaceTexture.ts'

function useCatalog() {
  const cat = useAtomValue(sceneCatalogAtom)
  if (!cat) throw new Error('scene: a card face needs a game in progress')
  return cat
}

/** An adventure's face, its completed rows (the engine's, while it is resolved) stamped. */
export function useAdventureTexture(id: string): Texture {
  const cat = useCatalog()
  const done = useAtomValue(completedRowsAtom)[id] ?? NONE
  return useFaceTexture(
    `adventure:${id}${done.length > 0 ? `:done=${done.join(',')}` : ''}`,
    CARD.width,
    CARD.height,
    (ctx) => drawAdventureFace(ctx, cat.adventure(id), cat.adventureTasks(id), done),
  )
}
const NONE: readonly number[] = []

export function useAncientOneTexture(id: string): Texture {
  const cat = useCatalog()
  return useFaceTexture(`ancientOne:${id}`, ANCIENT_ONE.width, ANCIENT_ONE.height, (ctx) =>
    drawAncientOneFace(ctx, cat.ancientOne(id), cat.battleTask(id)),
  )
}

export function useMythosTexture(id: string): Texture {
  const cat = useCatalog()
  return useFaceTexture(`mythos:${id}`, CARD.width, CARD.height, (ctx) => drawMythosFace(ctx, cat.mythos(id)))
}

export function useUsableTexture(id: string, used: boolean): Texture {
  const cat = useCatalog()
  return useFaceTexture(`usable:${id}:${used}`, CARD.width, CARD.height, (ctx) =>
    drawUsableFace(ctx, cat.usable(id), used),
  )
}

export function useInvestigatorTexture(
  investigatorId: string,
  player: GameState['players'][number],
  seat: number,
): Texture {
  const cat = useCatalog()
  const key = `investigator:${investigatorId}:${seat}:${player.sanity}/${player.maxSanity}:${player.stamina}/${player.maxStamina}:${player.clues}:${player.status}`
  return useFaceTexture(key, INVESTIGATOR.width, INVESTIGATOR.height, (ctx) =>
    drawInvestigatorFace(ctx, cat.investigator(investigatorId), player, seat),
  )
}

export function useEntranceTexture(): Texture {
  const cat = useCatalog()
  return useFaceTexture('entrance', ENTRANCE.width, ENTRANCE.height, (ctx) =>
    drawEntranceFace(ctx, cat.content.entrance),
  )
}

export function useMonsterTexture(id: string, defeated: boolean): Texture {
  const cat = useCatalog()
  return useFaceTexture(`monster:${id}:${defeated}`, MONSTER_MARKER.width, MONSTER_MARKER.height, (ctx) =>
    drawMonsterFace(ctx, cat.monster(id), cat.monsterTask(id), defeated),
  )
}

export function useDeckTexture(label: string, count: number): Texture {
  return useFaceTexture(`deck:${label}:${count}`, CARD.width, CARD.height, (ctx) => drawDeckBack(ctx, label, count))
}
