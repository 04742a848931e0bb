import {
  capVelocity,
  createDiceWorld,
  createRandom,
  createRoll,
  dropDie,
  freeSpot,
  PHYSICS,
  restingRotation,
  rollSeed,
  randomThrow,
  spawnPositions,
  throwDice,
  upFace,
  DIE_SIZE,
  type DiceWorld,
  type Die,
  type DieFace,
  type DieKind,
  type Random,
  type Rapier,
  type Roll,
  type ThrowSpec,
  type TrayReport,
  type Vec3,
} from '../../physics/index.ts'
import { dieColor } from './trayDice.ts'

export type { TrayReport }

/** Options for {@link createTrayController}. */
export interface TrayControllerOptions {
  readonly rapier: Rapier
  readonly sessionSeed: number
  /** Once per roll, when every die has settled (or at once in reduced motion). */
  readonly onReport: (report: TrayReport) => void
  /** The kind of die `id`; the Elder Sign set (0–5 green, 6 yellow, 7 red) by default. */
  readonly kindOf?: (id: number) => DieKind
  /** A hard hit of a die, with its contact force: the clatter. */
  readonly onImpact?: (force: number, die: number) => void
}

/** The tray's physics, outside React: the scene reads poses from it each frame and the view drives it. */
export interface TrayController {
  /** Whether dice are moving (a roll or a die dropped in is settling). */
  readonly busy: boolean
  /** Number of the last throw; roll ids are 1, 2, 3… in a session. */
  readonly rollNumber: number
  /** Ids of the dice in the tray, in the order they are thrown and reported. */
  readonly mix: readonly number[]
  /** Adds and removes dice: a die added drops into the tray on its own and cannot disturb settled dice. */
  setMix(ids: readonly number[]): void
  /** Throws every die in the tray with a random throw of this roll's seed (button, Space). */
  throwRandom(): void
  /** Throws from a gesture: released over `origin` with the hand's velocity (capped). */
  throwFrom(origin: { x: number; z: number }, velocity: Vec3): void
  /** Reduced motion: faces from this roll's seeded generator, dice laid at rest at once. */
  placeRoll(): void
  /**
   * Throws die `id` again on its own (a reroll), the others staying exactly as they lie; with
   * `reduced`, its new face comes from the roll's seeded generator and it is laid where it was.
   * Ignored while dice move or when `id` is not in the tray.
   */
  rerollDie(id: number, reduced: boolean): void
  /**
   * Adds die `id` and throws it into the tray beside the settled dice, reporting the whole tray once
   * it settles (with `reduced`, laid at once with a seeded face). Ignored while dice move or when
   * `id` is already in the tray.
   */
  addDie(id: number, reduced: boolean): void
  /** Holds the dice in the hand over a point of the tray (ignored while dice move); `throwFrom` lets go. */
  hold(point: { x: number; z: number }): void
  /** Advances the simulation by a frame's time in fixed steps; returns whether anything moved. */
  advance(seconds: number): boolean
  /** Writes a die's pose into `position`/`quaternion`; false when the die is not in the tray. */
  pose(id: number, position: Vec3Like, quaternion: QuatLike): boolean
  /** Reads every die's up face from the bodies as they lie now. */
  readFaces(): { die: number; face: DieFace }[]
  dispose(): void
}

interface Vec3Like {
  set(x: number, y: number, z: number): unknown
}
interface QuatLike {
  set(x: number, y: number, z: number, w: number): unknown
}

/** More steps than this in one frame means the tab was away: the dice slow down rather than jump. */
const MAX_STEPS_PER_FRAME = 16

/**
 * Dice laid out at rest: rows of four across the middle of the tray (two rows for eight), rows of six
 * beyond eight dice, centred; the tray holds four rows of six.
 */
function restingSpot(index: number, count: number): Vec3 {
  const width = count <= 8 ? 4 : 6
  const perRow = Math.min(count, width)
  const rows = Math.ceil(count / width)
  const row = Math.floor(index / width)
  const col = index % width
  const spacing = DIE_SIZE * 2.2
  return { x: (col - (perRow - 1) / 2) * spacing, y: DIE_SIZE / 2, z: (row - (rows - 1) / 2) * spacing }
}

