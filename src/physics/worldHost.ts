// Where a tray's worlds come from: built here at once (Node: tests, bench, headless rolls), or declared by
// <TrayPhysics> in the browser and handed over once @react-three/rapier's <Physics> has mounted it.
import { createDiceWorld, type DiceWorld, type DiceWorldOptions, type Rapier } from './createDiceWorld.ts'

/** A source of fresh dice worlds for one tray. */
export interface WorldHost {
  /**
   * Hands `ready` a world nobody has used yet, holding only the tray: at once when the host has one (always, headless),
   * else as soon as a fresh one is built. The world handed over before is given up.
   */
  fresh(ready: (dw: DiceWorld) => void): void
  /** Runs with a fresh world when the one in use was lost without being asked for (the canvas was rebuilt). */
  onLost: ((dw: DiceWorld) => void) | null
}

/** Headless worlds, built on demand with `options` (the clatter's `onImpact`). */
export function headlessHost(rapier: Rapier, options: DiceWorldOptions = {}): WorldHost {
  return { fresh: (ready) => ready(createDiceWorld(rapier, options)), onLost: null }
}
