// The active investigator's clue tokens (instanced amber discs) beside their card.
import { useLayoutEffect, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import { CylinderGeometry, MeshStandardMaterial, type InstancedMesh } from 'three'
import { CLUES, type Vec3 } from '../layout/tablePlan.ts'
import { placeInstance } from './instancing.ts'

const GEOMETRY = new CylinderGeometry(CLUES.token / 2, CLUES.token / 2, 0.22, 20)
const MATERIAL = new MeshStandardMaterial({ color: '#d39a2a', roughness: 0.4, metalness: 0.35 })
const MAX = 24

export function ClueTokens({ positions }: { readonly positions: readonly Vec3[] }) {
  const mesh = useRef<InstancedMesh>(null)
  const invalidate = useThree((s) => s.invalidate)
  useLayoutEffect(() => {
    const m = mesh.current
    if (!m) return
    for (let i = 0; i < MAX; i++) {
      const p = positions[i]
      placeInstance(m, i, p?.[0] ?? 0, p?.[1] ?? 0, p?.[2] ?? 0, p ? 1 : 0)
    }
    m.instanceMatrix.needsUpdate = true
    invalidate()
  }, [positions, invalidate])
  return <instancedMesh ref={mesh} args={[GEOMETRY, MATERIAL, MAX]} castShadow name="clue-tokens" />
}
