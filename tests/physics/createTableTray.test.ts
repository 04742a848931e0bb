// The table's tray stepped by hand, as react-three-rapier's tests do: only the dice of a roll move, the faces
// reported are the bodies' own, and the same seed and roll id throw the same way.
import { beforeAll, describe, expect, it } from 'vitest'
import { DIE_FACES } from '../../src/engine/index.ts'
import { createDiceWorld, loadRapier, type Rapier } from '../../src/physics/index.ts'
import { createTableTray, type PoolDie, type TrayReading } from '../../src/physics/createTableTray.ts'

let rapier: Rapier
beforeAll(async () => {
  rapier = await loadRapier()
})

const POOL: PoolDie[] = [
  { id: 0, color: 'green', face: null },
  { id: 1, color: 'green', face: null },
  { id: 2, color: 'green', face: null },
  { id: 6, color: 'yellow', face: null },
]

function settle(tray: ReturnType<typeof createTableTray>): void {
  for (let i = 0; i < 2000 && tray.moving; i++) tray.advance(1 / 30)
  expect(tray.moving).toBe(false)
}

function poses(tray: ReturnType<typeof createTableTray>, ids: readonly number[]) {
  return ids.map((id) => {
    const p = { x: 0, y: 0, z: 0 }
    const q = { x: 0, y: 0, z: 0, w: 0 }
    tray.pose(
      id,
      { set: (x, y, z) => Object.assign(p, { x, y, z }) },
      { set: (x, y, z, w) => Object.assign(q, { x, y, z, w }) },
    )
    return { p, q }
  })
}

describe('createTableTray', () => {
  it('lays new dice at rest with the engine’s faces and reports a throw with the faces read from the bodies', () => {
    const readings: TrayReading[] = []
    const tray = createTableTray({ world: createDiceWorld(rapier), seed: 5, onSettled: (r) => readings.push(r) })
    tray.sync(POOL.map((d, i) => ({ ...d, face: DIE_FACES[d.color][i] ?? null })))
    expect(tray.readFaces([0, 1, 2, 6])).toEqual([0, 1, 2, 3].map((i) => DIE_FACES[i === 3 ? 'yellow' : 'green'][i]))
    expect(tray.throwDice([0, 1, 2, 6], 4, null)).toBe(true)
    expect(tray.throwDice([0, 1, 2, 6], 4, null)).toBe(false) // dice already move
    settle(tray)
    expect(readings).toHaveLength(1)
    expect(readings[0]?.rollId).toBe(4)
    expect(readings[0]?.faces).toEqual(tray.readFaces([0, 1, 2, 6]))
    tray.dispose()
  })

  it('throws only the chosen dice of a reroll: the others do not move', () => {
    const tray = createTableTray({ world: createDiceWorld(rapier), seed: 9, onSettled: () => undefined })
    tray.sync(POOL)
    tray.throwDice([0, 1, 2, 6], 1, null)
    settle(tray)
    const still = poses(tray, [0, 2, 6])
    tray.throwDice([1], 2, null)
    settle(tray)
    expect(poses(tray, [0, 2, 6])).toEqual(still)
    tray.dispose()
  })

  it('lays its dice where another tray says they rest, bit for bit, but not while they move', () => {
    const table = createTableTray({ world: createDiceWorld(rapier), seed: 9, onSettled: () => undefined })
    const screen = createTableTray({ world: createDiceWorld(rapier), seed: 9, onSettled: () => undefined })
    // The table's tray has a history (a throw, then a reroll); the screen's is fresh.
    table.sync(POOL)
    table.throwDice([0, 1, 2, 6], 1, null)
    settle(table)
    table.throwDice([1, 2], 2, null)
    settle(table)
    screen.sync(POOL)
    expect(screen.rests()).not.toEqual(table.rests())
    screen.throwDice([0, 1, 2, 6], 1, null)
    expect(screen.place(table.rests())).toBe(false)
    settle(screen)
    expect(screen.place(table.rests())).toBe(true)
    expect(screen.rests()).toEqual(table.rests())
    expect(screen.readFaces([0, 1, 2, 6])).toEqual(table.readFaces([0, 1, 2, 6]))
    // Laid at rest: nothing moves on.
    expect(screen.advance(1 / 30)).toBe(false)
    expect(screen.rests()).toEqual(table.rests())
    table.dispose()
    screen.dispose()
  })

  it('refuses to throw a die that is not in the tray', () => {
    const tray = createTableTray({ world: createDiceWorld(rapier), seed: 9, onSettled: () => undefined })
    tray.sync(POOL)
    expect(tray.throwDice([0, 7], 1, null)).toBe(false)
    expect(tray.moving).toBe(false)
    tray.dispose()
  })

  it('throws the same way for the same game seed and roll id', () => {
    const faces = () => {
      const out: TrayReading[] = []
      const tray = createTableTray({ world: createDiceWorld(rapier), seed: 31, onSettled: (r) => out.push(r) })
      tray.sync(POOL)
      tray.throwDice([0, 1, 2, 6], 3, null)
      settle(tray)
      tray.dispose()
      return out[0]?.faces
    }
    expect(faces()).toEqual(faces())
  })

  it('tumbles eight dice for a benchmark without reporting anything', () => {
    const readings: TrayReading[] = []
    const tray = createTableTray({ world: createDiceWorld(rapier), seed: 2, onSettled: (r) => readings.push(r) })
    tray.sync(POOL)
    tray.benchThrow(8)
    expect(tray.ids).toHaveLength(8)
    settle(tray)
    expect(readings).toEqual([])
    tray.sync(POOL)
    expect(tray.ids).toEqual([0, 1, 2, 6])
    tray.dispose()
  })
})
