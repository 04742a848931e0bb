import type { Face } from '../../engine/dice.ts'
import {
  capVelocity,
  createDiceWorld,
  createRandom,
  createRoll,
  dropDie,
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
  type Rapier,
  type Roll,
  type RollReport,
  type ThrowSpec,
  type Vec3,
} from '../../physics/index.ts'
import { dieColor } from './trayDice.ts'

/** Options for {@link createTrayController}. */
export interface TrayControllerOptions {
  readonly rapier: Rapier
  readonly sessionSeed: number
  /** Once per roll, when every die has settled (or at once in reduced motion). */
  readonly onReport: (report: RollReport) => void
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
  /** Holds the dice in the hand over a point of the tray (ignored while dice move); `throwFrom` lets go. */
  hold(point: { x: number; z: number }): void
  /** Advances the simulation by a frame's time in fixed steps; returns whether anything moved. */
  advance(seconds: number): boolean
  /** Writes a die's pose into `position`/`quaternion`; false when the die is not in the tray. */
  pose(id: number, position: Vec3Like, quaternion: QuatLike): boolean
  /** Reads every die's up face from the bodies as they lie now. */
  readFaces(): { die: number; face: Face }[]
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

/** Dice laid out at rest: a neat row across the middle of the tray, two rows for eight. */
function restingSpot(index: number, count: number): Vec3 {
  const perRow = Math.min(count, 4)
  const row = Math.floor(index / 4)
  const col = index % 4
  const spacing = DIE_SIZE * 2.2
  return { x: (col - (perRow - 1) / 2) * spacing, y: DIE_SIZE / 2, z: row * spacing - (count > 4 ? spacing / 2 : 0) }
}

/** Creates the tray's controller over a fresh dice world (the same builder as the headless rolls). */
export function createTrayController(options: TrayControllerOptions): TrayController {
  const { rapier, sessionSeed, onReport, onImpact } = options
  const newWorld = () => createDiceWorld(rapier, onImpact ? { onImpact } : {})
  let dw: DiceWorld = newWorld()
  let dice: Die[] = []
  let roll: Roll | null = null
  let reportRoll = false
  let rollNumber = 0
  let drops = 0
  let accumulator = 0

  const byId = (id: number) => dice.find((d) => d.id === id)

  /** A fresh world per throw, with the dice added in mix order: a throw then replays `simulateRoll` exactly. */
  function resetWorld(): void {
    const ids = dice.map((d) => d.id)
    dw.free()
    dw = newWorld()
    dice = ids.map((id) => dw.addDie(id, dieColor(id)))
  }

  function startRoll(launch: (rng: ReturnType<typeof createRandom>) => void): void {
    if (dice.length === 0) return
    rollNumber++
    resetWorld()
    const rng = createRandom(rollSeed(sessionSeed, rollNumber))
    launch(rng)
    roll = createRoll(dw, dice, rng, rollNumber)
    reportRoll = true
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
      if (roll && reportRoll) return
      const current = roll
      const unsettled = current ? current.dice.filter((d) => ids.includes(d.id) && !current.isSettled(d)) : []
      for (const die of dice) if (!ids.includes(die.id)) dw.removeDie(die)
      dice = dice.filter((d) => ids.includes(d.id))
      const added: Die[] = []
      for (const id of ids) {
        if (byId(id)) continue
        const die = dw.addDie(id, dieColor(id))
        dice.push(die)
        added.push(die)
      }
      dice.sort((a, b) => a.id - b.id)
      // Added dice drop in on their own; settled dice stay frozen, so nothing already read can change.
      const rng = createRandom(rollSeed(sessionSeed, -1 - drops++))
      for (const die of added) dropDie(dw, die, rng)
      const moving = [...unsettled, ...added]
      roll = moving.length > 0 ? createRoll(dw, moving, rng, 0) : null
      reportRoll = false
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
      onReport({ rollId: rollNumber, faces: api.readFaces() })
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
          const report = roll.report()
          const finished = reportRoll
          roll = null
          if (finished && report) onReport(report)
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
      return dice.map((die) => ({ die: die.id, face: upFace(die.color, die.body.rotation()) }))
    },
    dispose() {
      dw.free()
    },
  }
  return api
}
