import { useEffect, useMemo } from 'react'
import { FELT, TABLE } from './tableScale'
import { createFeltTexture, createWoodTexture } from './proceduralTextures'

/** The dark wooden table with its worn felt, top surface at y = 0. */
export function MuseumTable() {
  const wood = useMemo(createWoodTexture, [])
  const felt = useMemo(createFeltTexture, [])
  useEffect(
    () => () => {
      wood.dispose()
      felt.dispose()
    },
    [wood, felt],
  )

  return (
    <group name="museum-table">
      <mesh receiveShadow position={[0, -TABLE.thickness / 2 - 0.05, 0]}>
        <boxGeometry args={[TABLE.width, TABLE.thickness, TABLE.depth]} />
        <meshStandardMaterial map={wood} roughness={0.7} metalness={0.05} />
      </mesh>
      <mesh receiveShadow rotation={[-Math.PI / 2, 0, 0]} position={[0, 0, 0]}>
        <planeGeometry args={[FELT.width, FELT.depth]} />
        <meshStandardMaterial map={felt} roughness={0.95} />
      </mesh>
    </group>
  )
}
