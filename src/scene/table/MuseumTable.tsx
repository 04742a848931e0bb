import { useEffect, useState } from 'react'
import type { CanvasTexture } from 'three'
import { FELT, TABLE } from './tableScale'
import { createFeltTexture, createWoodTexture } from './proceduralTextures'
import { useSurfaceDetail } from '../materials/useSurfaceDetail.ts'

type TableSurfaces = { readonly wood: CanvasTexture; readonly felt: CanvasTexture }

/** The table's wood and felt, drawn in an effect and disposed with the table (null until drawn). */
function useTableSurfaces(): TableSurfaces | null {
  const [surfaces, setSurfaces] = useState<TableSurfaces | null>(null)
  useEffect(() => {
    const made = { wood: createWoodTexture(), felt: createFeltTexture() }
    setSurfaces(made)
    return () => {
      made.wood.dispose()
      made.felt.dispose()
    }
  }, [])
  return surfaces
}

/**
 * The dark wooden table with its worn felt, top surface at y = 0. In medium and high the felt's fibres catch the
 * lamp (normal and roughness detail); low keeps the plain felt.
 */
export function MuseumTable() {
  const surfaces = useTableSurfaces()
  const detail = useSurfaceDetail()?.felt ?? null
  if (!surfaces) return null
  return (
    <group name="museum-table">
      <mesh receiveShadow position={[0, -TABLE.thickness / 2 - 0.05, 0]}>
        <boxGeometry args={[TABLE.width, TABLE.thickness, TABLE.depth]} />
        <meshStandardMaterial map={surfaces.wood} roughness={0.7} metalness={0.05} />
      </mesh>
      <mesh receiveShadow rotation={[-Math.PI / 2, 0, 0]} position={[0, 0, 0]}>
        <planeGeometry args={[FELT.width, FELT.depth]} />
        <meshStandardMaterial
          key={detail ? 'felt-detail' : 'felt'}
          map={surfaces.felt}
          normalMap={detail?.normalMap ?? null}
          normalScale={[0.7, 0.7]}
          roughnessMap={detail?.roughnessMap ?? null}
          roughness={detail ? 1 : 0.95}
        />
      </mesh>
    </group>
  )
}
