// A die staged on a task row: it rides the card (the ring may turn), the engine's face up.
import { useMemo } from 'react'
import { Quaternion, Vector3 } from 'three'
import type { DieColor, Face } from '../../engine/index.ts'
import { DieModel, type ReadPose } from '../dice/DieModel.tsx'
import { useSceneKit } from '../game/sceneKit.ts'
import { ON_CARD_Y, onCardPoint, type Spot } from './dropPoints.ts'
import { faceRotation } from './faceRotation.ts'

const scratch = { p: new Vector3(), q: new Quaternion() }

/** A die staged on a task row: it rides the card (the ring may turn), the engine's face up. */
export function StagedDie({ id, color, face, spot }: { id: number; color: DieColor; face: Face | null; spot: Spot }) {
  const sceneKit = useSceneKit()
  const readPose = useMemo<ReadPose>(() => {
    const up = faceRotation(color, face, new Quaternion())
    return (_id, position, quaternion) => {
      const card = sceneKit.cards.get(spot.cardId)
      if (!card) return false
      onCardPoint(card, spot.u, ON_CARD_Y, spot.v, scratch.p)
      card.getWorldQuaternion(scratch.q)
      scratch.q.multiply(up)
      position.set(scratch.p.x, scratch.p.y, scratch.p.z)
      quaternion.set(scratch.q.x, scratch.q.y, scratch.q.z, scratch.q.w)
      return true
    }
  }, [sceneKit, spot, color, face])
  return <DieModel id={id} kind={color} readPose={readPose} />
}
