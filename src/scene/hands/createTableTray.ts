// The table's dice tray outside React: a Rapier world (the same builder, throw and settle rule as the tray page and
// the headless rolls) holding the dice the engine has in the pool. Only the dice of a roll move; the others stay
// frozen where they lie, so a reroll throws just the chosen dice. Every random number comes from the game's seed
// and the engine's roll id.
import { DIE_FACES, type DieColor, type Face } from '../../engine/index.ts'
import { createDiceWorld, type DiceWorld, type Die, type Rapier } from '../../physics/createDiceWorld.ts'
import { createRandom, rollSeed } from '../../physics/createRandom.ts'
import { createRoll, freeSpot, type Roll } from '../../physics/createRoll.ts'
import { DIE_SIZE, PHYSICS } from '../../physics/physicsConfig.ts'
import { randomThrow, spawnPositions, throwDice, type ThrowSpec } from '../../physics/throwSpec.ts'
import { restingRotation, upFace } from '../../physics/upFace.ts'

/** A die the engine has in the pool, as the tray must show it. */
export type PoolDie = { readonly id: number; readonly color: DieColor; readonly face: Face | null }

/** The faces read from the bodies once a roll has settled, in the order of the roll's dice. */
export type TrayReading = { readonly rollId: number; readonly dice: readonly number[]; readonly faces: readonly Face[] }

export type TableTrayOptions = {
  readonly rapier: Rapier
  /** The game's seed: with the roll id it seeds every throw, drop and hop. */
  readonly seed: number
  /** Once per roll, when every die of it has settled: the faces read from the bodies. */
  readonly onSettled: (reading: TrayReading) => void
  /** A hard hit of a die, with its contact force (the clatter). */
  readonly onImpact?: (force: number, die: number) => void
}

export type TableTray = {
  /** Whether dice are moving. */
  readonly moving: boolean
  /** The dice in the tray now (engine ids, and bench dice from 100 up). */
  readonly ids: readonly number[]
  /**
   * Makes the tray hold exactly these dice: a die new to the tray is laid at rest on a clear patch of felt with the
   * engine's face up; a die whose face the engine changed without a throw (reduced motion) is turned to it where it
   * lies. Ignored while dice move.
   */
  sync(dice: readonly PoolDie[]): void
  /** Holds dice `ids` in the hand over a point of the felt (tray coordinates). */
  hold(ids: readonly number[], point: { x: number; z: number }): void
  /**
   * Throws dice `ids` (the others stay where they lie) for the engine's roll `rollId`; a null spec is seeded. False
   * (and nothing thrown) while dice move or when one of them is not in the tray.
   */
  throwDice(ids: readonly number[], rollId: number, spec: ThrowSpec | null): boolean
  /** Throws `count` dice for a benchmark: the tray's own plus bench dice; nothing is reported. */
  benchThrow(count: number): void
  /** Advances the simulation by a frame's time in fixed steps; returns whether anything moved. */
  advance(seconds: number): boolean
  /** Writes die `id`'s pose (tray coordinates) into `position`/`quaternion`; false when it is not in the tray. */
  pose(id: number, position: Vec3Like, quaternion: QuatLike): boolean
  /** The faces of dice `ids` as the bodies lie now. */
  readFaces(ids: readonly number[]): Face[]
  dispose(): void
}

interface Vec3Like {
  set(x: number, y: number, z: number): unknown
}
interface QuatLike {
  set(x: number, y: number, z: number, w: number): unknown
}

/**
 * More steps than this in one frame means the tab was away: the dice slow down rather than jump. Higher than the
 * tray page's, so that a slow machine drawing the whole table at a few frames a second still sees a throw end.
 */
const MAX_STEPS_PER_FRAME = 48
/** Bench dice get ids from here: never an engine die. */
export const BENCH_DIE = 100
const BENCH_KINDS: readonly DieColor[] = ['green', 'green', 'green', 'green', 'green', 'green', 'yellow', 'red']

/** The seeded throw of a roll started from the keyboard (Space, the Roll control): the game's seed and roll id. */
export function seededThrow(seed: number, rollId: number): ThrowSpec {
  return randomThrow(createRandom(rollSeed(seed, rollId)))
}

