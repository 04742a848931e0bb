// Static pieces that share a material drawn as one geometry (three's BufferGeometryUtils.mergeGeometries): a wall's
// panels, rails and plaster, every case's walnut, are each one draw instead of one per piece. A headset draws every
// piece once per eye, so the room's draw calls count twice there (issue 44).
import { BufferAttribute, Color, Euler, Matrix4, Quaternion, Vector3, type BufferGeometry } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'

type Triple = readonly [number, number, number]

/** One piece: its geometry where `matrix` puts it, and (for a vertex-coloured material) its colour. */
export type Part = { readonly geometry: BufferGeometry; readonly matrix: Matrix4; readonly color?: string }

const quaternion = new Quaternion()

/** The matrix of a position, a rotation (Euler, radians, XYZ) and a scale, inside `parent` if given. */
export function placed(position: Triple, rotation: Triple = [0, 0, 0], scale: Triple = [1, 1, 1], parent?: Matrix4) {
  quaternion.setFromEuler(new Euler(...rotation))
  const m = new Matrix4().compose(new Vector3(...position), quaternion, new Vector3(...scale))
  return parent ? parent.clone().multiply(m) : m
}

/**
 * The parts as one geometry in their common space; with `colors`, a vertex colour per part (three's linear working
 * colour, as a material's `color` would be). The parts' geometries are left as they were (the caller owns them).
 */
export function mergeParts(parts: readonly Part[], colors = false): BufferGeometry {
  const pieces = parts.map(({ geometry, matrix, color }) => {
    const piece = geometry.clone().applyMatrix4(matrix)
    if (colors) {
      const c = new Color(color ?? '#ffffff')
      const count = piece.getAttribute('position').count
      const data = new Float32Array(count * 3)
      for (let i = 0; i < count; i++) data.set([c.r, c.g, c.b], i * 3)
      piece.setAttribute('color', new BufferAttribute(data, 3))
    }
    return piece
  })
  const merged = mergeGeometries(pieces)
  for (const piece of pieces) piece.dispose()
  if (!merged) throw new Error('scene: the room’s pieces do not merge (their attributes differ)')
  return merged
}
