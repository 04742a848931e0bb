// A game file names the cards it was played with by set id and by a hash of the cards themselves, so a file made
// with other cards under the same id (an older or newer build) is refused instead of replaying into nonsense.
import { CONTENT_SETS } from '../content/contentSets.ts'
import { cyrb53 } from '../engine/index.ts'

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

const cache = new Map<string, string>()

/**
 * The hash of a content set's card data (computed once per set; engine/textHash.ts, cyrb53), or null for a set this
 * build does not have. Not cryptographic: it tells honest sets of cards apart, which is all a file check needs; a
 * forged file still has to pass the rules action by action.
 */
export function contentHash(contentId: string): string | null {
  if (!Object.hasOwn(CONTENT_SETS, contentId)) return null
  const cached = cache.get(contentId)
  if (cached !== undefined) return cached
  const hash = cyrb53(canonicalJson(CONTENT_SETS[contentId]))
  cache.set(contentId, hash)
  return hash
}
