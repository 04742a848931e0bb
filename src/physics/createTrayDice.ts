// What every tray does with its dice, once: keep a set of dice in a world, lay them at rest, hold them over the
// felt, throw them from a seed, step them with the one fixed-step loop until they settle, then hand the roll back.
// The table's tray (scene/hands) and the tray page's (scene/tray) add only their own rules on top.
import type { Die, DiceWorld } from './createDiceWorld.ts'
import { createRandom, rollSeed, type Random } from './createRandom.ts'
import { createRoll, freeSpot, type Roll } from './createRoll.ts'
import { createStepper } from './createStepper.ts'
import type { DieFace, DieKind } from './dieKinds.ts'
import { DIE_SIZE } from './physicsConfig.ts'
import { randomThrow, spawnPositions, throwDice, type ThrowSpec } from './throwSpec.ts'
import { restingRotation, upFace } from './upFace.ts'

/** Anything with three's `set(x, y, z)`: a die's position is written into it. */
export interface Vec3Like {
  set(x: number, y: number, z: number): unknown
}
/** Anything with three's `set(x, y, z, w)`: a die's rotation is written into it. */
export interface QuatLike {
  set(x: number, y: number, z: number, w: number): unknown
}

/** One tray's dice in one world at a time. */
export interface TrayDice {
  /** The world the dice are in now. */
  readonly world: DiceWorld
  /** The dice, in the order they were added (or sorted). */
  readonly dice: readonly Die[]
  /** The roll being stepped, or null when nothing moves. */
  readonly roll: Roll | null
  byId(id: number): Die | undefined
  add(id: number, kind: DieKind): Die
  /** Keeps only the dice whose ids pass `keep`, removing the others from the world. */
  keep(keep: (id: number) => boolean): void
  /** Puts the dice in id order (the order they are thrown and reported in). */
  sortById(): void
  /** Moves to a fresh world, the same dice added again in the same order; the old world is freed. */
  moveTo(world: DiceWorld): void
  /** Lays a die at rest on the felt at (x, z) with face `index` up, turned by `yaw` about the vertical. */
  lay(die: Die, index: number, yaw: number, at: { x: number; z: number }): void
  /** A clear patch of felt for a die that lies nowhere yet. */
  clearSpot(die: Die, rng: Random): { x: number; z: number }
  /** Holds `dice` in the hand over a point of the felt: fixed at their release points until thrown. */
  hold(dice: readonly Die[], point: { x: number; z: number }): void
  /**
   * Releases `movers` with `spec` (a random throw when null) from the generator of roll `rollId`, its seed turned by
   * `chance` (a room's table draws one per throw, unknown to the thrower; 0 alone); see {@link follow}.
   */
  throw(
    movers: readonly Die[],
    rollId: number,
    spec: ThrowSpec | null,
    settled: (roll: Roll) => void,
    chance?: number,
  ): void
  /** Steps `movers`, already launched, until each has settled; `settled` runs once with the roll. */
  follow(movers: readonly Die[], rng: Random, rollId: number, settled: (roll: Roll) => void): void
  /** Forgets the roll in flight without reporting it. */
  drop(): void
  /** Advances the roll by a frame's time in fixed steps; returns whether anything moved. */
  advance(seconds: number): boolean
  /** Writes die `id`'s pose (tray coordinates) into `position`/`quaternion`; false when it is not in the tray. */
  pose(id: number, position: Vec3Like, quaternion: QuatLike): boolean
  /** The face of a die as its body lies now. */
  faceOf(die: Die): DieFace
  free(): void
}

/**
 * A tray's dice over `world`. Every random number of a roll comes from `rollSeed(seed, rollId)`, so a throw is the
 * same wherever the same world is built in the same order (Node, the browser).
 */
export function createTrayDice(world: DiceWorld, seed: number): TrayDice {
  let dw = world
  let dice: Die[] = []
  let roll: Roll | null = null
  let onSettled: ((roll: Roll) => void) | null = null
  const stepper = createStepper()

  function stepOnce(): boolean {
    if (!roll) return true
    if (!roll.step()) return false
    const done = roll
    const then = onSettled
    roll = null
    onSettled = null
    then?.(done)
    return true
  }

  const api: TrayDice = {
    get world() {
      return dw
    },
    get dice() {
      return dice
    },
    get roll() {
      return roll
    },
    byId: (id) => dice.find((d) => d.id === id),
    add(id, kind) {
      const die = dw.addDie(id, kind)
      dice.push(die)
      return die
    },
    keep(keep) {
      for (const die of dice) if (!keep(die.id)) dw.removeDie(die)
      dice = dice.filter((d) => keep(d.id))
    },
    sortById() {
      dice.sort((a, b) => a.id - b.id)
    },
    moveTo(next) {
      const kinds = dice.map((d) => [d.id, d.kind] as const)
      dw.free()
      dw = next
      roll = null
      onSettled = null
      dice = kinds.map(([id, kind]) => dw.addDie(id, kind))
    },
    lay(die, index, yaw, at) {
      dw.freeze(die, { x: at.x, y: DIE_SIZE / 2, z: at.z }, restingRotation(index, yaw))
    },
    clearSpot: (die, rng) => freeSpot(dw, die, rng, DIE_SIZE / 2),
    hold(held, point) {
      const spots = spawnPositions(held.length, point)
      held.forEach((die, i) => dw.freeze(die, spots[i]))
    },
    throw(movers, rollId, spec, settled, chance = 0) {
      const rng = createRandom(rollSeed(seed, rollId) ^ chance)
      throwDice(dw, movers, rng, spec ?? randomThrow(rng))
      api.follow(movers, rng, rollId, settled)
    },
    follow(movers, rng, rollId, settled) {
      roll = createRoll(dw, movers, rng, rollId)
      onSettled = settled
      stepper.restart()
    },
    drop() {
      roll = null
      onSettled = null
    },
    advance(seconds) {
      if (!roll) return false
      stepper.advance(seconds, stepOnce)
      return true
    },
    pose(id, position, quaternion) {
      const die = api.byId(id)
      if (!die) return false
      // Rapier's accessors return small fresh objects; that is the price of its JS API, paid per die per frame.
      const p = die.body.translation()
      const q = die.body.rotation()
      position.set(p.x, p.y, p.z)
      quaternion.set(q.x, q.y, q.z, q.w)
      return true
    },
    faceOf: (die) => upFace(die.kind, die.body.rotation()),
    free: () => dw.free(),
  }
  return api
}
