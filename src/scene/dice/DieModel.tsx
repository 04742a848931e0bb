import { useLayoutEffect, useMemo, useRef } from 'react'
import { useFrame, useLoader, type ThreeEvent } from '@react-three/fiber'
import { Matrix4, Mesh, type BufferGeometry, type Group, type Object3D } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { KIND_FACES, type DieFace, type DieKind } from '../../physics/index.ts'
import { glyphCell, glyphMaterial, holdGlyphRelief } from './glyphMaterials.ts'
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

/** The name of a die's one glyph mesh: its six face planes merged, each showing its cell of the kind's atlas. */
const GLYPHS = 'glyphs'

const relative = new Matrix4()
/** Each model's merged glyph planes, made once and shared by every die of its kind for the page's life. */
const mergedGlyphs = new WeakMap<Object3D, BufferGeometry | null>()

/**
 * The model's face planes as one geometry in their parent's space, each plane's texture coordinates moved onto its
 * face's cell of the kind's glyph atlas (glyphMaterials.ts): one draw for a die's glyphs instead of six.
 */
function glyphGeometry(model: Object3D, kind: DieKind): BufferGeometry | null {
  const planes: Mesh[] = []
  model.traverse((child) => {
    if (child instanceof Mesh && glyphFace(child.name, kind) !== null) planes.push(child)
  })
  const parent = planes[0]?.parent
  if (!parent) return null
  if (!mergedGlyphs.has(model)) {
    model.updateMatrixWorld(true)
    const parts = planes.map((plane) => {
      const part = plane.geometry.clone()
      part.applyMatrix4(relative.copy(parent.matrixWorld).invert().multiply(plane.matrixWorld))
      const cell = glyphCell(kind, glyphFace(plane.name, kind)!)
      const uv = part.getAttribute('uv')
      for (let i = 0; i < uv.count; i++)
        uv.setXY(i, cell.u + uv.getX(i) * cell.width, cell.v + uv.getY(i) * cell.height)
      return part
    })
    mergedGlyphs.set(model, mergeGeometries(parts))
    for (const part of parts) part.dispose()
  }
  return mergedGlyphs.get(model) ?? null
}

/**
 * A die of `kind`: a copy of its model whose body casts and takes shadows, its six face planes replaced by one
 * glyph mesh (which does neither).
 */
export function createDieObject(model: Object3D, kind: DieKind): Object3D {
  const glyphs = glyphGeometry(model, kind)
  const root = model.clone(true)
  const planes: Mesh[] = []
  root.traverse((child) => {
    if (!(child instanceof Mesh)) return
    if (glyphFace(child.name, kind) !== null) planes.push(child)
    else {
      child.castShadow = true
      child.receiveShadow = true
    }
  })
  if (!glyphs) return root
  const parent = planes[0]?.parent
  for (const plane of planes) plane.removeFromParent()
  const mesh = new Mesh(glyphs)
  mesh.name = GLYPHS
  parent?.add(mesh)
  return root
}

/** Puts the kind's glyph material on the glyph mesh of a die made by {@link createDieObject}. */
export function dressGlyphs(object: Object3D, kind: DieKind): void {
  object.traverse((child) => {
    if (child instanceof Mesh && child.name === GLYPHS) child.material = glyphMaterial(kind)
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