/** Creates the tray's controller over a fresh dice world (the same builder as the headless rolls). */
export function createTrayController(options: TrayControllerOptions): TrayController {
  const { rapier, sessionSeed, onReport, onImpact, kindOf = dieColor } = options
  const newWorld = () => createDiceWorld(rapier, onImpact ? { onImpact } : {})
  let dw: DiceWorld = newWorld()
  let dice: Die[] = []
  let roll: Roll | null = null
  /** How the roll in flight is reported: `null` for dice dropped in by `setMix`, which are no roll. */
  let cause: TrayReport['cause'] | null = null
  let moved: readonly number[] = []
  let rollNumber = 0
  let drops = 0
  let accumulator = 0

  const byId = (id: number) => dice.find((d) => d.id === id)

  /** A fresh world per throw, with the dice added in mix order: a throw then replays `simulateRoll` exactly. */
  function resetWorld(): void {
    const ids = dice.map((d) => d.id)
    dw.free()
    dw = newWorld()
    dice = ids.map((id) => dw.addDie(id, kindOf(id)))
  }

  function report(rollId: number): void {
    if (cause) onReport({ rollId, faces: api.readFaces(), cause, moved })
  }

  /** Starts a roll of `movers` alone: the rest of the tray stays frozen as it lies. */
  function startPartial(movers: Die[], why: 'reroll' | 'add', reduced: boolean): void {
    rollNumber++
    const rng = createRandom(rollSeed(sessionSeed, rollNumber))
    cause = why
    moved = movers.map((d) => d.id)
    accumulator = 0
    if (reduced) {
      for (const die of movers) placeSeeded(die, rng)
      roll = null
      report(rollNumber)
      return
    }
    for (const die of movers) dropDie(dw, die, rng)
    roll = createRoll(dw, movers, rng, rollNumber)
  }

  /** Reduced motion: a seeded face, the die laid level where it lies (or on a clear patch of felt when new). */
  function placeSeeded(die: Die, rng: Random): void {
    const index = rng.int(0, 5)
    const yaw = rng.range(-0.35, 0.35)
    const at = die.body.translation()
    const spot = at.y > 0 ? { x: at.x, y: DIE_SIZE / 2, z: at.z } : freeSpot(dw, die, rng, DIE_SIZE / 2)
    dw.freeze(die, spot, restingRotation(index, yaw))
  }

  function startRoll(launch: (rng: ReturnType<typeof createRandom>) => void): void {
    if (dice.length === 0) return
    rollNumber++
    resetWorld()
    const rng = createRandom(rollSeed(sessionSeed, rollNumber))
    launch(rng)
    roll = createRoll(dw, dice, rng, rollNumber)
    cause = 'throw'
    moved = dice.map((d) => d.id)
    accumulator = 0
  }

  const api: TrayController = {
    get busy() {
      return roll !== null
    },
    get rollNumber() {
      return rollNumber
    },
    get mix() {
      return dice.map((d) => d.id)
    },
    setMix(ids) {
      // A throw in flight keeps its dice: the mix changes once it has been reported.
      if (roll && cause) return
      const current = roll
      const unsettled = current ? current.dice.filter((d) => ids.includes(d.id) && !current.isSettled(d)) : []
      for (const die of dice) if (!ids.includes(die.id)) dw.removeDie(die)
      dice = dice.filter((d) => ids.includes(d.id))
      const added: Die[] = []
      for (const id of ids) {
        if (byId(id)) continue
        const die = dw.addDie(id, kindOf(id))
        dice.push(die)
        added.push(die)
      }
      dice.sort((a, b) => a.id - b.id)
      // Added dice drop in on their own; settled dice stay frozen, so nothing already read can change.
      const rng = createRandom(rollSeed(sessionSeed, -1 - drops++))
      for (const die of added) dropDie(dw, die, rng)
      const moving = [...unsettled, ...added]
      roll = moving.length > 0 ? createRoll(dw, moving, rng, 0) : null
      cause = null
    },
    throwRandom() {
      startRoll((rng) => throwDice(dw, dice, rng, randomThrow(rng)))
    },
    throwFrom(origin, velocity) {
      const spec: ThrowSpec = { origin, velocity: capVelocity(velocity) }
      startRoll((rng) => throwDice(dw, dice, rng, spec))
    },
    placeRoll() {
      if (dice.length === 0) return
      rollNumber++
      resetWorld()
      roll = null
      const rng = createRandom(rollSeed(sessionSeed, rollNumber))
      dice.forEach((die, i) => {
        const index = rng.int(0, 5)
        dw.freeze(die, restingSpot(i, dice.length), restingRotation(index, rng.range(-0.35, 0.35)))
      })
      cause = 'throw'
      moved = dice.map((d) => d.id)
      report(rollNumber)
    },
    rerollDie(id, reduced) {
      const die = byId(id)
      if (roll || !die) return
      startPartial([die], 'reroll', reduced)
    },
    addDie(id, reduced) {
      if (roll || byId(id)) return
      const die = dw.addDie(id, kindOf(id))
      dice.push(die)
      dice.sort((a, b) => a.id - b.id)
      startPartial([die], 'add', reduced)
    },
    hold(point) {
      if (roll) return
      const spots = spawnPositions(dice.length, point)
      dice.forEach((die, i) => dw.freeze(die, spots[i]!))
    },
    advance(seconds) {
      if (!roll) return false
      accumulator = Math.min(accumulator + seconds, MAX_STEPS_PER_FRAME * PHYSICS.timestep)
      while (accumulator >= PHYSICS.timestep && roll) {
        accumulator -= PHYSICS.timestep
        if (roll.step()) {
          const rollId = roll.rollId
          roll = null
          report(rollId)
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
    readFaces() {
      return dice.map((die) => ({ die: die.id, face: upFace(die.kind, die.body.rotation()) }))
    },
    dispose() {
      dw.free()
    },
  }
  return api
}
