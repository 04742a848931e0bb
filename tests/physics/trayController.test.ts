import { beforeAll, describe, expect, it } from 'vitest'
import { loadRapier, rollSeed, simulateRoll, type Rapier, type RollReport } from '../../src/physics/index.ts'
import { createTrayController, type TrayController } from '../../src/scene/tray/createTrayController.ts'
import { dieColor } from '../../src/scene/tray/trayDice.ts'

let rapier: Rapier
beforeAll(async () => {
  rapier = await loadRapier()
})

/** Frames of 1/60 s until nothing moves: what the render loop does, by hand. */
function runFrames(c: TrayController, maxSeconds = 30): void {
  for (let t = 0; t < maxSeconds && c.advance(1 / 60); t += 1 / 60);
}

function tray(seed: number) {
  const reports: RollReport[] = []
  const c = createTrayController({ rapier, sessionSeed: seed, onReport: (r) => reports.push(r) })
  return { c, reports }
}

describe('createTrayController', () => {
  it('reports a throw once, with the faces the bodies show, equal to the headless roll of that seed', async () => {
    const { c, reports } = tray(42)
    c.setMix([0, 1, 2, 3, 4, 5, 6, 7])
    runFrames(c)
    expect(reports).toEqual([]) // dice dropped in are not a roll
    c.throwRandom()
    expect(c.busy).toBe(true)
    runFrames(c)
    expect(reports).toHaveLength(1)
    expect(reports[0]!.rollId).toBe(1)
    expect(reports[0]!.faces).toEqual(c.readFaces())
    const dice = c.mix.map(dieColor)
    const headless = await simulateRoll({ seed: rollSeed(42, 1), dice })
    expect(reports[0]!.faces.map((f) => f.face)).toEqual(headless.faces)
    c.dispose()
  })

  it('drops a die added after a roll without moving any settled die', () => {
    const { c, reports } = tray(7)
    c.setMix([0, 1, 2, 6])
    c.throwRandom()
    runFrames(c)
    const before = c.readFaces()
    const poses = new Map<number, number[]>()
    for (const id of c.mix) {
      const p: number[] = []
      c.pose(id, { set: (x, y, z) => p.push(x, y, z) }, { set: (x, y, z, w) => p.push(x, y, z, w) })
      poses.set(id, p)
    }
    c.setMix([0, 1, 2, 6, 7])
    expect(c.busy).toBe(true)
    runFrames(c)
    expect(reports).toHaveLength(1)
    for (const [id, p] of poses) {
      const now: number[] = []
      c.pose(id, { set: (x, y, z) => now.push(x, y, z) }, { set: (x, y, z, w) => now.push(x, y, z, w) })
      expect(now).toEqual(p)
    }
    expect(c.readFaces().slice(0, 4)).toEqual(before)
    expect(c.mix).toEqual([0, 1, 2, 6, 7])
    c.dispose()
  })

  it('ignores mix changes while a throw is in flight', () => {
    const { c } = tray(9)
    c.setMix([0, 7])
    c.throwRandom()
    c.setMix([0])
    expect(c.mix).toEqual([0, 7])
    c.dispose()
  })

  it('lays out seeded faces at once in reduced motion, level on the felt', () => {
    const { c, reports } = tray(5)
    c.setMix([0, 6, 7])
    c.placeRoll()
    expect(c.busy).toBe(false)
    expect(reports).toHaveLength(1)
    const again = tray(5)
    again.c.setMix([0, 6, 7])
    again.c.placeRoll()
    expect(again.reports).toEqual(reports)
    c.dispose()
    again.c.dispose()
  })

  it('catches up at most a few frames of physics when the tab was away', () => {
    const { c } = tray(11)
    c.setMix([0])
    c.throwRandom()
    // A 10-second gap is clamped: the roll cannot have finished in one frame.
    c.advance(10)
    expect(c.busy).toBe(true)
    c.dispose()
  })
})
