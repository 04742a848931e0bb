// The dice world: the tray's colliders, the dice bodies, launching, freezing and stepping. Built headless here, or
// over the world <Physics> declares in the browser; the dice code above it cannot tell which.
import type RAPIER from '@dimforge/rapier3d-compat'
import type { Collider, RigidBody, World } from '@dimforge/rapier3d-compat'
import type { DieKind } from './dieKinds.ts'
import { DIE_EDGE_RADIUS, DIE_SIZE, DIE_WEIGHT, PHYSICS, THROW, TRAY } from './physicsConfig.ts'
import { capVelocity } from './capVelocity.ts'
import type { Quat, Vec3 } from './vec.ts'
import { TRAY_COLLIDERS, WORLD_PARAMS } from './worldSpec.ts'

/** The initialised Rapier module; the browser and Node each load it their own way and pass it in. */
export type Rapier = typeof RAPIER

/**
 * One die in the world. `id` is its place in the tray's set (for Elder Sign: 0–5 green, 6 yellow,
 * 7 red); `kind` names its faces (every kind shares one body shape, so all are equally fair).
 */
export interface Die<K extends DieKind = DieKind> {
  readonly id: number
  readonly kind: K
  readonly body: RigidBody
  readonly collider: Collider
}

/** Options for {@link createDiceWorld} and {@link diceWorldIn}. */
export interface DiceWorldOptions {
  /** Called after a step for every hard contact of a die, with the contact force; drives the clatter. */
  readonly onImpact?: (force: number, die: number) => void
}

/**
 * A world holding the tray, and how it is stepped: built here in Node (tests, bench, headless rolls), or declared by
 * `<Physics>` in the browser (scene/tray/TrayPhysics.tsx), whose fixed step then moves it. Either way the tray's
 * colliders come from `TRAY_COLLIDERS`, in the same order.
 */
export interface WorldBinding {
  readonly world: World
  /** Advances the world by one `PHYSICS.timestep`. */
  step(): void
  /** Routes the contact forces of a die's collider to `hit` (the clatter); `forget` stops it. */
  listen(collider: Collider, hit: (force: number) => void): void
  forget(collider: Collider): void
  /** Releases what the binding owns: the headless world, or nothing for a declared one (its `<Physics>` frees it). */
  free(): void
}

/** The tray and its dice: the same code runs headless in Node and in the browser. */
export interface DiceWorld {
  readonly rapier: Rapier
  readonly world: World
  /** Dice currently in the tray, in the order they were added. */
  readonly dice: readonly Die[]
  /** Adds a die resting nowhere in particular; place or launch it before stepping. */
  addDie<K extends DieKind>(id: number, kind: K): Die<K>
  /** Takes a die out of the tray. */
  removeDie(die: Die): void
  /** Puts a die at rest, as a fixed body, exactly at a pose (reduced motion, or a settled die). */
  freeze(die: Die, position?: Vec3, rotation?: Quat): void
  /** Makes a die dynamic at a pose with the given velocities, capped at `THROW.maxSpeed` and twice `THROW.maxSpin`. */
  launch(die: Die, position: Vec3, rotation: Quat, linvel: Vec3, angvel: Vec3): void
  /** Whether a die is frozen (settled and read). */
  isFrozen(die: Die): boolean
  /** Whether a die's centre is inside the tray's box. */
  isInTray(die: Die): boolean
  /** Advances the simulation by `PHYSICS.timestep`. */
  step(): void
  /** Releases the WASM memory. */
  free(): void
}

/** Builds a headless world with the tray (felt floor, walls, invisible lid) centred on the origin, felt at y = 0. */
export function createDiceWorld(rapier: Rapier, options: DiceWorldOptions = {}): DiceWorld {
  return diceWorldIn(rapier, headlessBinding(rapier), options)
}

/**
 * The world `<Physics>` would build, built by hand in the same order: the world and its parameters, then the tray's
 * fixed body and its colliders, each created with Rapier's defaults and then given its place and material (what
 * @react-three/rapier's `<RigidBody type="fixed">` and `<CuboidCollider>` do).
 */
