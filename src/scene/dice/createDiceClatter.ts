/** Synthesised dice clatter (WebAudio, no audio files): louder and brighter for harder hits. */
export interface DiceClatter {
  /** A die hit something with this contact force. */
  impact(force: number, die: number): void
  setMuted(muted: boolean): void
  /** Loudness of every hit, 0 (silent) to 1. */
  setVolume(volume: number): void
  /** Starts audio; browsers allow it only from a user gesture, so call it from one. */
  resume(): void
  dispose(): void
}

/** Contact force of a die resting on the felt (mass × g): hits are measured against it. */
export interface ClatterOptions {
  readonly restingForce: number
  readonly muted: boolean
  /** @defaultValue 0.8 */
  readonly volume?: number
}

/** Hits closer together than this on one die are one sound (a sliding contact fires every step). */
export const MIN_GAP_SECONDS = 0.07
const NOISE_SECONDS = 0.12

/**
 * How loud a hit of `force` sounds, 0 (not at all) to 1, on a log scale of force over resting weight: a drop
 * barely ticks, a hard throw cracks.
 */
export function clatterLevel(force: number, restingForce: number): number {
  if (!(force > 0) || !(restingForce > 0)) return 0
  return Math.min(1, Math.max(0, Math.log10(force / (restingForce * 3)) / 1.6))
}

/** A short buffer of white noise from a fixed LCG: the same grain every time, and no Math.random near the dice. */
export function createNoiseBuffer(ctx: BaseAudioContext, seconds = NOISE_SECONDS): AudioBuffer {
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * seconds), ctx.sampleRate)
  const data = buffer.getChannelData(0)
  let state = 12345
  for (let i = 0; i < data.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    data[i] = (state / 0xffffffff) * 2 - 1
  }
  return buffer
}

/**
 * One knock of a die at `level` (0–1) into `out`, starting at `at` (the context's seconds): a band of noise for
 * the click and a short low sine for the felt and wood answering. `die` varies the pitch a little per die.
 */
export function playKnock(
  ctx: BaseAudioContext,
  out: AudioNode,
  noise: AudioBuffer,
  level: number,
  die: number,
  at: number,
): void {
  const peak = 0.04 + 0.5 * level
  const click = ctx.createBufferSource()
  click.buffer = noise
  const band = ctx.createBiquadFilter()
  band.type = 'bandpass'
  band.frequency.value = 1600 + 3200 * level + (die % 4) * 180
  band.Q.value = 1.4
  const env = ctx.createGain()
  env.gain.setValueAtTime(peak, at)
  env.gain.exponentialRampToValueAtTime(0.0005, at + 0.04 + 0.06 * level)
  click.connect(band).connect(env).connect(out)
  click.start(at)
  click.stop(at + NOISE_SECONDS)
  const knock = ctx.createOscillator()
  knock.frequency.value = 170 + (die % 3) * 25
  const knockEnv = ctx.createGain()
  knockEnv.gain.setValueAtTime(peak * 0.6, at)
  knockEnv.gain.exponentialRampToValueAtTime(0.0005, at + 0.07)
  knock.connect(knockEnv).connect(out)
  knock.start(at)
  knock.stop(at + 0.08)
}

/** Creates the clatter. Nothing is allocated in the audio graph until `resume()`. */
export function createDiceClatter({ restingForce, muted: startMuted, volume = 0.8 }: ClatterOptions): DiceClatter {
  let muted = startMuted
  let loudness = volume
  let ctx: AudioContext | null = null
  let master: GainNode | null = null
  let noise: AudioBuffer | null = null
  const lastHit = new Map<number, number>()
  const gainNow = () => (muted ? 0 : loudness)

  function setUp(): void {
    if (ctx || typeof AudioContext === 'undefined') return
    ctx = new AudioContext()
    master = ctx.createGain()
    master.gain.value = gainNow()
    master.connect(ctx.destination)
    noise = createNoiseBuffer(ctx)
  }

  return {
    impact(force, die) {
      if (muted || !ctx || !master || !noise || ctx.state !== 'running') return
      const now = ctx.currentTime
      if (now - (lastHit.get(die) ?? -1) < MIN_GAP_SECONDS) return
      lastHit.set(die, now)
      const level = clatterLevel(force, restingForce)
      if (level <= 0) return
      playKnock(ctx, master, noise, level, die, now)
    },
    setMuted(value) {
      muted = value
      if (master && ctx) master.gain.setValueAtTime(gainNow(), ctx.currentTime)
    },
    setVolume(value) {
      loudness = Math.min(1, Math.max(0, value))
      if (master && ctx) master.gain.setValueAtTime(gainNow(), ctx.currentTime)
    },
    resume() {
      setUp()
      void ctx?.resume()
    },
    dispose() {
      void ctx?.close()
      ctx = null
    },
  }
}
