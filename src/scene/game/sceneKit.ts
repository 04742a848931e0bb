// What the meshes of one table share without React state: the animation timeline and where each card is drawn
// (for the browser-test probe's projection).
import { createContext, useContext } from 'react'
import type { Object3D } from 'three'
import type { Timeline } from './sceneTimeline.ts'

export type SceneKit = {
  readonly timeline: Timeline
  /** The object of each card by id (ring, other worlds, the Ancient One, Mythos), for projection. */
  readonly cards: Map<string, Object3D>
  /** The hour the clock hand was last drawn at (0–12). */
  drawnHour: number
  /** Set once the first frame with every face drawn has rendered, the later shaders compiled (ShaderWarmup). */
  firstFrame: boolean
  /** Set once ShaderWarmup has handed the table's later shaders to the renderer. */
  warmed: boolean
  /** How far the view has come toward the close-up of the dice in play (0: the whole table, 1: the close-up). */
  closeUpAt: number
  /** Which frames the view eases between now (viewFrames.ts), and whether it has come to the close-up's new one. */
  frames: { whole: 'table' | 'upright' | 'ring'; closeUp: 'dice' | 'tray' | 'narrow'; eased: boolean }
}

export const SceneKitContext = createContext<SceneKit | null>(null)

export function useSceneKit(): SceneKit {
  const kit = useContext(SceneKitContext)
  if (!kit) throw new Error('scene: useSceneKit needs the game table around it')
  return kit
}
