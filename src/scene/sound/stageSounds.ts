// The staged moments' sounds, synthesised like the rest: a bell's toll at midnight, a low dissonant swell when the
// Ancient One awakes, a warm chord when the investigators win and a dark cluster when they lose.

export type StageSoundKind = 'midnight' | 'awakening' | 'won' | 'lost'

/** How long each moment's sound rings (seconds). */
export const STAGE_SOUND_SECONDS = 3.6

/** A bell's inharmonic partials (ratios to the strike note) and their loudness. */
const BELL = [
  [0.5, 0.5],
  [1, 0.35],
  [1.19, 0.22],
  [1.56, 0.16],
  [2, 0.12],
  [2.51, 0.08],
  [3.01, 0.05],
] as const

/** Chords (Hz) swelled under a low-pass: what each moment sounds like. */
const CHORDS = {
  awakening: { wave: 'sawtooth', notes: [41.2, 43.65, 61.74, 87.31], cutoff: 420, level: 0.16 },
  won: { wave: 'triangle', notes: [130.81, 164.81, 196, 261.63, 329.63], cutoff: 2400, level: 0.12 },
  lost: { wave: 'sawtooth', notes: [55, 58.27, 82.41, 116.54], cutoff: 360, level: 0.16 },
} as const

/** Plays a moment's sound at `at` (context seconds) into `out`. */
export function playStageSound(ctx: AudioContext, out: AudioNode, at: number, kind: StageSoundKind): void {
  if (kind === 'midnight') playToll(ctx, out, at, 98)
  else playSwell(ctx, out, at, CHORDS[kind])
}

function playToll(ctx: AudioContext, out: AudioNode, at: number, strike: number): void {
  for (const [ratio, loudness] of BELL) {
    const osc = ctx.createOscillator()
    osc.type = 'sine'
    osc.frequency.setValueAtTime(strike * ratio, at)
    const env = ctx.createGain()
    env.gain.setValueAtTime(0.0001, at)
    env.gain.exponentialRampToValueAtTime(loudness, at + 0.008)
    // Higher partials die sooner, as in a real bell.
    env.gain.exponentialRampToValueAtTime(0.0001, at + STAGE_SOUND_SECONDS / Math.sqrt(ratio + 0.5))
    osc.connect(env).connect(out)
    osc.start(at)
    osc.stop(at + STAGE_SOUND_SECONDS + 0.05)
  }
}

function playSwell(
  ctx: AudioContext,
  out: AudioNode,
  at: number,
  chord: {
    readonly wave: OscillatorType
    readonly notes: readonly number[]
    readonly cutoff: number
    readonly level: number
  },
): void {
  const filter = ctx.createBiquadFilter()
  filter.type = 'lowpass'
  filter.Q.value = 1.5
  filter.frequency.setValueAtTime(chord.cutoff * 0.4, at)
  filter.frequency.linearRampToValueAtTime(chord.cutoff, at + STAGE_SOUND_SECONDS * 0.4)
  const env = ctx.createGain()
  env.gain.setValueAtTime(0.0001, at)
  env.gain.exponentialRampToValueAtTime(chord.level, at + 0.7)
  env.gain.setValueAtTime(chord.level, at + STAGE_SOUND_SECONDS * 0.55)
  env.gain.exponentialRampToValueAtTime(0.0001, at + STAGE_SOUND_SECONDS)
  filter.connect(env).connect(out)
  for (const frequency of chord.notes) {
    const osc = ctx.createOscillator()
    osc.type = chord.wave
    osc.frequency.setValueAtTime(frequency, at)
    osc.connect(filter)
    osc.start(at)
    osc.stop(at + STAGE_SOUND_SECONDS + 0.05)
  }
}
