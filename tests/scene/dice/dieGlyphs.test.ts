import { describe, expect, it } from 'vitest'
import { Group, Mesh, MeshStandardMaterial, PlaneGeometry, Quaternion, Vector3, type BufferGeometry } from 'three'
import { DIE_KINDS, KIND_FACES, type DieKind } from '../../../src/physics/dieKinds.ts'
import { FACE_NORMALS } from '../../../src/physics/upFace.ts'
import { createDieObject } from '../../../src/scene/dice/DieModel.tsx'
import { glyphCell } from '../../../src/scene/dice/glyphMaterials.ts'

/** A die laid out as `npm run models` bakes it: a body and six face planes named `face_<index>_<face>`. */
function bakedDie(kind: DieKind): Group {
  const die = new Group()
  const body = new Mesh(new PlaneGeometry(1, 1), new MeshStandardMaterial())
  body.name = 'body'
  die.add(body)
  const plane = new PlaneGeometry(0.8, 0.8)
  FACE_NORMALS.forEach((n, index) => {
    const marker = new Mesh(plane, new MeshStandardMaterial())
    marker.name = `face_${index}_${KIND_FACES[kind][index]}`
    const normal = new Vector3(n.x, n.y, n.z)
    marker.position.copy(normal).multiplyScalar(0.5)
    marker.quaternion.copy(new Quaternion().setFromUnitVectors(new Vector3(0, 0, 1), normal))
    die.add(marker)
  })
  const root = new Group()
  root.add(die)
  return root
}

const meshes = (o: Group) => {
  const out: Mesh[] = []
  o.traverse((c) => c instanceof Mesh && out.push(c))
  return out
}

/** The texture coordinates' bounds of the vertices lying on the face with outward normal `n`. */
function uvBoundsOn(geometry: BufferGeometry, n: { x: number; y: number; z: number }) {
  const pos = geometry.getAttribute('position')
  const uv = geometry.getAttribute('uv')
  const us: number[] = []
  const vs: number[] = []
  for (let i = 0; i < pos.count; i++) {
    if (pos.getX(i) * n.x + pos.getY(i) * n.y + pos.getZ(i) * n.z < 0.49) continue
    us.push(uv.getX(i))
    vs.push(uv.getY(i))
  }
  return { count: us.length, u: [Math.min(...us), Math.max(...us)], v: [Math.min(...vs), Math.max(...vs)] }
}

describe('createDieObject (#44: a die is two draws, its body and its glyphs)', () => {
  it.each(DIE_KINDS)('merges the %s die’s six face planes into one mesh, each face on its own glyph', (kind) => {
    const model = bakedDie(kind)
    const die = createDieObject(model, kind)
    const all = meshes(die as Group)
    expect(all.map((m) => m.name).sort()).toEqual(['body', 'glyphs'])
    const glyphs = all.find((m) => m.name === 'glyphs')!
    expect(glyphs.castShadow).toBe(false)
    FACE_NORMALS.forEach((n, index) => {
      const cell = glyphCell(kind, KIND_FACES[kind][index]!)
      const on = uvBoundsOn(glyphs.geometry, n)
      expect(on.count).toBe(4)
      expect(on.u[0]).toBeCloseTo(cell.u, 6)
      expect(on.u[1]).toBeCloseTo(cell.u + cell.width, 6)
      expect(on.v[0]).toBeCloseTo(cell.v, 6)
      expect(on.v[1]).toBeCloseTo(cell.v + cell.height, 6)
    })
    // Another die of the model shares the merged geometry (made once per model).
    const again = meshes(createDieObject(model, kind) as Group).find((m) => m.name === 'glyphs')!
    expect(again.geometry).toBe(glyphs.geometry)
  })

  it.each(DIE_KINDS)('gives each of the %s die’s faces a cell of its own, inside the atlas', (kind) => {
    const faces = [...new Set(KIND_FACES[kind])]
    const cells = faces.map((f) => glyphCell(kind, f))
    for (const c of cells) {
      expect(c.u).toBeGreaterThan(0)
      expect(c.v).toBeGreaterThan(0)
      expect(c.u + c.width).toBeLessThan(1)
      expect(c.v + c.height).toBeLessThan(1)
    }
    const overlap = (a: (typeof cells)[0], b: (typeof cells)[0]) =>
      a.u < b.u + b.width && b.u < a.u + a.width && a.v < b.v + b.height && b.v < a.v + a.height
    cells.forEach((a, i) => cells.forEach((b, j) => i < j && expect(overlap(a, b)).toBe(false)))
  })
})
