// The tray's world as plain data: the integration parameters and the tray's colliders. The headless builder
// (createDiceWorld) and the declared tray in the browser (scene/tray/TrayPhysics.tsx, @react-three/rapier) both
// read this, and build it in the same order, so a seeded throw lands on the same faces in Node and in the browser.
import { PHYSICS, TRAY } from './physicsConfig.ts'

/**
 * Rapier's integration parameters as `<Physics>` sets them. They equal Rapier's own defaults; written out so the
 * headless world sets exactly what the declared one does.
 */
export const WORLD_PARAMS = {
  numSolverIterations: 4,
  numInternalPgsIterations: 1,
  allowedLinearError: 0.001,
  minIslandSize: 128,
  maxCcdSubsteps: 1,
  predictionDistance: 0.002,
  lengthUnit: 1,
} as const

/** One box of the tray: half extents and centre (tray coordinates, felt at y = 0) and its material. */
export interface TrayCollider {
  readonly name: string
  readonly half: readonly [number, number, number]
  readonly at: readonly [number, number, number]
  readonly friction: number
  readonly restitution: number
}

const t = TRAY.thickness
const hw = TRAY.width / 2
const hd = TRAY.depth / 2
const hh = TRAY.lidHeight / 2
const felt = { friction: PHYSICS.feltFriction, restitution: PHYSICS.feltRestitution }
const wall = { friction: PHYSICS.wallFriction, restitution: PHYSICS.wallRestitution }

/** The felt, the invisible lid and the four walls, in the order both builders create them. */
export const TRAY_COLLIDERS: readonly TrayCollider[] = [
  { name: 'felt', half: [hw + 2 * t, t, hd + 2 * t], at: [0, -t, 0], ...felt },
  { name: 'lid', half: [hw + 2 * t, t, hd + 2 * t], at: [0, TRAY.lidHeight + t, 0], ...wall },
  { name: 'right', half: [t, hh, hd + 2 * t], at: [hw + t, hh, 0], ...wall },
  { name: 'left', half: [t, hh, hd + 2 * t], at: [-hw - t, hh, 0], ...wall },
  { name: 'near', half: [hw + 2 * t, hh, t], at: [0, hh, hd + t], ...wall },
  { name: 'far', half: [hw + 2 * t, hh, t], at: [0, hh, -hd - t], ...wall },
]
