// A roll in progress: steps the world, tells settled dice from moving and cocked ones, and reads their faces.
import type { Face } from '../engine/dice.ts'
import type { DieKind, FaceOf } from './dieKinds.ts'
import type { Random } from './createRandom.ts'
import type { Die, DiceWorld } from './createDiceWorld.ts'
import { DIE_SIZE, PHYSICS, SETTLE, THROW, TRAY } from './physicsConfig.ts'
import { randomSpin, SPAWN_SPACING } from './throwSpec.ts'
import { readDie, upFace } from './upFace.ts'
import type { Vec3 } from './vec.ts'

/**
 * What the tray hands to the game once every die of a roll has settled. It knows nothing about rules.
 * `F` is the face type of the dice thrown: the engine's `Face` for Elder Sign dice.
 */
export interface RollReport<F extends string = Face> {
  readonly rollId: number
  readonly faces: readonly { readonly die: number; readonly face: F }[]
}

/** Counters of one roll, for tests and the bench. */
export interface RollStats {
  /** World steps since the throw. */
  steps: number
  /** Dice nudged or re-thrown on their own (cocked, left the tray, or past the time cap). */
  rethrows: number
  /** Dice whose first rest was cocked, before any correction. */
  cocked: number
}

/** A roll in progress: step it until `done`, then take its report. */
export interface Roll<K extends DieKind = DieKind> {
  readonly rollId: number
  readonly dice: readonly Die<K>[]
  readonly stats: Readonly<RollStats>
  readonly done: boolean
  /** Steps the world once and updates every die's settle state; returns `done`. */
  step(): boolean
  /** Whether one die of this roll has settled and been read. */
  isSettled(die: Die): boolean
  /** The report, once every die has settled; `null` before. */
  report(): RollReport<FaceOf<K>> | null
}

/** Flight time of the hop that frees a cocked die. */
const HOP_SECONDS = 0.3
const HOLD_STEPS = Math.ceil(SETTLE.holdSeconds / PHYSICS.timestep)
const CAP_STEPS = Math.ceil(SETTLE.capSeconds / PHYSICS.timestep)
/** Weight of the newest sample in the smoothed velocities: a time constant of about 0.05 s. */
const SMOOTHING = Math.min(1, PHYSICS.timestep / SETTLE.smoothingSeconds)
/** Centre height of a die lying flat on the felt, plus slack: higher means it rests on another die. */
const FLAT_HEIGHT = DIE_SIZE / 2 + 0.25

interface DieState {
  /** Smoothed linear and angular velocity: contact jitter averages out, real motion does not. */
  vx: number
  vy: number
  vz: number
  wx: number
  wy: number
  wz: number
  quiet: number
  sinceLaunch: number
  face: string | null
  firstRest: boolean
}

/**
 * Follows thrown dice until each has settled on a face. A die is settled when its linear
 * and angular speeds stay under our thresholds for `SETTLE.holdSeconds` and it lies flat on the felt;
 * it is then frozen, so nothing thrown later can knock it onto another face. A die that rests cocked
 * is nudged, and one still moving after `SETTLE.capSeconds` or out of the tray is re-thrown — on its own,
 * never guessed. The dice must already be launched (see {@link throwDice}) or placed.
 */
