// The fingerprint clients compare with the server's every few actions. Both sides build the state with the same
// reducer from the same log, so the same JSON text (key order included) comes out; its 64-bit hash
// (engine/textHash.ts, two FNV-1a lanes) is plenty to notice a divergence that must never happen.
import { fnv64, type GameState } from '../engine/index.ts'

/** 16 hex digits naming a game state. */
export function stateHash(state: GameState): string {
  return fnv64(JSON.stringify(state))
}
