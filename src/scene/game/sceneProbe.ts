// `window.__museumScene`: a read-only window onto what the table drew, for browser tests. Nothing here changes
// the game or the picture.
import { Vector3, type Camera } from 'three'
import type { SceneKit } from './sceneKit.ts'
import { doomSpaces } from '../layout/tableLayout.ts'

export type MuseumSceneProbe = {
  /** The clock hand's hour as last drawn, 0 ≤ hour < 12 (0 = XII). */
  readonly hand: () => number
  /**
   * The screen pixel (CSS px from the page's top left) of a card's centre by id (ring, other worlds, the Ancient
   * One, Mythos), or of doom space i as `doom:i`; null when it is not on the table.
   */
  readonly project: (id: string) => { x: number; y: number } | null
  /** True once the first frame with every card face drawn has rendered. */
  readonly ready: () => boolean
}

declare global {
  interface Window {
    __museumScene?: MuseumSceneProbe
  }
}

const point = new Vector3()

export function installSceneProbe(
  kit: SceneKit,
  camera: () => Camera,
  canvas: HTMLCanvasElement,
  ancientOne: () => { id: string; track: readonly ('doom' | 'monster')[] } | null,
): () => void {
  const toScreen = () => {
    point.project(camera())
    const rect = canvas.getBoundingClientRect()
    return { x: rect.left + ((point.x + 1) / 2) * rect.width, y: rect.top + ((1 - point.y) / 2) * rect.height }
  }
  const probe: MuseumSceneProbe = Object.freeze({
    hand: () => kit.drawnHour,
    ready: () => kit.firstFrame,
    project: (id: string) => {
      const doom = /^doom:(\d+)$/.exec(id)?.[1]
      if (doom !== undefined) {
        const ao = ancientOne()
        const space = ao ? doomSpaces(ao.track, 0)[Number(doom)] : undefined
        const card = ao ? kit.cards.get(ao.id) : undefined
        if (!space || !card) return null
        card.updateWorldMatrix(true, false)
        point.set(space.u, 0.4, -space.v).applyMatrix4(card.matrixWorld)
        return toScreen()
      }
      const object = kit.cards.get(id)
      if (!object) return null
      object.updateWorldMatrix(true, false)
      object.getWorldPosition(point)
      return toScreen()
    },
  })
  window.__museumScene = probe
  return () => {
    if (window.__museumScene === probe) delete window.__museumScene
  }
}