export function createRoll<K extends DieKind>(
  dw: DiceWorld,
  dice: readonly Die<K>[],
  rng: Random,
  rollId: number,
): Roll<K> {
  const states = new Map<number, DieState>()
  const stats: RollStats = { steps: 0, rethrows: 0, cocked: 0 }
  for (const die of dice) {
    states.set(die.id, {
      vx: 0,
      vy: 0,
      vz: 0,
      wx: 0,
      wy: 0,
      wz: 0,
      quiet: 0,
      sinceLaunch: 0,
      face: null,
      firstRest: true,
    })
  }
  let done = dice.length === 0

  function nudge(die: Die): void {
    // A hop on a ballistic arc to a clear patch of felt, with a fresh spin: off the wall or the
    // neighbour it leant on, and unlikely to land cocked again.
    const p = die.body.translation()
    const target = freeSpot(dw, die, rng, DIE_SIZE / 2)
    const g = -PHYSICS.gravity
    const flight = HOP_SECONDS
    const vy = (target.y - p.y) / flight + (g * flight) / 2
    dw.launch(
      die,
      p,
      die.body.rotation(),
      { x: (target.x - p.x) / flight, y: vy, z: (target.z - p.z) / flight },
      randomSpin(rng, 20),
    )
  }

  const rethrow = (die: Die) => dropDie(dw, die, rng)

  function update(die: Die, s: DieState): void {
    s.sinceLaunch++
    if (!dw.isInTray(die) || s.sinceLaunch > CAP_STEPS) {
      stats.rethrows++
      s.quiet = 0
      s.sinceLaunch = 0
      rethrow(die)
      return
    }
    const lv = die.body.linvel()
    const av = die.body.angvel()
    s.vx += SMOOTHING * (lv.x - s.vx)
    s.vy += SMOOTHING * (lv.y - s.vy)
    s.vz += SMOOTHING * (lv.z - s.vz)
    s.wx += SMOOTHING * (av.x - s.wx)
    s.wy += SMOOTHING * (av.y - s.wy)
    s.wz += SMOOTHING * (av.z - s.wz)
    const still = Math.hypot(s.vx, s.vy, s.vz) < SETTLE.linear && Math.hypot(s.wx, s.wy, s.wz) < SETTLE.angular
    s.quiet = still ? s.quiet + 1 : 0
    if (s.quiet < HOLD_STEPS) return
    const rotation = die.body.rotation()
    const cocked = readDie(rotation).tiltDegrees > SETTLE.cockedDegrees || die.body.translation().y > FLAT_HEIGHT
    if (s.firstRest && cocked) stats.cocked++
    s.firstRest = false
    if (cocked) {
      stats.rethrows++
      s.quiet = 0
      s.sinceLaunch = 0
      nudge(die)
      return
    }
    s.face = upFace(die.kind, rotation)
    dw.freeze(die)
  }

  return {
    rollId,
    dice,
    stats,
    get done() {
      return done
    },
    step() {
      if (done) return true
      dw.step()
      stats.steps++
      let all = true
      for (const die of dice) {
        const s = states.get(die.id)!
        if (s.face === null) update(die, s)
        if (s.face === null) all = false
      }
      done = all
      return done
    },
    isSettled: (die) => states.get(die.id)?.face != null,
    report() {
      if (!done) return null
      return {
        rollId,
        faces: dice.map((die) => ({ die: die.id, face: states.get(die.id)!.face as FaceOf<K> })),
      }
    },
  }
}

/**
 * A point at height `y` over the felt, away from the walls and clear of every other die
 * (horizontally, so a die dropped or hopping there cannot land on one).
 */
export function freeSpot(dw: DiceWorld, self: Die, rng: Random, y: number): Vec3 {
  const margin = DIE_SIZE * 1.5
  let best: Vec3 = { x: 0, y, z: 0 }
  let bestClearance = -Infinity
  for (let attempt = 0; attempt < 24; attempt++) {
    const p = {
      x: rng.range(-TRAY.width / 2 + margin, TRAY.width / 2 - margin),
      y,
      z: rng.range(-TRAY.depth / 2 + margin, TRAY.depth / 2 - margin),
    }
    let clearance = Infinity
    for (const d of dw.dice) {
      if (d === self) continue
      const q = d.body.translation()
      clearance = Math.min(clearance, Math.hypot(q.x - p.x, q.z - p.z))
    }
    if (clearance > SPAWN_SPACING) return p
    if (clearance > bestClearance) {
      best = p
      bestClearance = clearance
    }
  }
  return best
}

/** Drops a die on its own from high over a clear patch of felt, with a random orientation and spin. */
export function dropDie(dw: DiceWorld, die: Die, rng: Random): void {
  dw.launch(
    die,
    freeSpot(dw, die, rng, THROW.spawnHeight + 2),
    rng.rotation(),
    { x: rng.range(-20, 20), y: -10, z: rng.range(-20, 20) },
    randomSpin(rng),
  )
}
