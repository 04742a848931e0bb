// Presentation mode (the big screen, `P`): shared by the DOM (fullscreen, the HUD scaled up, the side panel) and the
// scene (the idle camera drifts only in presentation mode).
import { atom } from 'jotai'
import { GAME_CAMERA } from './gameCamera.ts'

/** True while the table is shown in presentation mode. */
export const presentationAtom = atom(false)

/** Whether presentation mode's side panel (the log and the odds, at the left of the table) is open. */
export const presentationPanelOpenAtom = atom(true)

/**
 * Presentation mode's layout, as shares of the window's width: the side panel at the left, the action panel at the
 * right, each that far from its edge. The DOM sizes the panels from these (CSS variables), the camera frames the
 * table between them.
 */
export const PRESENTATION_LAYOUT = { panel: 0.25, hud: 0.3, edge: 0.01 } as const

/**
 * The share of the window's width the table is drawn left of centre: the centre of what the panels leave free.
 * With presentation mode's side panel open that is nearly the window's centre; otherwise only the action panel
 * at the right covers the table (`GAME_CAMERA.shift`).
 */
export const tableShiftAtom = atom((get) => {
  if (!get(presentationAtom) || !get(presentationPanelOpenAtom)) return GAME_CAMERA.shift
  const { panel, hud } = PRESENTATION_LAYOUT
  return (hud - panel) / 2
})
