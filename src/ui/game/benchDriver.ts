// `window.__museumDrive`: the one write path a benchmark has into a game (`npm run bench -- memory` plays hundreds
// of turns through it). It is installed only when the page was told to before it loaded (a script sets
// `window.__museumDriveWanted`), and it does exactly what a HUD control does: the action goes through the one
// dispatch as a control's (`throwRoll`), so a roll is thrown by the table's physics tray when it can be, as with Space.
import { useEffect } from 'react'
import { useStore } from 'jotai'
import type { Action } from '../../engine/index.ts'
import { dispatchAtom } from '../../state/gameAtoms.ts'

export type MuseumDriver = {
  /** Performs `action` as its HUD control would; false (nothing changed) when the engine refuses it. */
  readonly perform: (action: Action) => boolean
}

declare global {
  interface Window {
    __museumDrive?: MuseumDriver
    __museumDriveWanted?: boolean
  }
}

/** Installs the driver while mounted, when the page asked for one. */
export function useBenchDriver(): void {
  const store = useStore()
  useEffect(() => {
    if (window.__museumDriveWanted !== true) return
    const driver: MuseumDriver = Object.freeze({
      perform: (action: Action) => store.set(dispatchAtom, action, { throwRoll: true }).ok,
    })
    window.__museumDrive = driver
    return () => {
      if (window.__museumDrive === driver) delete window.__museumDrive
    }
  }, [store])
}
