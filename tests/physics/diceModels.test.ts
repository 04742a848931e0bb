import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { Quaternion, Vector3 } from 'three'
import { DIE_COLORS, DIE_FACES } from '../../src/engine/dice.ts'
import { FACE_NORMALS } from '../../src/physics/upFace.ts'

interface GltfNode {
  name?: string
  translation?: [number, number, number]
  rotation?: [number, number, number, number]
}

/** The JSON chunk of a .glb: enough to check node names and poses without a loader. */
function readGlbJson(file: string): { nodes: GltfNode[] } {
  const bytes = readFileSync(file)
  expect(bytes.readUInt32LE(0)).toBe(0x46546c67) // 'glTF'
  const jsonLength = bytes.readUInt32LE(12)
  expect(bytes.readUInt32LE(16)).toBe(0x4e4f534a) // 'JSON'
  return JSON.parse(bytes.subarray(20, 20 + jsonLength).toString('utf8')) as { nodes: GltfNode[] }
}

describe('public/models/die-*.glb', () => {
  it.each(DIE_COLORS)('names the six faces of the %s die along the normals upFace reads', (color) => {
    const { nodes } = readGlbJson(`public/models/die-${color}.glb`)
    expect(nodes.some((n) => n.name === 'body')).toBe(true)
    FACE_NORMALS.forEach((normal, index) => {
      const face = DIE_FACES[color][index]!
      const node = nodes.find((n) => n.name === `face_${index}_${face}`)
      expect(node, `face_${index}_${face}`).toBeDefined()
      const position = new Vector3(...node!.translation!).normalize()
      expect(position.dot(new Vector3(normal.x, normal.y, normal.z))).toBeCloseTo(1, 5)
      // The plane's own +z (its visible side) points out of the die along the same normal.
      const out = new Vector3(0, 0, 1).applyQuaternion(new Quaternion(...(node!.rotation ?? [0, 0, 0, 1])))
      expect(out.dot(position)).toBeCloseTo(1, 5)
    })
  })
})
