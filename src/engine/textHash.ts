// The string hash of the code base: two 32-bit multiplicative lanes folded over a text's UTF-16 code units. Not
// cryptographic: it tells honest data apart. Its two forms are kept value for value, because their values are kept
// or sent: the game file's content hash (persist/contentHash.ts, `cyrb53`) and the room's state fingerprint that
// client and server compare (protocol/stateHash.ts, `fnv64`). Both are pinned by tests/engine/textHash.test.ts.

/** The lanes after folding every code unit in: `lane = imul(lane ^ code, times)`, lane b then `^ (b >>> shiftB)`. */
function fold(text: string, a: number, b: number, timesA: number, timesB: number, shiftB: number): [number, number] {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const before = b
    a = Math.imul(a ^ code, timesA)
    b = Math.imul(b ^ code, timesB)
    if (shiftB > 0) b ^= before >>> shiftB
  }
  return [a, b]
}

const hex = (n: number, digits: number) => n.toString(16).padStart(digits, '0')

/** cyrb53: the lanes mixed into 53 bits, as 14 hex digits. */
export function cyrb53(text: string): string {
  let [h1, h2] = fold(text, 0xdeadbeef, 0x41c6ce57, 2654435761, 1597334677, 0)
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return hex(4294967296 * (2097151 & h2) + (h1 >>> 0), 14)
}

/** Two FNV-1a lanes (the second with its high bits fed back), as 16 hex digits. */
export function fnv64(text: string): string {
  const [a, b] = fold(text, 0x811c9dc5, 0xcbf29ce4, 0x01000193, 0x01000193, 15)
  return hex(a >>> 0, 8) + hex(b >>> 0, 8)
}
