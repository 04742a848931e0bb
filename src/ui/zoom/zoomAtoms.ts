import { atom } from 'jotai'

/** Whether the card zoom panel is open; it shows the card in focus (focusedCardAtom). */
export const zoomOpenAtom = atom(false)
