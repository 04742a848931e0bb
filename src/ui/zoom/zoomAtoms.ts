import { atom } from 'jotai'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { focusedCardAtom } from '../../state/uiAtoms.ts'
import { activeLocationCardAtom, catalogAtom, ringCardsAtom } from '../game/shellAtoms.ts'
import { cardDetails } from './cardDetails.ts'

/** Whether the card zoom panel is open (the table's long press opens it too, so it lives in src/state). */
export { zoomOpenAtom } from '../../state/uiAtoms.ts'

/** The card the panel shows: the one in focus, else where the active investigator stands, else place 1. */
const zoomCardIdAtom = atom((get) => {
  return get(focusedCardAtom) ?? get(activeLocationCardAtom) ?? get(ringCardsAtom)[0]?.id ?? null
})

/** The zoomed card's full text. */
export const zoomDetailsAtom = atom((get) => {
  const id = get(zoomCardIdAtom)
  const cat = get(catalogAtom)
  return id && cat ? cardDetails(cat, id, get(gameStateAtom)) : null
})
