// The table's dice tray outside React: the pool's dice in one physics world (built headless, or declared by
// <TrayPhysics> in the browser) over the trays' shared dice code (physics/createTrayDice). Only the dice of a roll
// move; the others stay frozen where they lie, so a reroll throws just the chosen dice. Every random number comes
// from the game's seed and the engine's roll id (in a room, with the table's chance for each throw).
import { DIE_FACES, type DieColor, type Face } from '../engine/index.ts'
import type { DiceWorld, Die } from './createDiceWorld.ts'
import { createRandom, rollSeed } from './createRandom.ts'
import { createTrayDice, type QuatLike, type Vec3Like } from './createTrayDice.ts'
import { randomThrow, type ThrowSpec } from './throwSpec.ts'

/** A die the engine has in the pool, as the tray must show it. */
export type PoolDie = { readonly id: number; readonly color: DieColor; readonly face: Face | null }

/** Where a die lies (tray coordinates): its position and its rotation as a quaternion. */
export type DieRest = {
  readonly id: number
  readonly position: readonly [number, number, number]
  readonly quaternion: readonly [number, number, number, number]
}

/** The faces read from the bodies once a roll has settled, in the order of the roll's dice. */
export type TrayReading = { readonly rollId: number; readonly dice: readonly number[]; readonly faces: readonly Face[] }

export type TableTrayOptions = {
  /** The world the dice live in (its `onImpact` plays the clatter); the tray frees it on `dispose`. */
  readonly world: DiceWorld
  /** The game's seed: with the roll id it seeds every throw, drop and hop. */
  readonly seed: number
  /** Once per roll, when every die of it has settled: the faces read from the bodies. */
  readonly onSettled: (reading: TrayReading) => void
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
   * Throws dice `ids` (the others stay where they lie) for the engine's roll `rollId`; a null spec is seeded. `chance`:
   * the room table's own part of the throw's seed (0 alone). False (and nothing thrown) while dice move or when one
   * of them is not in the tray.
   */
  throwDice(ids: readonly number[], rollId: number, spec: ThrowSpec | null, chance?: number): boolean
  /** Throws `count` dice for a benchmark: the tray's own plus bench dice; nothing is reported. */
  benchThrow(count: number): void
  /** Advances the simulation by a frame's time in fixed steps; returns whether anything moved. */
  advance(seconds: number): boolean
  /** Writes die `id`'s pose (tray coordinates) into `position`/`quaternion`; false when it is not in the tray. */
  pose(id: number, position: Vec3Like, quaternion: QuatLike): boolean
  /** Where every die in the tray lies now. */
  rests(): DieRest[]
  /**
   * Lays each die of `rests` that is in the tray at rest where the entry says (a room's table sends where its throw
   * came to rest: every screen lays its dice there). False (and nothing laid) while dice move.
   */
  place(rests: readonly DieRest[]): boolean
  /** The faces of dice `ids` as the bodies lie now. */
  readFaces(ids: readonly number[]): Face[]
  dispose(): void
}

/** Bench dice get ids from here: never an engine die. */
export const BENCH_DIE = 100
const BENCH_KINDS: readonly DieColor[] = ['green', 'green', 'green', 'green', 'green', 'green', 'yellow', 'red']

/** The seeded throw of a roll started from the keyboard (Space, the Roll control): the game's seed and roll id. */
export function seededThrow(seed: number, rollId: number): ThrowSpec {
  return randomThrow(createRandom(rollSeed(seed, rollId)))
}

export function createTableTray(options: TableTrayOptions): TableTray {
  const { seed, onSettled } = options
  const tray = createTrayDice(options.world, seed)
  let bench = false
  let placements = 0

  const byId = tray.byId
  const faceOf = (die: Die) => tray.faceOf(die) as Face

  function layAt(die: Die, face: Face | null, spot: { x: number; z: number } | null): void {
    const rng = createRandom(rollSeed(seed, -1 - placements++))
    const at = spot ?? tray.clearSpot(die, rng)
    const index = face ? Math.max(0, (DIE_FACES[die.kind as DieColor] as readonly Face[]).indexOf(face)) : rng.int(0, 5)
    tray.lay(die, index, rng.range(-0.35, 0.35), at)
  }

  function start(movers: readonly Die[], rollId: number, spec: ThrowSpec | null, chance = 0): void {
    const rolled = movers.map((d) => d.id)
    tray.throw(
      movers,
      rollId,
      spec,
      (roll) => {
        if (!bench) onSettled({ rollId: roll.rollId, dice: rolled, faces: api.readFaces(rolled) })
      },
      chance,
    )
  }

  const api: TableTray = {
    get moving() {
      return tray.roll !== null
    },
    get ids() {
      return tray.dice.map((d) => d.id)
    },
    sync(pool) {
      if (tray.roll) return
      tray.keep((id) => id < BENCH_DIE && pool.some((p) => p.id === id))
      for (const p of pool) {
        const existing = byId(p.id)
        if (!existing) layAt(tray.add(p.id, p.color), p.face, null)
        else if (p.face !== null && faceOf(existing) !== p.face) layAt(existing, p.face, existing.body.translation())
      }
    },
    hold(ids, point) {
      if (tray.roll) return
      tray.hold(
        ids.flatMap((id) => byId(id) ?? []),
        point,
      )
    },
    throwDice(ids, rollId, spec, chance = 0) {
      if (tray.roll) return false
      tray.keep((id) => id < BENCH_DIE)
      const movers = ids.flatMap((id) => byId(id) ?? [])
      if (movers.length === 0 || movers.length !== ids.length) return false
      bench = false
      start(movers, rollId, spec, chance)
      return true
    },
    benchThrow(count) {
      if (tray.roll) return
      tray.keep((id) => id < BENCH_DIE)
      for (let i = tray.dice.length; i < count; i++) tray.add(BENCH_DIE + i, BENCH_KINDS[i % 8] ?? 'green')
      bench = true
      start(tray.dice.slice(0, count), -7, null)
    },
    advance: (seconds) => tray.advance(seconds),
    pose: (id, position, quaternion) => tray.pose(id, position, quaternion),
    rests: () =>
      tray.dice.map((die) => {
        const p = die.body.translation()
        const q = die.body.rotation()
        return { id: die.id, position: [p.x, p.y, p.z], quaternion: [q.x, q.y, q.z, q.w] }
      }),
    place(rests) {
      if (tray.roll) return false
      for (const r of rests) {
        const die = byId(r.id)
        const [x, y, z] = r.position
        const [qx, qy, qz, qw] = r.quaternion
        if (die) tray.world.freeze(die, { x, y, z }, { x: qx, y: qy, z: qz, w: qw })
      }
      return true
    },
    readFaces(ids) {
      return ids.map((id) => {
        const die = byId(id)
        if (!die) throw new Error(`hands: die ${id} is not in the tray`)
        return faceOf(die)
      })
    },
    dispose: () => tray.free(),
  }
  return api
}
