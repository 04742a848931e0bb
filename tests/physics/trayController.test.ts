import { beforeAll, describe, expect, it } from 'vitest'
import {
  createDiceWorld,
  createRandom,
  headlessHost,
  KIND_FACES,
  loadRapier,
  rollSeed,
  simulateRoll,
  type DieKind,
  type Rapier,
} from '../../src/physics/index.ts'
import {
  createTrayController,
  type TrayController,
  type TrayReport,
} from '../../src/scene/tray/createTrayController.ts'
import { dieColor } from '../../src/scene/tray/trayDice.ts'

let rapier: Rapier
beforeAll(async () => {
  rapier = await loadRapier()
})

/** Frames of 1/60 s until nothing moves: what the render loop does, by hand. */
function runFrames(c: TrayController, maxSeconds = 30): void {
  for (let t = 0; t < maxSeconds && c.advance(1 / 60); t += 1 / 60);
}

function tray(seed: number, kindOf?: (id: number) => DieKind) {
  const reports: TrayReport[] = []
  const c = createTrayController({
    host: headlessHost(rapier),
    sessionSeed: seed,
    onReport: (r) => reports.push(r),
    ...(kindOf ? { kindOf } : {}),
  })
  return { c, reports }
}

/** Every die's pose as numbers, to prove a die did not move. */
function poses(c: TrayController): Map<number, number[]> {
  const out = new Map<number, number[]>()
  for (const id of c.mix) {
    const p: number[] = []
    c.pose(id, { set: (x, y, z) => p.push(x, y, z) }, { set: (x, y, z, w) => p.push(x, y, z, w) })
    out.set(id, p)
  }
  return out
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

  // Issue 15: the companion games' dice, rerolled one at a time or added one at a time.
  const dmdKind = (id: number): DieKind => (id < 3 ? 'dmd-black' : 'dmd-green')

  it('throws the kinds it is given and reads their faces from the bodies', async () => {
    const { c, reports } = tray(21, dmdKind)
    c.setMix([0, 1, 2, 3])
    runFrames(c)
    c.throwRandom()
    runFrames(c)
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({ rollId: 1, cause: 'throw', moved: [0, 1, 2, 3] })
    const headless = await simulateRoll({ seed: rollSeed(21, 1), dice: [0, 1, 2, 3].map(dmdKind) })
    expect(reports[0]!.faces.map((f) => f.face)).toEqual(headless.faces)
    c.dispose()
  })

  it('rerolls one chosen die alone: the others stay exactly where they lie', () => {
    const { c, reports } = tray(22, dmdKind)
    c.setMix([0, 1, 2, 3, 4])
    c.throwRandom()
    runFrames(c)
    const before = poses(c)
    c.rerollDie(3, false)
    expect(c.busy).toBe(true)
    c.rerollDie(1, false) // ignored: a die is still moving
    runFrames(c)
    expect(reports.map((r) => [r.rollId, r.cause, r.moved])).toEqual([
      [1, 'throw', [0, 1, 2, 3, 4]],
      [2, 'reroll', [3]],
    ])
    const after = poses(c)
    for (const id of [0, 1, 2, 4]) expect(after.get(id)).toEqual(before.get(id))
    expect(after.get(3)).not.toEqual(before.get(3))
    expect(reports[1]!.faces).toEqual(c.readFaces())
    expect(reports[1]!.faces.filter((f) => f.die !== 3)).toEqual(reports[0]!.faces.filter((f) => f.die !== 3))
    c.dispose()
  })

  it('rerolls in reduced motion with the seeded face, where the die lay', () => {
    const { c, reports } = tray(23, () => 'd6')
    c.setMix([0, 1, 2])
    c.placeRoll()
    const before = poses(c)
    c.rerollDie(1, true)
    expect(c.busy).toBe(false)
    const rng = createRandom(rollSeed(23, 2))
    expect(reports[1]).toMatchObject({ rollId: 2, cause: 'reroll', moved: [1] })
    expect(reports[1]!.faces[1]).toEqual({ die: 1, face: KIND_FACES.d6[rng.int(0, 5)] })
    const after = poses(c)
    expect(after.get(1)!.slice(0, 3)).toEqual(before.get(1)!.slice(0, 3))
    expect(after.get(0)).toEqual(before.get(0))
    c.dispose()
  })

  it('adds a die thrown in beside the settled ones and reports the whole tray', () => {
    const { c, reports } = tray(24, () => 'd6')
    c.setMix([0, 1])
    c.throwRandom()
    runFrames(c)
    const before = poses(c)
    c.addDie(2, false)
    c.addDie(2, false) // ignored while it moves
    runFrames(c)
    expect(c.mix).toEqual([0, 1, 2])
    expect(reports.map((r) => [r.rollId, r.cause, r.moved])).toEqual([
      [1, 'throw', [0, 1]],
      [2, 'add', [2]],
    ])
    expect(reports[1]!.faces).toEqual(c.readFaces())
    const after = poses(c)
    for (const id of [0, 1]) expect(after.get(id)).toEqual(before.get(id))
    c.addDie(2, false) // ignored: already in the tray
    expect(c.busy).toBe(false)
    c.dispose()
  })

  it('lays the dice again as last reported when its world is lost, and ends a roll in flight at once', () => {
    const host = headlessHost(rapier)
    const reports: TrayReport[] = []
    const c = createTrayController({ host, sessionSeed: 8, onReport: (r) => reports.push(r) })
    c.setMix([0, 1, 6, 7])
    c.throwRandom()
    runFrames(c)
    const shown = c.readFaces()
    host.onLost?.(createDiceWorld(rapier)) // the canvas was rebuilt and took the world with it
    expect(c.readFaces()).toEqual(shown)
    expect(c.busy).toBe(false)
    c.throwRandom()
    host.onLost?.(createDiceWorld(rapier))
    expect(c.busy).toBe(false)
    expect(reports.map((r) => r.rollId)).toEqual([1, 2])
    expect(reports[1]!.faces).toEqual(c.readFaces())
    c.dispose()
  })
})
