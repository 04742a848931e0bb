import type RAPIER from '@dimforge/rapier3d-compat'
import type { Collider, RigidBody, World } from '@dimforge/rapier3d-compat'
import type { DieKind } from './dieKinds.ts'
import { DIE_EDGE_RADIUS, DIE_SIZE, DIE_WEIGHT, PHYSICS, THROW, TRAY } from './physicsConfig.ts'
import { capVelocity } from './capVelocity.ts'
import type { Quat, Vec3 } from './vec.ts'

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

/** Options for {@link createDiceWorld}. */
export interface DiceWorldOptions {
  /** Called after a step for every hard contact of a die, with the contact force; drives the clatter. */
  readonly onImpact?: (force: number, die: number) => void
}

/** The tray and its dice: the same builder runs headless in Node and in the browser. */
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

/** Builds the tray (felt floor, walls, invisible lid) centred on the origin with the felt at y = 0. */
export function createDiceWorld(rapier: Rapier, options: DiceWorldOptions = {}): DiceWorld {
  const world = new rapier.World({ x: 0, y: PHYSICS.gravity, z: 0 })
  world.timestep = PHYSICS.timestep
  buildTray(rapier, world)

  const dice: Die[] = []
  const frozen = new Set<number>()
  const onImpact = options.onImpact
  const eventQueue = onImpact ? new rapier.EventQueue(true) : undefined
  const dieByCollider = new Map<number, number>()

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
      dieByCollider.set(collider.handle, id)
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
      dieByCollider.delete(die.collider.handle)
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
    step() {
      if (!eventQueue || !onImpact) {
        world.step()
        return
      }
      world.step(eventQueue)
      eventQueue.drainContactForceEvents((event) => {
        const die = dieByCollider.get(event.collider1()) ?? dieByCollider.get(event.collider2())
        if (die !== undefined) onImpact(event.totalForceMagnitude(), die)
      })
    },
    free() {
      eventQueue?.free()
      world.free()
    },
  }
  return api
}

const ZERO: Vec3 = { x: 0, y: 0, z: 0 }

/** Contact forces below this are resting or sliding contact, not a hit worth a sound. */
const IMPACT_THRESHOLD = 3 * DIE_WEIGHT

function buildTray(rapier: Rapier, world: World): void {
  const t = TRAY.thickness
  const hw = TRAY.width / 2
  const hd = TRAY.depth / 2
  const hh = TRAY.lidHeight / 2
  const tray = world.createRigidBody(rapier.RigidBodyDesc.fixed())
  const felt = (desc: RAPIER.ColliderDesc) =>
    world.createCollider(desc.setFriction(PHYSICS.feltFriction).setRestitution(PHYSICS.feltRestitution), tray)
  const wall = (desc: RAPIER.ColliderDesc) =>
    world.createCollider(desc.setFriction(PHYSICS.wallFriction).setRestitution(PHYSICS.wallRestitution), tray)
  felt(rapier.ColliderDesc.cuboid(hw + 2 * t, t, hd + 2 * t).setTranslation(0, -t, 0))
  wall(rapier.ColliderDesc.cuboid(hw + 2 * t, t, hd + 2 * t).setTranslation(0, TRAY.lidHeight + t, 0))
  wall(rapier.ColliderDesc.cuboid(t, hh, hd + 2 * t).setTranslation(hw + t, hh, 0))
  wall(rapier.ColliderDesc.cuboid(t, hh, hd + 2 * t).setTranslation(-hw - t, hh, 0))
  wall(rapier.ColliderDesc.cuboid(hw + 2 * t, hh, t).setTranslation(0, hh, hd + t))
  wall(rapier.ColliderDesc.cuboid(hw + 2 * t, hh, t).setTranslation(0, hh, -hd - t))
}
