import { useLayoutEffect, useMemo, useRef } from 'react'
import { useFrame, useLoader, type ThreeEvent } from '@react-three/fiber'
import { Mesh, type Group, type Object3D } from 'three'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { KIND_FACES, type DieFace, type DieKind } from '../../physics/index.ts'
import { glyphMaterial, holdGlyphRelief } from './glyphMaterials.ts'
import { useSurfaceDetail } from '../materials/useSurfaceDetail.ts'

/** Writes a die's pose into the given objects; false hides the die. */
export type ReadPose = (
  id: number,
  position: { set(x: number, y: number, z: number): unknown },
  quaternion: { set(x: number, y: number, z: number, w: number): unknown },
) => boolean

/** Where `npm run models` puts each kind's model. */
export function dieModelUrl(kind: DieKind): string {
  return `${import.meta.env.BASE_URL}models/die-${kind}.glb`
}

/** The face a named face plane of the model shows (`face_<n>_<face>`), or null for any other mesh. */
function glyphFace(name: string, kind: DieKind): DieFace | null {
  const face = /^face_\d_(\w+)$/.exec(name)?.[1]
  return face !== undefined && (KIND_FACES[kind] as readonly string[]).includes(face) ? (face as DieFace) : null
}

/** A die of `kind`: a copy of its model whose body casts and takes shadows (its glyph planes do neither). */
export function createDieObject(model: Object3D, kind: DieKind): Object3D {
  const root = model.clone(true)
  root.traverse((child) => {
    if (child instanceof Mesh && glyphFace(child.name, kind) === null) {
      child.castShadow = true
      child.receiveShadow = true
    }
  })
  return root
}

/** Puts the kind's glyph material on each face plane of a die made by {@link createDieObject}. */
export function dressGlyphs(object: Object3D, kind: DieKind): void {
  object.traverse((child) => {
    const face = child instanceof Mesh ? glyphFace(child.name, kind) : null
    if (face !== null) (child as Mesh).material = glyphMaterial(kind, face)
  })
}

/** Props of {@link DieModel}. */
export interface DieModelProps {
  readonly id: number
  readonly kind: DieKind
  /** Called every frame: the physics owns the pose, React never sees it. */
  readonly readPose: ReadPose
  /** When given, a click on the die chooses it (a reroll) instead of reaching the tray beneath. */
  readonly onSelect?: ((id: number) => void) | undefined
}

/** One die: the baked model of its kind with glyphs drawn on its named face planes, posed from physics each frame. */
export function DieModel({ id, kind, readPose, onSelect }: DieModelProps) {
  const gltf = useLoader(GLTFLoader, dieModelUrl(kind))
  const object = useMemo(() => createDieObject(gltf.scene, kind), [gltf, kind])
  // The glyph materials (GPU textures) are made in an effect, never in render; before the first frame, as a layout
  // effect. They are shared by every die of the kind for the page's life (glyphMaterials.ts), so nothing is disposed.
  useLayoutEffect(() => dressGlyphs(object, kind), [object, kind])
  // Medium and high: the glyphs cut into the faces and inked in worn paint, while any die is on show.
  const paint = useSurfaceDetail()?.paint ?? null
  useLayoutEffect(() => (paint ? holdGlyphRelief(paint) : undefined), [paint])
  const group = useRef<Group>(null)
  useFrame(() => {
    const g = group.current
    if (g) g.visible = readPose(id, g.position, g.quaternion)
  })
  return (
    <group
      ref={group}
      name={`die-${id}-${kind}`}
      {...(onSelect && {
        onPointerDown: (e: ThreeEvent<PointerEvent>) => e.stopPropagation(),
        onClick: (e: ThreeEvent<MouseEvent>) => {
          e.stopPropagation()
          onSelect(id)
        },
      })}
    >
      <primitive object={object} />
    </group>
  )
}
