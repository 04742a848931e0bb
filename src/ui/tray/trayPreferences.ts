// The tray's remembered choices. Keys are shared with the game's settings screen when it comes.

const MUTED_KEY = 'midnight-museum.sound.muted'
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

/** Whether sound is muted; remembered across visits. */
export function readMuted(): boolean {
  return read(MUTED_KEY) === 'true'
}

export function writeMuted(muted: boolean): void {
  write(MUTED_KEY, String(muted))
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
