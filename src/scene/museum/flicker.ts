// A candle's gentle flicker: a brightness factor around 1 from a few slow sines and a smoothed value noise, all
// phased by a seed, so each candle flickers in its own way and the same seed and time give the same light (pure,
// unit-tested). The scene reads it only on frames that something else asked for (src/scene/museum/README.md).

/** How far the flicker strays from steady light: the factor stays within 1 ± DEPTH. */
export const FLICKER_DEPTH = 0.12

/** A hash of an integer and the seed to [0, 1): the noise's lattice values. */
function lattice(i: number, seed: number): number {
  const x = Math.sin(i * 127.1 + seed * 311.7) * 43758.5453
  return x - Math.floor(x)
}

/** Value noise through the lattice, eased between points (smooth: no jumps from one frame to the next). */
function valueNoise(t: number, seed: number): number {
  const i = Math.floor(t)
  const f = t - i
  const ease = f * f * (3 - 2 * f)
  const a = lattice(i, seed)
  const b = lattice(i + 1, seed)
  return a + (b - a) * ease
}

/**
 * The candle's brightness at `seconds` for `seed`: within 1 ± FLICKER_DEPTH, continuous, deterministic. Two slow
 * sines give the breathing of the flame; the noise (about six changes a second) its restlessness.
 */
export function flicker(seconds: number, seed: number): number {
  const phase = lattice(7, seed) * Math.PI * 2
  const breath = 0.5 * Math.sin(seconds * 1.7 + phase) + 0.3 * Math.sin(seconds * 4.3 + phase * 2.1)
  const restless = valueNoise(seconds * 6 + seed * 13, seed) * 2 - 1
  return 1 + FLICKER_DEPTH * (breath + restless * 0.2) // |breath| ≤ 0.8, |noise part| ≤ 0.2
}