function headlessBinding(rapier: Rapier): WorldBinding {
  const world = new rapier.World({ x: 0, y: PHYSICS.gravity, z: 0 })
  const p = world.integrationParameters
  p.numSolverIterations = WORLD_PARAMS.numSolverIterations
  p.numInternalPgsIterations = WORLD_PARAMS.numInternalPgsIterations
  p.normalizedAllowedLinearError = WORLD_PARAMS.allowedLinearError
  p.minIslandSize = WORLD_PARAMS.minIslandSize
  p.maxCcdSubsteps = WORLD_PARAMS.maxCcdSubsteps
  p.normalizedPredictionDistance = WORLD_PARAMS.predictionDistance
  world.lengthUnit = WORLD_PARAMS.lengthUnit
  const tray = world.createRigidBody(new rapier.RigidBodyDesc(rapier.RigidBodyType.Fixed))
  for (const c of TRAY_COLLIDERS) {
    const collider = world.createCollider(rapier.ColliderDesc.cuboid(...c.half), tray)
    collider.setTranslationWrtParent({ x: c.at[0], y: c.at[1], z: c.at[2] })
    collider.setRotationWrtParent(NO_TURN)
    collider.setFriction(c.friction)
    collider.setRestitution(c.restitution)
  }
  tray.setTranslation(ZERO, false)
  tray.setRotation(NO_TURN, false)
  tray.setBodyType(rapier.RigidBodyType.Fixed, true)

  const queue = new rapier.EventQueue(true)
  const hits = new Map<number, (force: number) => void>()
  return {
    world,
    step() {
      world.timestep = PHYSICS.timestep
      world.step(queue) // the queue drains itself before each step
      if (hits.size === 0) return
      queue.drainContactForceEvents((event) => {
        const hit = hits.get(event.collider1()) ?? hits.get(event.collider2())
        hit?.(event.totalForceMagnitude())
      })
    },
    listen: (collider, hit) => void hits.set(collider.handle, hit),
    forget: (collider) => void hits.delete(collider.handle),
    free() {
      queue.free()
      world.free()
    },
  }
}

/** The dice of a tray in a world that already holds the tray (see {@link WorldBinding}). */
export function diceWorldIn(rapier: Rapier, binding: WorldBinding, options: DiceWorldOptions = {}): DiceWorld {
  const { world } = binding
  const dice: Die[] = []
  const frozen = new Set<number>()
  const onImpact = options.onImpact

  const api: DiceWorld = {
    rapier,
    world,
    dice,
    addDie(id, kind) {
      const body = world.createRigidBody(
        rapier.RigidBodyDesc.dynamic()
          // Parked below the tray (fixed, so parked dice never touch) until placed or launched.
          .setTranslation(0, -50, 0)
          .setLinearDamping(PHYSICS.linearDamping)
          .setAngularDamping(PHYSICS.angularDamping),
      )
      const half = DIE_SIZE / 2 - DIE_EDGE_RADIUS
      const desc = rapier.ColliderDesc.roundCuboid(half, half, half, DIE_EDGE_RADIUS)
        .setDensity(PHYSICS.dieDensity)
        .setFriction(PHYSICS.dieFriction)
        .setRestitution(PHYSICS.dieRestitution)
      if (onImpact) {
        desc.setActiveEvents(rapier.ActiveEvents.CONTACT_FORCE_EVENTS).setContactForceEventThreshold(IMPACT_THRESHOLD)
      }
      const collider = world.createCollider(desc, body)
      const die = { id, kind, body, collider }
      if (onImpact) binding.listen(collider, (force) => onImpact(force, id))
      frozen.add(id)
      body.setBodyType(rapier.RigidBodyType.Fixed, false)
      dice.push(die)
      return die
    },
    removeDie(die) {
      const at = dice.indexOf(die)
      if (at < 0) return
      dice.splice(at, 1)
      frozen.delete(die.id)
      binding.forget(die.collider)
      world.removeRigidBody(die.body)
    },
    freeze(die, position, rotation) {
      die.body.setBodyType(rapier.RigidBodyType.Fixed, false)
      if (position) die.body.setTranslation(position, false)
      if (rotation) die.body.setRotation(rotation, false)
      die.body.setLinvel(ZERO, false)
      die.body.setAngvel(ZERO, false)
      frozen.add(die.id)
    },
    launch(die, position, rotation, linvel, angvel) {
      die.body.setBodyType(rapier.RigidBodyType.Dynamic, true)
      die.body.setTranslation(position, true)
      die.body.setRotation(rotation, true)
      // However hard the hand, a die never leaves faster than the tray is built to hold.
      die.body.setLinvel(capVelocity(linvel, THROW.maxSpeed), true)
      die.body.setAngvel(capVelocity(angvel, THROW.maxSpin * 2), true)
      frozen.delete(die.id)
    },
    isFrozen: (die) => frozen.has(die.id),
    isInTray(die) {
      const p = die.body.translation()
      return Math.abs(p.x) < TRAY.width / 2 && Math.abs(p.z) < TRAY.depth / 2 && p.y > 0 && p.y < TRAY.lidHeight
    },
    step: () => binding.step(),
    free: () => binding.free(),
  }
  return api
}

const ZERO: Vec3 = { x: 0, y: 0, z: 0 }
const NO_TURN: Quat = { x: 0, y: 0, z: 0, w: 1 }

/** Contact forces below this are resting or sliding contact, not a hit worth a sound. */
const IMPACT_THRESHOLD = 3 * DIE_WEIGHT