export function createTableTray(options: TableTrayOptions): TableTray {
  const { rapier, seed, onSettled, onImpact } = options
  const dw: DiceWorld = createDiceWorld(rapier, onImpact ? { onImpact } : {})
  let dice: Die[] = []
  let roll: Roll | null = null
  let rolled: readonly number[] = []
  let bench = false
  let accumulator = 0
  let placements = 0

  const byId = (id: number) => dice.find((d) => d.id === id)
  const faceOf = (die: Die) => upFace(die.kind, die.body.rotation()) as Face

  function layAt(die: Die, face: Face | null, spot: { x: number; y: number; z: number } | null): void {
    const rng = createRandom(rollSeed(seed, -1 - placements++))
    const at = spot ?? freeSpot(dw, die, rng, DIE_SIZE / 2)
    const index = face ? Math.max(0, (DIE_FACES[die.kind as DieColor] as readonly Face[]).indexOf(face)) : rng.int(0, 5)
    dw.freeze(die, { x: at.x, y: DIE_SIZE / 2, z: at.z }, restingRotation(index, rng.range(-0.35, 0.35)))
  }

  function removeBench(): void {
    for (const die of dice.filter((d) => d.id >= BENCH_DIE)) dw.removeDie(die)
    dice = dice.filter((d) => d.id < BENCH_DIE)
  }

  function start(movers: Die[], rollId: number, spec: ThrowSpec | null): void {
    const rng = createRandom(rollSeed(seed, rollId))
    const throwSpec = spec ?? randomThrow(rng)
    throwDice(dw, movers, rng, throwSpec)
    roll = createRoll(dw, movers, rng, rollId)
    rolled = movers.map((d) => d.id)
    accumulator = 0
  }

  const api: TableTray = {
    get moving() {
      return roll !== null
    },
    get ids() {
      return dice.map((d) => d.id)
    },
    sync(pool) {
      if (roll) return
      removeBench()
      for (const die of dice.filter((d) => !pool.some((p) => p.id === d.id))) dw.removeDie(die)
      dice = dice.filter((d) => pool.some((p) => p.id === d.id))
      for (const p of pool) {
        const existing = byId(p.id)
        if (!existing) {
          const die = dw.addDie(p.id, p.color)
          dice.push(die)
          layAt(die, p.face, null)
        } else if (p.face !== null && faceOf(existing) !== p.face) {
          layAt(existing, p.face, existing.body.translation())
        }
      }
    },
    hold(ids, point) {
      if (roll) return
      const movers = ids.flatMap((id) => byId(id) ?? [])
      const spots = spawnPositions(movers.length, point)
      movers.forEach((die, i) => dw.freeze(die, spots[i]))
    },
    throwDice(ids, rollId, spec) {
      if (roll) return false
      removeBench()
      const movers = ids.flatMap((id) => byId(id) ?? [])
      if (movers.length === 0 || movers.length !== ids.length) return false
      bench = false
      start(movers, rollId, spec)
      return true
    },
    benchThrow(count) {
      if (roll) return
      removeBench()
      for (let i = dice.length; i < count; i++) dice.push(dw.addDie(BENCH_DIE + i, BENCH_KINDS[i % 8] ?? 'green'))
      bench = true
      start(dice.slice(0, count), -7, null)
    },
    advance(seconds) {
      if (!roll) return false
      accumulator = Math.min(accumulator + seconds, MAX_STEPS_PER_FRAME * PHYSICS.timestep)
      while (accumulator >= PHYSICS.timestep && roll) {
        accumulator -= PHYSICS.timestep
        if (roll.step()) {
          const { rollId } = roll
          roll = null
          if (!bench) onSettled({ rollId, dice: rolled, faces: api.readFaces(rolled) })
        }
      }
      return true
    },
    pose(id, position, quaternion) {
      const die = byId(id)
      if (!die) return false
      // Rapier's accessors return small fresh objects; that is the price of its JS API, paid per die per frame.
      const p = die.body.translation()
      const q = die.body.rotation()
      position.set(p.x, p.y, p.z)
      quaternion.set(q.x, q.y, q.z, q.w)
      return true
    },
    readFaces(ids) {
      return ids.map((id) => {
        const die = byId(id)
        if (!die) throw new Error(`hands: die ${id} is not in the tray`)
        return faceOf(die)
      })
    },
    dispose() {
      dw.free()
    },
  }
  return api
}
