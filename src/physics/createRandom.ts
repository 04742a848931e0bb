// The physics' seeded generator: every throw, drop and hop draws from it, so a seed replays a roll.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import type { Quat } from './vec.ts'

/** The seeded generator every random choice in the dice path draws from (never Math.random). */
export interface Random {
  /** Uniform in [0, 1). */
  float(): number
  /** Uniform in [min, max). */
  range(min: number, max: number): number
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number
  /** A uniformly distributed rotation (Shoemake's method), so no face is favoured at release. */
  rotation(): Quat
}

/** Creates a seeded generator; the same seed gives the same sequence on every machine. */
export function createRandom(seed: number): Random {
  const rng = xoroshiro128plus(seed | 0)
  const float = () => uniformFloat64(rng)
  return {
    float,
    range: (min, max) => min + (max - min) * float(),
    int: (min, max) => uniformInt(rng, min, max),
    rotation() {
      const u1 = float()
      const u2 = float() * 2 * Math.PI
      const u3 = float() * 2 * Math.PI
      const a = Math.sqrt(1 - u1)
      const b = Math.sqrt(u1)
      return { x: a * Math.sin(u2), y: a * Math.cos(u2), z: b * Math.sin(u3), w: b * Math.cos(u3) }
    },
  }
}

/** Mixes a session seed and a roll number into the seed of that roll, so every roll of a session is reproducible. */
export function rollSeed(sessionSeed: number, rollNumber: number): number {
  // A 32-bit integer hash (lowbias32) keeps neighbouring seeds apart.
  let h = (sessionSeed ^ Math.imul(rollNumber + 1, 0x9e3779b9)) >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d)
  h ^= h >>> 15
  h = Math.imul(h, 0x846ca68b)
  h ^= h >>> 16
  return h | 0
}
