// What the DOM needs to know of the staged moments: the end screen waits until the end of the game has been staged.
import { atom } from 'jotai'
import { eventsAtom } from '../../state/gameAtoms.ts'
import { presentationAtom } from '../../state/presentationAtoms.ts'
import { animationSpeedAtom } from '../../state/settingsAtoms.ts'

/**
 * The number of the newest event whose moment is over (played, skipped, or history when the table first drew it);
 * null while no table is mounted to stage anything, so nothing waits for a table that is not there.
 */
export const stagedThroughAtom = atom<number | null>(null)

/** Whether moments are staged: in presentation mode, unless the animations are instant. */
export const stagingOnAtom = atom((get) => get(presentationAtom) && get(animationSpeedAtom) !== 0)

/** True from the game's end event until its moment is over: the end screen appears after it, not under it. */
export const endStagingAtom = atom((get) => {
  const through = get(stagedThroughAtom)
  if (through === null || !get(stagingOnAtom)) return false
  const events = get(eventsAtom)
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]
    if (!e || e.n <= through) return false
    if (e.event.type === 'gameWon' || e.event.type === 'gameLost') return true
  }
  return false
})
