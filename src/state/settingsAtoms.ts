// The player's settings, remembered in this browser (localStorage), checked with zod when read back: a value
// that is missing, old or tampered with falls back to its default, field by field, and never breaks the page.
import { atom } from 'jotai'
import { z } from 'zod'

export const SETTINGS_KEY = 'midnight-museum.settings.v1'

/** Rendering quality: auto, or a tier the player holds the table at (minimal: no shadows, half the pixels across). */
const quality = z.enum(['auto', 'minimal', 'low', 'high'])

const settingsSchema = z.object({
  /** Sound volume, 0 (silent) to 1. */
  volume: z.number().min(0).max(1).catch(0.8),
  /** One mute for every sound (clatter, clock, drone). */
  muted: z.boolean().catch(false),
  /** Reduced motion: follow the system, or the player's own choice. */
  motion: z.enum(['system', 'reduce', 'full']).catch('system'),
  /** Animation speed: 1 is as designed, 0.5 half as fast, 2 twice as fast, 0 instant (no animation). */
  animationSpeed: z.union([z.literal(0), z.literal(0.5), z.literal(1), z.literal(2)]).catch(1),
  quality: quality.catch('auto'),
  /** The share of the tier's pixels the table is drawn at, across and down: 1 all, 0.5 a quarter of them. */
  resolution: z.union([z.literal(1), z.literal(0.75), z.literal(0.5)]).catch(1),
  /** The type's size around the table, times what the screen gives it (global.css): 1, a quarter or a half larger. */
  textSize: z.union([z.literal(1), z.literal(1.25), z.literal(1.5)]).catch(1),
  /** Colour-blind aids: a letter beside each die's colour (the dice are already told apart by shape). */
  glyphAids: z.boolean().catch(false),
  /** Odds and advice shown at the table. */
  hints: z.boolean().catch(true),
  /** While an adventure is resolved, the card in play, the tray and the investigator's card fill the view. */
  closeUp: z.boolean().catch(true),
})

export type Settings = z.infer<typeof settingsSchema>

/** The qualities the settings offer, auto first, then the tiers from the lightest. */
export const QUALITIES: readonly Settings['quality'][] = quality.options

/** The resolutions the settings offer, sharpest first. */
export const RESOLUTIONS: readonly Settings['resolution'][] = [1, 0.75, 0.5]

/** The text sizes the settings offer, smallest first. */
export const TEXT_SIZES: readonly Settings['textSize'][] = [1, 1.25, 1.5]

/** The animation speeds the settings offer, slowest first (0, instant, last). */
export const ANIMATION_SPEEDS: readonly Settings['animationSpeed'][] = [0.5, 1, 2, 0]

type SettingsListener = (settings: Settings) => void
const listeners = new Set<SettingsListener>()

/**
 * Calls `listener` with the new settings after every change (from any store): for what lives outside React and
 * jotai — the table's animation clock, the dice's glyph textures. Returns the unsubscriber.
 */
export function subscribeSettings(listener: SettingsListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const DEFAULT_SETTINGS: Settings = settingsSchema.parse({})

/** Reads the stored settings; anything unreadable falls back to the defaults (per field). */
export function readSettings(storage: Pick<Storage, 'getItem'> | null = safeStorage()): Settings {
  if (!storage) return DEFAULT_SETTINGS
  let raw: unknown
  try {
    const text = storage.getItem(SETTINGS_KEY)
    raw = text === null ? {} : (JSON.parse(text) as unknown)
  } catch {
    raw = {}
  }
  const parsed = settingsSchema.safeParse(raw !== null && typeof raw === 'object' ? raw : {})
  return parsed.success ? parsed.data : DEFAULT_SETTINGS
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage blocked (private mode, sandbox)
  }
}

function writeSettings(settings: Settings): void {
  try {
    safeStorage()?.setItem(SETTINGS_KEY, JSON.stringify(settings))
  } catch {
    // quota or blocked storage: the choice lasts for this visit
  }
}

const storedSettingsAtom = atom<Settings>(readSettings())

/** The settings; writing a partial object changes those fields and remembers them at once. */
export const settingsAtom = atom(
  (get) => get(storedSettingsAtom),
  (get, set, change: Partial<Settings>) => {
    const next = settingsSchema.parse({ ...get(storedSettingsAtom), ...change })
    set(storedSettingsAtom, next)
    writeSettings(next)
    for (const listener of listeners) listener(next)
  },
)

/** Whether the system asks for reduced motion (read once; the settings screen offers "follow the system"). */
export const systemReducedMotionAtom = atom<boolean>(
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false,
)

/** Reduced motion in effect: the player's choice, else the system's. */
export const effectiveReducedMotionAtom = atom((get) => {
  const { motion } = get(settingsAtom)
  return motion === 'system' ? get(systemReducedMotionAtom) : motion === 'reduce'
})

export const hintsAtom = atom((get) => get(settingsAtom).hints)
export const animationSpeedAtom = atom((get) => get(settingsAtom).animationSpeed)
export const qualityAtom = atom((get) => get(settingsAtom).quality)
export const resolutionAtom = atom((get) => get(settingsAtom).resolution)
export const textSizeAtom = atom((get) => get(settingsAtom).textSize)
export const soundAtom = atom((get) => {
  const { muted, volume } = get(settingsAtom)
  return { muted, volume }
})
