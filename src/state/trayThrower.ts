// The table's thrower: set by the table's tray (scene) while physics dice can be thrown (loaded, motion allowed, a
// game being played), null otherwise. Dispatch (gameAtoms.ts) asks it to throw a roll a control starts or reads.
import { atom } from 'jotai'

export type TrayThrower = {
  /**
   * Throws the pending roll with the throw seeded by the game's seed and the roll id: `thrown`, `busy` (its dice are
   * already moving: nothing more to do) or `unavailable` (no roll pending, or its dice are not in the tray).
   */
  readonly throwSeeded: () => 'thrown' | 'busy' | 'unavailable'
}

export const trayThrowerAtom = atom<TrayThrower | null>(null)
