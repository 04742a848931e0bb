// A card's group on the table, known to the scene kit by the card's id while it is mounted.
import { useEffect, useRef, type RefObject } from 'react'
import { useThree } from '@react-three/fiber'
import type { Group } from 'three'
import { useSceneKit } from '../game/sceneKit.ts'

/** A ref for the group that holds card `id`, registered in the scene kit's cards while mounted. */
export function useCardGroup(id: string): RefObject<Group | null> {
  const kit = useSceneKit()
  const invalidate = useThree((s) => s.invalidate)
  const group = useRef<Group>(null)
  useEffect(() => {
    const g = group.current
    if (!g) return
    kit.cards.set(id, g)
    invalidate()
    return () => {
      if (kit.cards.get(id) === g) kit.cards.delete(id)
    }
  }, [kit, id, invalidate])
  return group
}
