// Presentation mode (the big screen, `P`): shared by the DOM (fullscreen, the HUD scaled up, the side panel) and the
// scene (the idle camera drifts only in presentation mode).
import { atom } from 'jotai'

/** True while the table is shown in presentation mode. */
export const presentationAtom = atom(false)
