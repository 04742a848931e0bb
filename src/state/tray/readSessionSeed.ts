/**
 * The session seed from `?seed=N` (before or inside the hash: `/?seed=7#/tray` or `#/tray?seed=7`),
 * or a fresh one when the URL has none. A seed makes every roll of the session reproducible.
 */
export function readSessionSeed(location: Pick<Location, 'search' | 'hash'>): { seed: number; fromUrl: boolean } {
  const inHash = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : ''
  for (const query of [location.search, inHash]) {
    const raw = new URLSearchParams(query).get('seed')
    if (raw !== null && /^-?\d+$/.test(raw.trim())) return { seed: Number(raw) | 0, fromUrl: true }
  }
  // No seed asked for: draw one (outside the dice path) and show it, so the session can be replayed.
  const fresh = new Uint32Array(1)
  crypto.getRandomValues(fresh)
  return { seed: (fresh[0]! % 1_000_000) | 0, fromUrl: false }
}
