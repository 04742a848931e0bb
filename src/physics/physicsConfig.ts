// One world unit is one centimetre: a 16 mm die is 1.6 units across (CONTRIBUTING.md, "The look"),
// and gravity is real gravity at that scale, so throws fall and tumble as real dice do.

/** Edge length of a die, in world units (centimetres). */
export const DIE_SIZE = 1.6

/** Radius of the rounded edges of the physics die; the models round theirs the same way. */
export const DIE_EDGE_RADIUS = 0.16

/** The dice tray: inner floor size, visible wall height and the invisible lid that keeps dice in. */
export const TRAY = {
  /** Inner width along x (left–right for the player). */
  width: 24,
  /** Inner depth along z (+z points at the player). */
  depth: 16,
  /** Height of the visible wooden wall above the felt. */
  wallHeight: 3,
  /** Height of the invisible lid above the felt; the physics walls rise to meet it. */
  lidHeight: 14,
  /** Half-thickness of every tray collider: thick enough that a fast die cannot tunnel through. */
  thickness: 2,
} as const

/** Materials, damping and stepping, tuned so 8 dice tumble and stop within a couple of seconds. */
export const PHYSICS = {
  gravity: -981,
  /**
   * Fixed simulation step in seconds; the browser accumulates frame time into these. Small enough that
   * a die at `THROW.maxSpeed` moves less than 1.1 units a step, so the thick tray walls always catch
   * it (Rapier's hard CCD did not stop dice sinking into a wall here, and soft CCD made dice lean).
   */
  timestep: 1 / 240,
  dieDensity: 1.1,
  dieFriction: 0.25,
  dieRestitution: 0.32,
  feltFriction: 0.8,
  feltRestitution: 0.2,
  wallFriction: 0.3,
  wallRestitution: 0.45,
  linearDamping: 0.15,
  angularDamping: 0.6,
} as const

/** Our own settle rule: Rapier's sleep takes ~2 s longer and cannot be tuned from JavaScript. */
export const SETTLE = {
  /** Smoothed linear speed below which a die counts as still (units/s: half a die-width a second). */
  linear: 0.8,
  /** Smoothed angular speed below which a die counts as still (rad/s: about 11° a second). */
  angular: 0.2,
  /** Time constant of the velocity smoothing that hides contact jitter (seconds). */
  smoothingSeconds: 0.05,
  /** How long a die must stay still before it is read (seconds). */
  holdSeconds: 0.25,
  /** A die still moving this long after its launch is re-thrown on its own (seconds). */
  capSeconds: 5,
  /** A resting die whose best face is further than this from vertical is cocked (degrees). */
  cockedDegrees: 12,
} as const

/** Throw speeds in units/s: what a gesture may reach, and what the random throw picks from. */
export const THROW = {
  maxSpeed: 260,
  randomSpeedMin: 40,
  randomSpeedMax: 120,
  maxSpin: 40,
  /** Height above the felt at which thrown dice are released. */
  spawnHeight: 5,
} as const

/** A die's weight (mass × g, the rounded edges ignored): the contact force of a die at rest, the yardstick for hits. */
export const DIE_WEIGHT = PHYSICS.dieDensity * DIE_SIZE ** 3 * -PHYSICS.gravity
