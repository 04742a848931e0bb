import { describe, expect, it } from 'vitest'
import { BoxGeometry, Color, PlaneGeometry } from 'three'
import { mergeParts, placed } from '../../../src/scene/museum/mergeParts.ts'

describe('mergeParts', () => {
  it('puts each part where its matrix says, in one geometry, leaving the parts as they were', () => {
    const box = new BoxGeometry(2, 2, 2)
    const merged = mergeParts([
      { geometry: box, matrix: placed([10, 0, 0]) },
      { geometry: box, matrix: placed([0, 0, -10], [0, Math.PI / 2, 0], [1, 3, 1]) },
    ])
    expect(merged.getAttribute('position').count).toBe(box.getAttribute('position').count * 2)
    merged.computeBoundingBox()
    expect(merged.boundingBox!.min.toArray()).toEqual([-1, -3, -11].map((v) => expect.closeTo(v, 6)))
    expect(merged.boundingBox!.max.toArray()).toEqual([11, 3, 1].map((v) => expect.closeTo(v, 6)))
    box.computeBoundingBox()
    expect(box.boundingBox!.max.toArray()).toEqual([1, 1, 1])
  })

  it('colours each part’s vertices with its colour in the linear working space, as a material colour is', () => {
    const plane = new PlaneGeometry(1, 1)
    const merged = mergeParts(
      [
        { geometry: plane, matrix: placed([0, 0, 0]), color: '#2a3a32' },
        { geometry: plane, matrix: placed([0, 5, 0]), color: '#3a2212' },
      ],
      true,
    )
    const color = merged.getAttribute('color')
    const wall = new Color('#2a3a32')
    const rail = new Color('#3a2212')
    expect([color.getX(0), color.getY(0), color.getZ(0)]).toEqual(
      [wall.r, wall.g, wall.b].map((v) => expect.closeTo(v, 6)),
    )
    expect([color.getX(4), color.getY(4), color.getZ(4)]).toEqual(
      [rail.r, rail.g, rail.b].map((v) => expect.closeTo(v, 6)),
    )
    expect(wall.r).toBeLessThan(0x2a / 255) // linear, not the sRGB byte
  })

  it('placed() inside a parent is the parent’s matrix times its own', () => {
    const parent = placed([5, 0, 0], [0, Math.PI, 0])
    const child = placed([1, 0, 0], undefined, undefined, parent)
    const p = child.elements
    expect([p[12], p[13], p[14]]).toEqual([4, 0, 0].map((v) => expect.closeTo(v, 6)))
  })
})
