// The glow over a task row that would take the held die, riding its card.
import { useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { Matrix4, type Mesh } from 'three'
import { useSceneKit } from '../game/sceneKit.ts'
import type { Spot } from './dropPoints.ts'

const offset = new Matrix4()

const GLOW_WIDTH = 6.4

/** The glow over a task row that would take the held die, riding its card. */
export function RowGlow({ taskId, spot, height }: { taskId: string; spot: Spot; height: number }) {
  const sceneKit = useSceneKit()
  const mesh = useRef<Mesh>(null)
  useFrame(() => {
    const m = mesh.current
    const card = sceneKit.cards.get(spot.cardId)
    if (!m || !card) return
    card.updateWorldMatrix(true, false)
    const u = taskId.startsWith('row:') ? 0 : spot.u
    m.matrix.copy(card.matrixWorld).multiply(offset.makeTranslation(u, CARD_GLOW_Y, -spot.v))
    m.matrixWorldNeedsUpdate = true
  })
  const width = taskId.startsWith('row:') ? GLOW_WIDTH : 3.6
  return (
    <mesh ref={mesh} matrixAutoUpdate={false} name={`glow-${taskId}`} renderOrder={2}>
      <boxGeometry args={[width, 0.05, height]} />
      <meshBasicMaterial color="#ffcf5a" transparent opacity={0.42} depthWrite={false} toneMapped={false} />
    </mesh>
  )
}
const CARD_GLOW_Y = 0.08
