// Whether the ring's plaques say only their place and chance: on a small ring (a short desk window) as on a phone.
import { useAtomValue } from 'jotai'
import { presentationAtom } from '../../state/presentationAtoms.ts'
import { tableFrameAtom } from '../../state/tableFrame.ts'
import { ringDrawn, viewFramesFor } from '../game/viewFrames.ts'

/**
 * Below this many pixels across the ring (its cards included), a plaque says only its place and chance, as on a
 * phone: in an 800×600 or 900×700 window (the ring 161 and 224 px across) six whole plaques stacked over the ring and
 * the clock. A click or a tap on the card, or its zoom, reads the rest; 1024×768 (256 px) keeps them whole.
 */
export const BRIEF_BELOW = 240

/** Whether the whole table's view draws the ring too small for whole plaques in the room the panels leave. */
export function useBriefPlaques(): boolean {
  const room = useAtomValue(tableFrameAtom)
  const presenting = useAtomValue(presentationAtom)
  return room !== null && ringDrawn(room, viewFramesFor(room, false, [], presenting).whole) < BRIEF_BELOW
}
