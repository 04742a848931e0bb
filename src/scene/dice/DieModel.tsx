import { useMemo, useRef } from 'react'
import { useFrame, useLoader } from '@react-three/fiber'
import { Mesh, type Group } from 'three'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { isFace, type DieColor } from '../../engine/dice.ts'
import { glyphMaterial } from './glyphMaterials.ts'

/** Writes a die's pose into the given objects; false hides the die. */
export type ReadPose = (
  id: number,
  position: { set(x: number, y: number, z: number): unknown },
  quaternion: { set(x: number, y: number, z: number, w: number): unknown },
) => boolean

/** Where `npm run models` puts each kind's model. */
export function dieModelUrl(color: DieColor): string {
  return `${import.meta.env.BASE_URL}models/die-${color}.glb`
}

/** Props of {@link DieModel}. */
export interface DieModelProps {
  readonly id: number
  readonly color: DieColor
  /** Called every frame: the physics owns the pose, React never sees it. */
  readonly readPose: ReadPose
}

/** One die: the baked model of its kind with glyphs drawn on its named face planes, posed from physics each frame. */
export function DieModel({ id, color, readPose }: DieModelProps) {
  const gltf = useLoader(GLTFLoader, dieModelUrl(color))
  const object = useMemo(() => {
    const root = gltf.scene.clone(true)
    root.traverse((child) => {
      if (!(child instanceof Mesh)) return
      const face = /^face_\d_(\w+)$/.exec(child.name)?.[1]
      if (face !== undefined && isFace(face)) {
        child.material = glyphMaterial(color, face)
      } else {
        child.castShadow = true
        child.receiveShadow = true
      }
    })
    return root
  }, [gltf, color])
  const group = useRef<Group>(null)
  useFrame(() => {
    const g = group.current
    if (g) g.visible = readPose(id, g.position, g.quaternion)
  })
  return (
    <group ref={group} name={`die-${id}-${color}`}>
      <primitive object={object} />
    </group>
  )
}
