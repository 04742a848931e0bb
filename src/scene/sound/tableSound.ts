// The table's sounds, all synthesised with Web Audio (no sound files): the dice's clatter, the clock's tick on
// each hour the hand passes, and the low drone at midnight. One audio context for the page, one master gain that
// follows the player's settings (muted, volume); nothing is built in the audio graph while muted.
import { DIE_WEIGHT } from '../../physics/physicsConfig.ts'
import { MIN_GAP_SECONDS, clatterLevel, createNoiseBuffer, playKnock } from '../dice/createDiceClatter.ts'
import { playStageSound, type StageSoundKind } from './stageSounds.ts'

/** What the sound obeys (the settings' `muted` and `volume`). */
export type SoundSettings = { readonly muted: boolean; readonly volume: number }

/** How many sounds of each kind have been played (for the browser tests; muted sounds are not counted). */
export type SoundCount = {
  readonly clatter: number
  readonly tick: number
  readonly drone: number
  readonly stage: number
}

export interface TableSound {
  /** A die hit something with this contact force (hits softer than a light drop are silent). */
  playClatter(force: number, die?: number): void
  /** The clock's tick, `delay` seconds from now. */
  playTick(delay?: number): void
  /** The low drone of midnight, `delay` seconds from now. */
  playDrone(delay?: number): void
  /** A staged moment's sound (midnight's toll, the awakening, the end), `delay` seconds from now. */
  playStage(kind: StageSoundKind, delay?: number): void
  setSettings(settings: SoundSettings): void
  /** Starts audio; browsers allow it only after a user gesture, so it is also tried on the first sound. */
  resume(): void
  count(): SoundCount
  dispose(): void
}

export type TableSoundOptions = {
  /** Makes the audio context (a fake in unit tests); null where there is no Web Audio. */
  readonly createContext?: () => AudioContext | null
  readonly settings?: SoundSettings
}

const DRONE_SECONDS = 4.6

function browserContext(): AudioContext | null {
  return typeof AudioContext === 'undefined' ? null : new AudioContext()
}

export function createTableSound(options: TableSoundOptions = {}): TableSound {
  const make = options.createContext ?? browserContext
  let settings: SoundSettings = options.settings ?? { muted: false, volume: 0.8 }
  let ctx: AudioContext | null = null
  let master: GainNode | null = null
  let noise: AudioBuffer | null = null
  let failed = false
  const lastHit = new Map<number, number>()
  const counts = { clatter: 0, tick: 0, drone: 0, stage: 0 }
  const level = () => (settings.muted ? 0 : Math.min(1, Math.max(0, settings.volume)))

  /** The running context and its master gain, or null when muted, unavailable or not yet allowed to play. */
  function ready(): { ctx: AudioContext; out: GainNode } | null {
    if (level() === 0 || failed) return null
    if (!ctx) {
      ctx = make()
      if (!ctx) {
        failed = true
        return null
      }
      master = ctx.createGain()
      master.gain.value = level()
      master.connect(ctx.destination)
    }
    if (ctx.state !== 'running') {
      void ctx.resume().catch(() => undefined)
      return null
    }
    return master ? { ctx, out: master } : null
  }

  return {
    playClatter(force, die = 0) {
      const audio = ready()
      if (!audio) return
      const { ctx: c, out } = audio
      const at = c.currentTime
      if (at - (lastHit.get(die) ?? -1) < MIN_GAP_SECONDS) return
      const strength = clatterLevel(force, DIE_WEIGHT)
      if (strength <= 0) return
      lastHit.set(die, at)
      noise ??= createNoiseBuffer(c)
      playKnock(c, out, noise, strength, die, at)
      counts.clatter++
    },
    playTick(delay = 0) {
      const audio = ready()
      if (!audio) return
      playClockTick(audio.ctx, audio.out, audio.ctx.currentTime + Math.max(0, delay))
      counts.tick++
    },
    playDrone(delay = 0) {
      const audio = ready()
      if (!audio) return
      playMidnightDrone(audio.ctx, audio.out, audio.ctx.currentTime + Math.max(0, delay))
      counts.drone++
    },
    playStage(kind, delay = 0) {
      const audio = ready()
      if (!audio) return
      playStageSound(audio.ctx, audio.out, audio.ctx.currentTime + Math.max(0, delay), kind)
      counts.stage++
    },
    setSettings(next) {
      settings = next
      if (ctx && master) master.gain.setValueAtTime(level(), ctx.currentTime)
    },
    resume() {
      if (level() > 0) ready()
    },
    count: () => ({ ...counts }),
    dispose() {
      void ctx?.close().catch(() => undefined)
      ctx = null
      master = null
      noise = null
    },
  }
}

/** A brass clock's tick: a bright ping over a short wooden knock. */
function playClockTick(ctx: AudioContext, out: AudioNode, at: number): void {
  const ping = ctx.createOscillator()
  ping.type = 'sine'
  ping.frequency.setValueAtTime(2350, at)
  const pingEnv = ctx.createGain()
  pingEnv.gain.setValueAtTime(0.22, at)
  pingEnv.gain.exponentialRampToValueAtTime(0.0005, at + 0.06)
  ping.connect(pingEnv).connect(out)
  ping.start(at)
  ping.stop(at + 0.07)
  const body = ctx.createOscillator()
  body.type = 'triangle'
  body.frequency.setValueAtTime(640, at)
  body.frequency.exponentialRampToValueAtTime(420, at + 0.08)
  const bodyEnv = ctx.createGain()
  bodyEnv.gain.setValueAtTime(0.3, at)
  bodyEnv.gain.exponentialRampToValueAtTime(0.0005, at + 0.1)
  body.connect(bodyEnv).connect(out)
  body.start(at)
  body.stop(at + 0.11)
}

/** Midnight: two low, slightly detuned saws and a sub, under a slowly opening and closing low-pass. */
function playMidnightDrone(ctx: AudioContext, out: AudioNode, at: number): void {
  const filter = ctx.createBiquadFilter()
  filter.type = 'lowpass'
  filter.Q.value = 3
  filter.frequency.setValueAtTime(140, at)
  filter.frequency.linearRampToValueAtTime(460, at + DRONE_SECONDS * 0.45)
  filter.frequency.linearRampToValueAtTime(120, at + DRONE_SECONDS)
  const env = ctx.createGain()
  env.gain.setValueAtTime(0.0001, at)
  env.gain.exponentialRampToValueAtTime(0.45, at + 0.9)
  env.gain.setValueAtTime(0.45, at + DRONE_SECONDS * 0.5)
  env.gain.exponentialRampToValueAtTime(0.0001, at + DRONE_SECONDS)
  filter.connect(env).connect(out)
  for (const [type, frequency] of [
    ['sawtooth', 55],
    ['sawtooth', 55.45],
    ['sine', 36.7],
  ] as const) {
    const osc = ctx.createOscillator()
    osc.type = type
    osc.frequency.setValueAtTime(frequency, at)
    osc.connect(filter)
    osc.start(at)
    osc.stop(at + DRONE_SECONDS + 0.05)
  }
}

/** The page's one table sound (the game's table and the hands use it; the settings keep it in step). */
export const tableSound: TableSound = createTableSound()

/** A die's hit on the table: the clatter, as loud as the hit (silent when muted). */
export function playClatter(force: number, die = 0): void {
  tableSound.playClatter(force, die)
}

/** The clock's tick (silent when muted). */
export function playTick(delay = 0): void {
  tableSound.playTick(delay)
}

/** The drone of midnight (silent when muted). */
export function playDrone(delay = 0): void {
  tableSound.playDrone(delay)
}
