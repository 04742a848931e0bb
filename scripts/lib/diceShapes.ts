// The die bodies, told apart by shape as well as colour (CONTRIBUTING.md, "The look"): green has smooth
// rounded edges, yellow a flat chamfered band along every edge, red deep notched corners. The pip die
// has the tight round edges of a common die; Death May Die's black die a broad bevel with cut corners,
// its green bonus die a soft pebble-like round. The physics body is one rounded cube for all of them.
import { Vector3, type BufferGeometry } from 'three'
import { ConvexGeometry } from 'three/examples/jsm/geometries/ConvexGeometry.js'
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js'
import type { DieKind } from '../../src/physics/dieKinds.ts'
import { DIE_EDGE_RADIUS, DIE_SIZE } from '../../src/physics/physicsConfig.ts'

const H = DIE_SIZE / 2

/** The body of a die of one kind, centred on the origin, `DIE_SIZE` across. */
export function diceBodyGeometry(kind: DieKind): BufferGeometry {
  switch (kind) {
    case 'green':
      return new RoundedBoxGeometry(DIE_SIZE, DIE_SIZE, DIE_SIZE, 4, DIE_EDGE_RADIUS)
    case 'yellow':
      return cutCube(0.2, 0.2)
    case 'red':
      return cutCube(0.06, 0.42)
    case 'd6':
      return new RoundedBoxGeometry(DIE_SIZE, DIE_SIZE, DIE_SIZE, 3, 0.09)
    case 'dmd-black':
      return cutCube(0.24, 0.34)
    case 'dmd-green':
      return new RoundedBoxGeometry(DIE_SIZE, DIE_SIZE, DIE_SIZE, 4, 0.28)
  }
}

/**
 * The convex hull of a cube whose edges are chamfered by `edge` and whose corners are cut back by
 * `corner` along each edge: with edge = corner this is an evenly chamfered cube, with a larger
 * corner the faces become octagons with a triangular notch at every corner.
 */
function cutCube(edge: number, corner: number): BufferGeometry {
  const points: Vector3[] = []
  const signs = [-1, 1]
  for (let axis = 0; axis < 3; axis++) {
    for (const s of signs) {
      for (const u of signs) {
        for (const v of signs) {
          for (const [a, b] of [
            [edge, corner],
            [corner, edge],
          ] as const) {
            const p = [0, 0, 0]
            p[axis] = s * H
            p[(axis + 1) % 3] = u * (H - a)
            p[(axis + 2) % 3] = v * (H - b)
            points.push(new Vector3(p[0], p[1], p[2]))
          }
        }
      }
    }
  }
  return new ConvexGeometry(points)
}

/** Side of the square glyph plane laid on each face: inside the flat part of every kind's face. */
export const GLYPH_PLANE_SIZE = DIE_SIZE - 2 * 0.2
