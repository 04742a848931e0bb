import { AH_LIMITS, BLESSINGS, DMD_LIMITS, EH_LIMITS, type Blessing } from '../../companion/index.ts'
import { readStored, writeStored } from './trayModes.ts'

// Each sibling-game mode remembers its last settings, like the Elder Sign tray remembers sound and motion.
// A stored value that is missing, malformed or out of range falls back to that field's default.

/** Death May Die: green bonus dice, the stress track (taken of its maximum) and an optional target. */
export interface DmdSettings {
  readonly green: number
  readonly stressMax: number
  readonly stressTaken: number
  /** Successes needed, or null for none (play for the most successes). */
  readonly goal: number | null
}

/** Eldritch Horror: skill, modifiers, blessing, clues and focus to spend, successes needed. */
export interface EhSettings {
  readonly skill: number
  readonly modifier: number
  readonly blessing: Blessing
  readonly clues: number
  readonly focus: number
  readonly goal: number
}

/** Arkham Horror: skill, modifiers, blessing, clue tokens, the difficulty. */
export interface AhSettings {
  readonly skill: number
  readonly modifier: number
  readonly blessing: Blessing
  readonly clues: number
  readonly goal: number
}

export const DMD_DEFAULTS: DmdSettings = { green: 0, stressMax: 3, stressTaken: 0, goal: null }
export const EH_DEFAULTS: EhSettings = { skill: 3, modifier: 0, blessing: 'none', clues: 1, focus: 0, goal: 1 }
export const AH_DEFAULTS: AhSettings = { skill: 4, modifier: 0, blessing: 'none', clues: 1, goal: 1 }

/** The inclusive range of each number the modes accept. */
export const RANGES = {
  dmd: { green: [0, DMD_LIMITS.green], stressMax: [1, DMD_LIMITS.stress], goal: [1, DMD_LIMITS.goal] },
  eh: {
    skill: [0, EH_LIMITS.skill],
    modifier: [-EH_LIMITS.modifier, EH_LIMITS.modifier],
    clues: [0, EH_LIMITS.clues],
    focus: [0, EH_LIMITS.focus],
    goal: [1, EH_LIMITS.goal],
  },
  ah: {
    skill: [0, AH_LIMITS.skill],
    modifier: [-AH_LIMITS.modifier, AH_LIMITS.modifier],
    clues: [0, AH_LIMITS.clues],
    goal: [1, AH_LIMITS.goal],
  },
} as const

const KEYS = { dmd: 'midnight-museum.tray.dmd', eh: 'midnight-museum.tray.eh', ah: 'midnight-museum.tray.ah' }

function stored(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readStored(key) ?? '{}')
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function int(value: unknown, [lo, hi]: readonly [number, number], fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= lo && value <= hi ? value : fallback
}

function blessing(value: unknown): Blessing {
  return (BLESSINGS as readonly unknown[]).includes(value) ? (value as Blessing) : 'none'
}

export function readDmdSettings(): DmdSettings {
  const s = stored(KEYS.dmd)
  const r = RANGES.dmd
  const stressMax = int(s.stressMax, r.stressMax, DMD_DEFAULTS.stressMax)
  return {
    green: int(s.green, r.green, DMD_DEFAULTS.green),
    stressMax,
    stressTaken: int(s.stressTaken, [0, stressMax], 0),
    goal: s.goal === null ? null : int(s.goal, r.goal, 0) || DMD_DEFAULTS.goal,
  }
}

/** Each number of a mode's settings read from what was stored, within its range, else its default. */
function readNumbers<K extends string>(
  s: Record<string, unknown>,
  ranges: Readonly<Record<K, readonly [number, number]>>,
  defaults: NoInfer<Readonly<Record<K, number>>>,
): Record<K, number> {
  const read = {} as Record<K, number>
  for (const name of Object.keys(ranges) as K[]) read[name] = int(s[name], ranges[name], defaults[name])
  return read
}

export function readEhSettings(): EhSettings {
  const s = stored(KEYS.eh)
  return { ...EH_DEFAULTS, ...readNumbers(s, RANGES.eh, EH_DEFAULTS), blessing: blessing(s.blessing) }
}

export function readAhSettings(): AhSettings {
  const s = stored(KEYS.ah)
  return { ...AH_DEFAULTS, ...readNumbers(s, RANGES.ah, AH_DEFAULTS), blessing: blessing(s.blessing) }
}

/** Remembers one mode's settings. */
export function writeSettings(mode: keyof typeof KEYS, settings: DmdSettings | EhSettings | AhSettings): void {
  writeStored(KEYS[mode], JSON.stringify(settings))
}
