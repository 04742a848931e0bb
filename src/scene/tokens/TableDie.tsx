// A die lying still with a given face up (the engine's seeded face; no physics): the dice model of its colour,
// posed once from its place in the layout. A die the hands have lifted (held, staged on a task row) is not drawn
// here; pressing one the player may pick up hands it to the hands.
import { useContext, useMemo } from 'react'
import { DIE_FACES, type DieColor, type Face } from '../../engine/index.ts'
import { restingRotation } from '../../physics/upFace.ts'
import { DieModel, type ReadPose } from '../dice/DieModel.tsx'
import { HandsKitContext } from '../hands/handsKit.ts'
import type { Vec3 } from '../layout/tablePlan.ts'

export type TableDieProps = {
  readonly id: number
  readonly color: DieColor
  readonly face: Face | null
  readonly position: Vec3
  /** A small turn about the vertical, so a row of dice does not look machined. */
  readonly yaw?: number
}

export function TableDie({ id, color, face, position, yaw = 0 }: TableDieProps) {
  const hands = useContext(HandsKitContext)
  const readPose = useMemo((): ReadPose => {
    const index = Math.max(0, face ? DIE_FACES[color].indexOf(face) : 0)
    const q = restingRotation(index, yaw)
    return (_id, p, quaternion) => {
      p.set(position[0], position[1], position[2])
      quaternion.set(q.x, q.y, q.z, q.w)
      return !hands?.lifted.has(id)
    }
  }, [color, face, position, yaw, hands, id])
  return (
    <group onPointerDown={(e) => hands?.grab(id, e.nativeEvent) && e.stopPropagation()}>
      <DieModel id={id} kind={color} readPose={readPose} />
    </group>
  )
}
