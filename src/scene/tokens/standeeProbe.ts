// `window.__museumStandees`: where each standee is drawn, for browser tests (a standee walks, it does not jump).
// Read-only: the numbers are copied out of the scene.
import { Vector3 } from 'three'
import type { SceneKit } from '../game/sceneKit.ts'

type Point = { readonly x: number; readonly y: number; readonly z: number }

export type StandeeProbe = {
  /** Where player's standee was last drawn (world units), or null when it is not on the table. */
  readonly where: (player: number) => Point | null
  /** Where a card's centre is drawn now (world units), or null when it is not on the table. */
  readonly card: (cardId: string) => Point | null
}

declare global {
  interface Window {
    __museumStandees?: StandeeProbe
  }
}

/** The drawn position of each standee by player (the standee's own vector, updated as it is drawn). */
export type StandeeRegistry = Map<number, Vector3>

const point = new Vector3()
const copy = (v: Vector3): Point => ({ x: v.x, y: v.y, z: v.z })

export function installStandeeProbe(kit: SceneKit, standees: StandeeRegistry): () => void {
  const probe: StandeeProbe = Object.freeze({
    where: (player: number) => {
      const v = standees.get(player)
      return v ? copy(v) : null
    },
    card: (cardId: string) => {
      const object = kit.cards.get(cardId)
      if (!object) return null
      object.updateWorldMatrix(true, false)
      return copy(object.getWorldPosition(point))
    },
  })
  window.__museumStandees = probe
  return () => {
    if (window.__museumStandees === probe) delete window.__museumStandees
  }
}
