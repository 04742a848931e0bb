import { describe, expect, it } from 'vitest'
import {
  plaquesOnObstacles,
  plaquesOverlap,
  spreadPlaques,
  type PlaqueBox,
} from '../../../src/scene/plaques/spreadPlaques.ts'

const box = (x: number, y: number, side: PlaqueBox['side'], width = 100, height = 40): PlaqueBox => ({
  x,
  y,
  width,
  height,
  side,
})
const overlaps = (a: PlaqueBox, b: PlaqueBox, da: number, db: number) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + da + a.height, b.y + db + b.height) - Math.max(a.y + da, b.y + db) > 0.5

describe('spreadPlaques', () => {
  it('leaves plaques that do not overlap where they are', () => {
    expect(spreadPlaques([box(0, 0, 'above'), box(200, 0, 'above'), box(0, 100, 'below')])).toEqual([0, 0, 0])
  })

  it('tells when a plaque kept off a die lands on what no plaque may hide', () => {
    // The card in focus's plaque on its "Go here" tag (an obstacle), the investigator's card (kept clear like a die)
    // just below the tag: pushed below the tag, then lifted off the card, it lies on the tag again. Spread without
    // the card, it stays below the tag (RingPlaques takes that spread then).
    const plaque = box(100, 500, 'below', 80, 24)
    const tag = { x: 90, y: 490, width: 100, height: 30 }
    const investigator = { x: 60, y: 525, width: 160, height: 120 }
    expect(plaquesOnObstacles([plaque], spreadPlaques([plaque], [tag], [investigator]), [tag])).toBe(true)
    const dy = spreadPlaques([plaque], [tag])
    expect(plaquesOnObstacles([plaque], dy, [tag])).toBe(false)
    expect(plaque.y + dy[0]!).toBeGreaterThanOrEqual(tag.y + tag.height)
  })

  it('moves the upper of two plaques above their cards up, clear of the other', () => {
    const boxes = [box(0, 100, 'above'), box(50, 80, 'above')]
    const dy = spreadPlaques(boxes)
    expect(dy[0]).toBe(0)
    expect(dy[1]).toBeLessThan(0)
    expect(overlaps(boxes[0]!, boxes[1]!, dy[0]!, dy[1]!)).toBe(false)
  })

  it('moves the lower of two plaques below their cards down', () => {
    const boxes = [box(0, 500, 'below'), box(60, 520, 'below')]
    const dy = spreadPlaques(boxes)
    expect(dy[0]).toBe(0)
    expect(dy[1]).toBeGreaterThan(0)
    expect(overlaps(boxes[0]!, boxes[1]!, dy[0]!, dy[1]!)).toBe(false)
  })

  it('clears a crowd of four far plaques so that no two overlap', () => {
    const boxes = [box(0, 100, 'above'), box(40, 110, 'above'), box(80, 95, 'above'), box(20, 120, 'above')]
    const dy = spreadPlaques(boxes)
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++)
        expect(overlaps(boxes[i]!, boxes[j]!, dy[i]!, dy[j]!), `${i} × ${j}`).toBe(false)
    // Only upward moves for plaques that hang above their cards.
    for (const d of dy) expect(d).toBeLessThanOrEqual(0)
  })
})

describe('spreadPlaques with obstacles', () => {
  const ancientOne = { x: 0, y: 0, width: 300, height: 80 }

  it('moves a plaque lying on an obstacle down below it', () => {
    const boxes = [box(50, 60, 'above')]
    const dy = spreadPlaques(boxes, [ancientOne])
    expect(boxes[0]!.y + dy[0]!).toBeGreaterThanOrEqual(80)
  })

  it('moves the lower plaque down when the upper one cannot go up without covering the obstacle', () => {
    const boxes = [box(50, 82, 'above'), box(100, 100, 'above')]
    const dy = spreadPlaques(boxes, [ancientOne])
    expect(dy[0]).toBe(0)
    expect(overlaps(boxes[0]!, boxes[1]!, dy[0]!, dy[1]!)).toBe(false)
    for (const [i, b] of boxes.entries()) expect(b.y + dy[i]!).toBeGreaterThanOrEqual(80)
  })

  it('leaves a plaque beside the obstacle where it is', () => {
    expect(spreadPlaques([box(400, 20, 'above')], [ancientOne])).toEqual([0])
  })

  it('settles a pair under the obstacle beside a third without sending one back up onto the other', () => {
    // The watch screen at 1080 before the first move (docs/shots/watch-screen-1080.jpg): the Wax Anatomy Collection
    // and Storeroom Seven side by side under the Ancient One's card, the Stair to Unknown Kadath below the second.
    for (const stairSide of ['above', 'below'] as const) {
      const boxes = [
        box(727, 306, 'above', 178, 60),
        box(596, 306, 'above', 152, 60),
        box(452, 370, stairSide, 245, 58),
        box(502, 457, 'below', 193, 60),
      ]
      const obstacle = { x: 680, y: 258, width: 95, height: 45 }
      const dy = spreadPlaques(boxes, [obstacle])
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          expect(overlaps(boxes[i]!, boxes[j]!, dy[i]!, dy[j]!), `${stairSide}: ${i} × ${j}`).toBe(false)
    }
  })

  describe('dice in the tray', () => {
    const die = (x: number, y: number) => ({ x, y, width: 24, height: 24 })
    const onDie = (b: PlaqueBox, d: number, o: { x: number; y: number; width: number; height: number }) =>
      overlaps(b, { ...o, side: 'below' }, d, 0)

    it('lifts a plaque off a die, up toward its card', () => {
      const b = box(0, 100, 'below')
      const [dy] = spreadPlaques([b], [], [die(30, 120)])
      expect(dy).toBeLessThan(0)
      expect(b.y + dy! + b.height).toBeLessThanOrEqual(120)
    })

    it('clears every die it would land on, one above another', () => {
      const b = box(0, 100, 'below')
      const dice = [die(30, 120), die(60, 90)]
      const [dy] = spreadPlaques([b], [], dice)
      for (const d of dice) expect(onDie(b, dy!, d)).toBe(false)
      expect(b.y + dy! + b.height).toBeLessThanOrEqual(90)
    })

    it('makes room upward when pushing a plaque down would lay it on a die', () => {
      // Two plaques hanging below their cards overlap; under the lower one lies a die.
      const boxes = [box(0, 100, 'below'), box(50, 120, 'below')]
      const dice = [die(90, 165)]
      const dy = spreadPlaques(boxes, [], dice)
      expect(overlaps(boxes[0]!, boxes[1]!, dy[0]!, dy[1]!)).toBe(false)
      for (const [i, b] of boxes.entries()) expect(onDie(b, dy[i]!, dice[0]!), `plaque ${i}`).toBe(false)
    })

    it('leaves plaques that cover no die where they are', () => {
      expect(spreadPlaques([box(0, 100, 'below')], [], [die(300, 100)])).toEqual([0])
    })
  })
})

describe('plaquesOverlap', () => {
  const plaque = (x: number, y: number) => ({ x, y, width: 100, height: 40 })
  it('tells a spread that kept every plaque apart from one that could not', () => {
    const boxes = [plaque(0, 0), plaque(50, 20)]
    expect(plaquesOverlap(boxes, [0, 0])).toBe(true)
    expect(plaquesOverlap(boxes, [0, 30])).toBe(false)
    expect(plaquesOverlap([plaque(0, 0), plaque(200, 0)], [0, 0])).toBe(false)
  })
})
