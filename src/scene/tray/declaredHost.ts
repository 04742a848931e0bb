// The browser's source of dice worlds: <TrayPhysics> declares a world with @react-three/rapier and attaches it here;
// a tray's controller asks for fresh ones. This module stays free of Rapier, so the table can import it before the
// physics chunk loads.
import {
  diceWorldIn,
  type DiceWorld,
  type DiceWorldOptions,
  type Rapier,
  type WorldBinding,
  type WorldHost,
} from '../../physics/index.ts'

/** A {@link WorldHost} whose worlds `<TrayPhysics>` declares. */
export interface DeclaredHost extends WorldHost {
  /** Tells hosts apart: a new host gets a new `<TrayPhysics>` (key it with this), so a fresh world. */
  readonly id: number
  /** Whether a world is ready to be handed over (React reads it through `subscribe`). */
  readonly ready: boolean
  /** Counts the fresh worlds asked for: `<TrayPhysics>` keys its `<Physics>` with it. */
  readonly generation: number
  subscribe(listener: () => void): () => void
  /** Called by `<TrayPhysics>` once its world is declared, and with null when it goes. */
  attach(world: { rapier: Rapier; binding: WorldBinding } | null): void
}

let hosts = 0

/** A host for one tray; `options` go to every world it hands over (the clatter's `onImpact`). */
export function createDeclaredHost(options: DiceWorldOptions = {}): DeclaredHost {
  let current: DiceWorld | null = null
  let last: DiceWorld | null = null
  let lastBodies: object | null = null
  let used = false
  let waiting: ((dw: DiceWorld) => void) | null = null
  let generation = 0
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((l) => l())
  const host: DeclaredHost = {
    id: ++hosts,
    onLost: null,
    get ready() {
      return current !== null
    },
    get generation() {
      return generation
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    fresh(ready) {
      if (current && !used) {
        used = true
        ready(current)
        return
      }
      waiting = ready
      generation++
      notify()
    },
    attach(world) {
      // Null when the declared world went with its <Physics>: nothing may touch it until the next one comes.
      // <Physics> hands out one proxy object for its world: when an effect cleanup frees the world (StrictMode runs
      // it in development), the proxy makes a new, empty one behind the same object. So the world is the same only
      // if its body set is the same one.
      const bodies = world?.binding.world.bodies ?? null
      const again = world !== null && last?.world === world.binding.world && lastBodies === bodies
      // The same world attached again (an effect re-run that did not free it) keeps its dice and whoever holds it.
      current = world && (again ? last : diceWorldIn(world.rapier, world.binding, options))
      if (current && !again) handOver(current)
      if (current) {
        last = current
        lastBodies = bodies
      }
      notify()
    },
  }

  /** A world just declared goes to whoever waits for one, or replaces one that was lost, or waits itself. */
  function handOver(dw: DiceWorld): void {
    if (waiting) {
      const ready = waiting
      waiting = null
      used = true
      ready(dw)
    } else if (used && host.onLost) {
      host.onLost(dw)
    } else {
      used = false
    }
  }
  return host
}
