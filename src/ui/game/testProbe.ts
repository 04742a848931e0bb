// A read-only window onto the game for browser tests and benchmarks: what the engine holds, never a way to change it.
import type { createStore } from 'jotai'
import type { Action, GameEvent, GameSetup, GameState } from '../../engine/index.ts'
import { eventsAtom, legalActionsAtom, sessionAtom } from '../../state/gameAtoms.ts'

type Store = ReturnType<typeof createStore>

/** `window.__museum`: the state, the accepted actions, the legal actions, the setup and the events so far. */
export type MuseumProbe = {
  readonly state: () => GameState | null
  readonly actions: () => readonly Action[]
  readonly legal: () => readonly Action[]
  readonly setup: () => GameSetup | null
  readonly events: () => readonly GameEvent[]
}

declare global {
  interface Window {
    __museum?: MuseumProbe
  }
}

/** Copies through JSON so a test can never reach into the store's objects and change them. */
const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))

/** Builds the probe over a jotai store. */
export function createTestProbe(store: Store): MuseumProbe {
  return Object.freeze({
    state: () => copy(store.get(sessionAtom)?.state ?? null),
    actions: () => copy(store.get(sessionAtom)?.actions ?? []),
    legal: () => copy(store.get(legalActionsAtom)),
    setup: () => copy(store.get(sessionAtom)?.setup ?? null),
    events: () => copy(store.get(eventsAtom).map((e) => e.event)),
  })
}

/** Installs the probe on `window`; returns the uninstaller for the effect's cleanup. */
export function installTestProbe(store: Store): () => void {
  const probe = createTestProbe(store)
  window.__museum = probe
  return () => {
    if (window.__museum === probe) delete window.__museum
  }
}
