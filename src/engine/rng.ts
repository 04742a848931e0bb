// docs/rules.md#randomness: all random order comes from the game's seeded generator, kept in the state.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { DIE_FACES, type DieColor, type Face } from './dice.ts'
import type { Draft } from './state.ts'

export function seedRng(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()]
}

/** A uniform integer in [from, to], advancing the state's generator. */
export function randomInt(s: Draft, from: number, to: number): number {
  const g = xoroshiro128plusFromState(s.rng)
  const value = uniformInt(g, from, to)
  s.rng = [...g.getState()]
  return value
}

/** Shuffles in place (Fisher–Yates) with the state's generator. */
export function shuffle<T>(s: Draft, list: T[]): T[] {
  const g = xoroshiro128plusFromState(s.rng)
  for (let i = list.length - 1; i > 0; i--) {
    const j = uniformInt(g, 0, i)
    const tmp = list[i] as T
    list[i] = list[j] as T
    list[j] = tmp
  }
  s.rng = [...g.getState()]
  return list
}

/** The faces the game's own generator gives these dice, and the generator state after them. */
export function rollFaces(rng: readonly number[], colors: readonly DieColor[]): { faces: Face[]; rng: number[] } {
  const g = xoroshiro128plusFromState(rng)
  const faces = colors.map((color) => DIE_FACES[color][uniformInt(g, 0, 5)] as Face)
  return { faces, rng: [...g.getState()] }
}
