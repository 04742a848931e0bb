// The tray page's dice outside React: the shared tray dice (physics/createTrayDice) with the page's rules — a throw
// starts a fresh world so it replays `simulateRoll` exactly, a reroll or an added die moves alone, dice dropped in by
// a change of mix are no roll, and reduced motion lays seeded faces at once.
import {
  capVelocity,
  createRandom,
  createTrayDice,
  dropDie,
  readDie,
  rollSeed,
  DIE_SIZE,
  type DiceWorld,
  type Die,
  type DieFace,
  type DieKind,
  type QuatLike,
  type Random,
  type ThrowSpec,
  type TrayDice,
  type TrayReport,
  type Vec3,
  type Vec3Like,
  type WorldHost,
} from '../../physics/index.ts'
import { dieColor } from './trayDice.ts'

export type { TrayReport }

/** Options for {@link createTrayController}. */
export interface TrayControllerOptions {
  /** Where its fresh worlds come from (one per throw). */
  readonly host: WorldHost
  /** The world it starts in; by default the host's next, which must then be ready at once (headless). */
  readonly world?: DiceWorld
  readonly sessionSeed: number
  /** Once per roll, when every die has settled (or at once in reduced motion). */
  readonly onReport: (report: TrayReport) => void
  /** The kind of die `id`; the Elder Sign set (0–5 green, 6 yellow, 7 red) by default. */
  readonly kindOf?: (id: number) => DieKind
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

/** Creates the tray's controller over its first world. */
export function createTrayController(options: TrayControllerOptions): TrayController {
  const { host, sessionSeed, onReport, kindOf = dieColor } = options
  let first: DiceWorld | null = options.world ?? null
  if (!first) host.fresh((dw) => (first = dw))
  if (!first) throw new Error('tray: the world host had no world ready')
  const tray: TrayDice = createTrayDice(first, sessionSeed)
  /** How the roll in flight is reported: `null` for dice dropped in by `setMix`, which are no roll. */
  let cause: TrayReport['cause'] | null = null
  let moved: readonly number[] = []
  let rollNumber = 0
  let drops = 0
  /** A fresh world has been asked for and has not come yet. */
  let waiting = false
  /** The face (position in its kind's table) each die last showed in a report: laid again if the world is lost. */
  const shown = new Map<number, number>()

  /** A fresh world with the dice added again in mix order, then `then`: a throw then replays `simulateRoll`. */
  function renew(then: () => void): void {
    waiting = true
    tray.drop()
    host.fresh((dw) => {
      waiting = false
      tray.moveTo(dw)
      then()
    })
  }

  function report(rollId: number): void {
    if (!cause) return
    for (const die of tray.dice) shown.set(die.id, readDie(die.body.rotation()).index)
    onReport({ rollId, faces: api.readFaces(), cause, moved })
  }

  /** Starts a roll of `movers` alone: the rest of the tray stays frozen as it lies. */
  function startPartial(movers: Die[], why: 'reroll' | 'add', reduced: boolean): void {
    rollNumber++
    const rng = createRandom(rollSeed(sessionSeed, rollNumber))
    cause = why
    moved = movers.map((d) => d.id)
    if (reduced) {
      for (const die of movers) placeSeeded(die, rng)
      tray.drop()
      report(rollNumber)
      return
    }
    for (const die of movers) dropDie(tray.world, die, rng)
    tray.follow(movers, rng, rollNumber, (roll) => report(roll.rollId))
  }

  /** Reduced motion: a seeded face, the die laid level where it lies (or on a clear patch of felt when new). */
  function placeSeeded(die: Die, rng: Random): void {
    const index = rng.int(0, 5)
    const yaw = rng.range(-0.35, 0.35)
    const at = die.body.translation()
    tray.lay(die, index, yaw, at.y > 0 ? at : tray.clearSpot(die, rng))
  }

  /** Every die laid at rest in rows, face `indexOf(die)` up: a placed roll, or a lost world laid again. */
  function layOut(rng: Random, indexOf: (die: Die) => number): void {
    tray.dice.forEach((die, i) => tray.lay(die, indexOf(die), rng.range(-0.35, 0.35), restingSpot(i, tray.dice.length)))
  }

  function startRoll(spec: ThrowSpec | null): void {
    if (tray.dice.length === 0) return
    const rollId = ++rollNumber
    renew(() => {
      cause = 'throw'
      moved = tray.dice.map((d) => d.id)
      tray.throw(tray.dice, rollId, spec, (roll) => report(roll.rollId))
    })
  }

  host.onLost = (dw) => {
    // The canvas was rebuilt and took the world with it: the dice lie again as last reported, and a roll in flight
    // ends at once with seeded faces (as under reduced motion), so the page never waits for a report.
    const inFlight = tray.roll !== null && cause !== null
    tray.moveTo(dw)
    const rng = createRandom(rollSeed(sessionSeed, rollNumber))
    layOut(rng, (die) => (inFlight && moved.includes(die.id) ? rng.int(0, 5) : (shown.get(die.id) ?? rng.int(0, 5))))
    if (inFlight) report(rollNumber)
  }

  const api: TrayController = {
    get busy() {
      return tray.roll !== null || waiting
    },
    get rollNumber() {
      return rollNumber
    },
    get mix() {
      return tray.dice.map((d) => d.id)
    },
    setMix(ids) {
      // A throw in flight keeps its dice: the mix changes once it has been reported. (While a fresh world is on its
      // way the change is made here and carried over.)
      if (tray.roll && cause) return
      const current = tray.roll
      const unsettled = current ? current.dice.filter((d) => ids.includes(d.id) && !current.isSettled(d)) : []
      tray.keep((id) => ids.includes(id))
      const added = ids.flatMap((id) => (tray.byId(id) ? [] : [tray.add(id, kindOf(id))]))
      tray.sortById()
      // Added dice drop in on their own; settled dice stay frozen, so nothing already read can change.
      const rng = createRandom(rollSeed(sessionSeed, -1 - drops++))
      for (const die of added) dropDie(tray.world, die, rng)
      const moving = [...unsettled, ...added]
      if (moving.length > 0) tray.follow(moving, rng, 0, () => undefined)
      else tray.drop()
      cause = null
    },
    throwRandom: () => startRoll(null),
    throwFrom: (origin, velocity) => startRoll({ origin, velocity: capVelocity(velocity) }),
    placeRoll() {
      if (tray.dice.length === 0) return
      const rollId = ++rollNumber
      renew(() => {
        const rng = createRandom(rollSeed(sessionSeed, rollId))
        layOut(rng, () => rng.int(0, 5))
        cause = 'throw'
        moved = tray.dice.map((d) => d.id)
        report(rollId)
      })
    },
    rerollDie(id, reduced) {
      const die = tray.byId(id)
      if (api.busy || !die) return
      startPartial([die], 'reroll', reduced)
    },
    addDie(id, reduced) {
      if (api.busy || tray.byId(id)) return
      const die = tray.add(id, kindOf(id))
      tray.sortById()
      startPartial([die], 'add', reduced)
    },
    hold(point) {
      if (api.busy) return
      tray.hold(tray.dice, point)
    },
    advance: (seconds) => waiting || tray.advance(seconds),
    pose: (id, position, quaternion) => tray.pose(id, position, quaternion),
    readFaces: () => tray.dice.map((die) => ({ die: die.id, face: tray.faceOf(die) })),
    dispose() {
      host.onLost = null
      tray.free()
    },
  }
  return api
}
