// Presentation mode (the big screen, `P`): shared by the DOM (fullscreen, the HUD scaled up, the side panel) and the
// scene (the idle camera drifts only in presentation mode).
import { atom } from 'jotai'

/** True while the table is shown in presentation mode. */
export const presentationAtom = atom(false)

/** Whether presentation mode's side panel (the log and the odds, at the left of the table) is open. */
export const presentationPanelOpenAtom = atom(true)

/**
 * Presentation mode's layout, as shares of the window's width: the side panel at the left, the action panel at the
 * right, each that far from its edge. The DOM sizes the panels from these (CSS variables); the camera frames the
 * table in the room they leave like any panels (state/tableFrame.ts).
 */
export const PRESENTATION_LAYOUT = { panel: 0.2, hud: 0.25, edge: 0.01 } as const

/**
 * True while the page is a room's big screen (src/ui/room/WatchScreen.tsx): presentation mode without controls. The
 * idle camera drifts sooner there (WATCH_IDLE_SECONDS), and each move at the table brings the view back until the
 * table has been still that long again: the camera drifts between turns.
 */
export const watchScreenAtom = atom(false)

/** Seconds without input or a move before the big screen's camera drifts. */
export const WATCH_IDLE_SECONDS = 15
