// How dice leave the hand: release points, the random throw, and the launch of each die with its scatter and spin.
import type { Random } from './createRandom.ts'
import type { Die, DiceWorld } from './createDiceWorld.ts'
import { DIE_SIZE, THROW, TRAY } from './physicsConfig.ts'
import type { Vec3 } from './vec.ts'

/** How dice leave the hand: where over the tray they are released and how fast they move. */
export interface ThrowSpec {
  /** Centre of the released handful on the tray's plane (x, z). */
  readonly origin: { readonly x: number; readonly z: number }
  /** Shared release velocity in units/s; each die adds its own small scatter and spin. */
  readonly velocity: Vec3
}

/** Centre-to-centre spacing of released dice: more than a die's diagonal (1.6·√3 ≈ 2.8), so none start inside another. */
export const SPAWN_SPACING = DIE_SIZE * Math.sqrt(3) + 0.3

/**
 * A throw as it travels between screens (protocol's DiceThrow): its release point and velocity; a zero velocity is
 * the roll's seeded throw (null), since a flick always moves.
 */
export function throwSpecOf(
  velocity: readonly [number, number, number],
  from: readonly [number, number, number],
): ThrowSpec | null {
  const [x, y, z] = velocity
  if (x === 0 && y === 0 && z === 0) return null
  return { origin: { x: from[0], z: from[2] }, velocity: { x, y, z } }
}

/** A random throw from the player's side of the tray toward the far wall (button, Space, headless rolls). */
export function randomThrow(rng: Random): ThrowSpec {
  const speed = rng.range(THROW.randomSpeedMin, THROW.randomSpeedMax)
  const angle = rng.range(-0.6, 0.6)
  return {
    origin: { x: rng.range(-4, 4), z: TRAY.depth / 2 - 4 },
    velocity: { x: Math.sin(angle) * speed, y: rng.range(-40, 10), z: -Math.cos(angle) * speed },
  }
}

/**
 * Release points for `count` dice around an origin: a grid 4 wide, 2 deep, then stacked,
 * shifted so every point stays clear of the walls and the lid.
 */
export function spawnPositions(count: number, origin: { x: number; z: number }): Vec3[] {
  const cols = Math.min(4, count)
  const rows = Math.min(2, Math.ceil(count / 4))
  const margin = SPAWN_SPACING / 2 + 0.2
  const halfW = ((cols - 1) * SPAWN_SPACING) / 2
  const halfD = ((rows - 1) * SPAWN_SPACING) / 2
  const cx = clamp(origin.x, -TRAY.width / 2 + margin + halfW, TRAY.width / 2 - margin - halfW)
  const cz = clamp(origin.z, -TRAY.depth / 2 + margin + halfD, TRAY.depth / 2 - margin - halfD)
  const out: Vec3[] = []
  for (let i = 0; i < count; i++) {
    const layer = Math.floor(i / 8)
    const col = i % cols
    const row = Math.floor((i % 8) / cols) % rows
    out.push({
      x: cx - halfW + col * SPAWN_SPACING,
      y: THROW.spawnHeight + layer * SPAWN_SPACING,
      z: cz - halfD + row * SPAWN_SPACING,
    })
  }
  return out
}

/** A random spin vector with magnitude up to `max` rad/s. */
export function randomSpin(rng: Random, max: number = THROW.maxSpin): Vec3 {
  return { x: rng.range(-max, max), y: rng.range(-max, max), z: rng.range(-max, max) }
}

function clamp(v: number, lo: number, hi: number): number {
  return lo > hi ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, v))
}

/** Releases `dice` from spawn points around the throw's origin, each with a random orientation, scatter and spin. */
export function throwDice(dw: DiceWorld, dice: readonly Die[], rng: Random, spec: ThrowSpec): void {
  const starts = spawnPositions(dice.length, spec.origin)
  const v = spec.velocity
  const scatter = 0.08
  dice.forEach((die, i) => {
    const linvel = {
      x: v.x * rng.range(1 - scatter, 1 + scatter) + rng.range(-15, 15),
      y: v.y + rng.range(-15, 15),
      z: v.z * rng.range(1 - scatter, 1 + scatter) + rng.range(-15, 15),
    }
    dw.launch(die, starts[i]!, rng.rotation(), linvel, randomSpin(rng))
  })
}
