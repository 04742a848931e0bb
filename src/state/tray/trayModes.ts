// The tray's modes: our own Elder Sign dice, and the dice of three sibling games (issue 15).

/** Mode ids as they appear in the URL: `#/tray?mode=dmd`. */
export const TRAY_MODES = ['es', 'dmd', 'eh', 'ah'] as const
export type TrayMode = (typeof TRAY_MODES)[number]

/** Each mode's name in the picker and in announcements. */
export const TRAY_MODE_NAMES: Readonly<Record<TrayMode, string>> = {
  es: 'Elder Sign',
  dmd: 'Death May Die',
  eh: 'Eldritch Horror',
  ah: 'Arkham Horror',
}

const MODE_KEY = 'midnight-museum.tray.mode'

function isTrayMode(value: unknown): value is TrayMode {
  return typeof value === 'string' && (TRAY_MODES as readonly string[]).includes(value)
}

/** The mode a query string asks for (`mode=eh`), or null when it names none. */
export function trayModeInQuery(query: string): TrayMode | null {
  const mode = new URLSearchParams(query).get('mode')
  return isTrayMode(mode) ? mode : null
}

/** The mode asked for in the URL (`?mode=` before or inside the hash), else the last one used, else Elder Sign. */
export function readTrayMode(location: Pick<Location, 'search' | 'hash'>): TrayMode {
  const inHash = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : ''
  for (const query of [inHash, location.search]) {
    const mode = trayModeInQuery(query)
    if (mode !== null) return mode
  }
  const stored = readStored(MODE_KEY)
  return isTrayMode(stored) ? stored : 'es'
}

/** Remembers the mode and writes it into the hash (keeping the seed and the rest), without a new history entry. */
export function writeTrayMode(mode: TrayMode): void {
  writeStored(MODE_KEY, mode)
  const { hash } = window.location
  const at = hash.indexOf('?')
  const params = new URLSearchParams(at < 0 ? '' : hash.slice(at + 1))
  params.set('mode', mode)
  const base = at < 0 ? hash || '#/tray' : hash.slice(0, at)
  history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}${base}?${params}`)
}

/** localStorage, tolerating a blocked store (private mode, sandbox): the choice then lasts for this visit. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Nothing to do: the choice simply lasts for this visit.
  }
}
