// A game file names the cards it was played with by set id and by a hash of the cards themselves, so a file made
// with other cards under the same id (an older or newer build) is refused instead of replaying into nonsense.
import { CONTENT_SETS } from '../content/contentSets.ts'

/** JSON with object keys sorted at every level: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * cyrb53: a fast 53-bit string hash (two multiplicative 32-bit lanes). Not cryptographic — it tells honest sets of
 * cards apart, which is all a file check needs; a forged file still has to pass the rules action by action.
 */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0)
  return value.toString(16).padStart(14, '0')
}

const cache = new Map<string, string>()

/** The hash of a content set's card data (computed once per set), or null for a set this build does not have. */
export function contentHash(contentId: string): string | null {
  if (!Object.hasOwn(CONTENT_SETS, contentId)) return null
  const cached = cache.get(contentId)
  if (cached !== undefined) return cached
  const hash = hashText(canonicalJson(CONTENT_SETS[contentId]))
  cache.set(contentId, hash)
  return hash
}
