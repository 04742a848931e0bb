// The table's thrower: set by the table's tray (scene) while physics dice can be thrown or are on their way (motion
// allowed, a game being played, the physics loading or loaded), null otherwise (reduced motion, the replay viewer, a
// physics load that failed). Dispatch (gameAtoms.ts) asks it to throw a roll a control starts or reads.
import { atom } from 'jotai'

export type TrayThrower = {
  /**
   * Throws the pending roll with the throw seeded by the game's seed and the roll id: `thrown`, `busy` (its dice are
   * already moving: nothing more to do), `loading` (the physics is still loading: the tray throws the pending roll
   * as soon as it is ready) or `unavailable` (no roll pending, or its dice are not in the tray).
   */
  readonly throwSeeded: () => 'thrown' | 'busy' | 'loading' | 'unavailable'
}

export const trayThrowerAtom = atom<TrayThrower | null>(null)

/** The table's tray will throw but its physics is still loading: a roll started now waits for it (the HUD says so). */
export const trayLoadingAtom = atom(false)
