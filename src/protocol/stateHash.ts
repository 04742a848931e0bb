// The fingerprint clients compare with the server's every few actions. Both sides build the state with the same
// reducer from the same log, so the same JSON text (key order included) comes out; two FNV-1a lanes over it give
// a 64-bit hash, plenty to notice a divergence that must never happen.
import type { GameState } from '../engine/index.ts'

/** 16 hex digits naming a game state. */
export function stateHash(state: GameState): string {
  const text = JSON.stringify(state)
  let a = 0x811c9dc5
  let b = 0xcbf29ce4
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15)
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0')
}
