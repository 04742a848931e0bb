// Scratch objects for writing instance matrices without allocating per frame.
import { Object3D } from 'three'

export const scratch = new Object3D()

/** Writes instance `i` of `mesh` at (x, y, z) with uniform `scale`. */
export function placeInstance(
  mesh: { setMatrixAt(i: number, m: Object3D['matrix']): void },
  i: number,
  x: number,
  y: number,
  z: number,
  scale: number,
): void {
  scratch.position.set(x, y, z)
  scratch.rotation.set(0, 0, 0)
  scratch.scale.setScalar(Math.max(scale, 1e-4))
  scratch.updateMatrix()
  mesh.setMatrixAt(i, scratch.matrix)
}
