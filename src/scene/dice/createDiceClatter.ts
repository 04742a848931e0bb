/** Synthesised dice clatter (WebAudio, no audio files): louder and brighter for harder hits. */
export interface DiceClatter {
  /** A die hit something with this contact force. */
  impact(force: number, die: number): void
  setMuted(muted: boolean): void
  /** Starts audio; browsers allow it only from a user gesture, so call it from one. */
  resume(): void
  dispose(): void
}

/** Contact force of a die resting on the felt (mass × g): hits are measured against it. */
export interface ClatterOptions {
  readonly restingForce: number
  readonly muted: boolean
}

/** Hits closer together than this on one die are one sound (a sliding contact fires every step). */
const MIN_GAP_SECONDS = 0.07
const NOISE_SECONDS = 0.12

/** Creates the clatter. Nothing is allocated in the audio graph until `resume()`. */
export function createDiceClatter({ restingForce, muted: startMuted }: ClatterOptions): DiceClatter {
  let muted = startMuted
  let ctx: AudioContext | null = null
  let master: GainNode | null = null
  let noise: AudioBuffer | null = null
  const lastHit = new Map<number, number>()

  function setUp(): void {
    if (ctx || typeof AudioContext === 'undefined') return
    ctx = new AudioContext()
    master = ctx.createGain()
    master.gain.value = muted ? 0 : 0.8
    master.connect(ctx.destination)
    noise = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * NOISE_SECONDS), ctx.sampleRate)
    const data = noise.getChannelData(0)
    // A fixed LCG: the same grain every time, and no Math.random anywhere near the dice.
    let state = 12345
    for (let i = 0; i < data.length; i++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0
      data[i] = (state / 0xffffffff) * 2 - 1
    }
  }

  return {
    impact(force, die) {
      if (muted || !ctx || !master || !noise || ctx.state !== 'running') return
      const now = ctx.currentTime
      if (now - (lastHit.get(die) ?? -1) < MIN_GAP_SECONDS) return
      lastHit.set(die, now)
      // Loudness on a log scale of force over resting weight: a drop barely ticks, a hard throw cracks.
      const level = Math.min(1, Math.max(0, Math.log10(force / (restingForce * 3)) / 1.6))
      if (level <= 0) return
      const peak = 0.04 + 0.5 * level
      const click = ctx.createBufferSource()
      click.buffer = noise
      const band = ctx.createBiquadFilter()
      band.type = 'bandpass'
      band.frequency.value = 1600 + 3200 * level + (die % 4) * 180
      band.Q.value = 1.4
      const env = ctx.createGain()
      env.gain.setValueAtTime(peak, now)
      env.gain.exponentialRampToValueAtTime(0.0005, now + 0.04 + 0.06 * level)
      click.connect(band).connect(env).connect(master)
      click.start(now)
      click.stop(now + NOISE_SECONDS)
      // The body of the knock: a short low sine, the felt and wood answering.
      const knock = ctx.createOscillator()
      knock.frequency.value = 170 + (die % 3) * 25
      const knockEnv = ctx.createGain()
      knockEnv.gain.setValueAtTime(peak * 0.6, now)
      knockEnv.gain.exponentialRampToValueAtTime(0.0005, now + 0.07)
      knock.connect(knockEnv).connect(master)
      knock.start(now)
      knock.stop(now + 0.08)
    },
    setMuted(value) {
      muted = value
      if (master && ctx) master.gain.setValueAtTime(value ? 0 : 0.8, ctx.currentTime)
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
