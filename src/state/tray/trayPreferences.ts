// The tray's remembered choices. Sound now lives in the app's settings (src/state/settingsAtoms.ts: one
// mute for the table and the tray); the tray's old mute key is read once into them and then removed.

/** Where the tray remembered its mute before the app's settings existed. */
export const LEGACY_MUTED_KEY = 'midnight-museum.sound.muted'
const MOTION_KEY = 'midnight-museum.reducedMotion'

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null // storage blocked (private mode, sandbox): fall back to defaults
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Nothing to do: the choice simply lasts for this visit.
  }
}

/**
 * The tray's old mute choice, taken out of storage so it is carried over only once: true or false when one was
 * remembered, null when there is none (or storage is blocked).
 */
export function takeLegacyMuted(): boolean | null {
  const value = read(LEGACY_MUTED_KEY)
  if (value === null) return null
  write(LEGACY_MUTED_KEY, null)
  return value === 'true'
}

/** The player's own reduced-motion choice, or `null` to follow the system setting. */
export function readReducedMotionChoice(): boolean | null {
  const value = read(MOTION_KEY)
  return value === null ? null : value === 'true'
}

export function writeReducedMotionChoice(choice: boolean | null): void {
  write(MOTION_KEY, choice === null ? null : String(choice))
}

/** Whether the system asks for reduced motion. */
export function systemPrefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}
