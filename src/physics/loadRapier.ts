// Loads Rapier's WASM once for the headless worlds: Node tests, the bench, simulateRoll.
import RAPIER from '@dimforge/rapier3d-compat'
import type { Rapier } from './createDiceWorld.ts'

let ready: Promise<Rapier> | undefined

/**
 * Loads Rapier's WASM once. The compat build embeds the WASM, so this works the same in Node
 * and in the browser; only modules loaded lazily (the tray, headless rolls) may call it.
 */
export function loadRapier(): Promise<Rapier> {
  ready ??= RAPIER.init().then(() => RAPIER)
  return ready
}
