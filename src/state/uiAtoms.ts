// What the player is pointing at, shared by the HUD (DOM) and the table (3D): not game state, never saved.
import { atom } from 'jotai'
import { effectiveReducedMotionAtom } from './settingsAtoms.ts'

/**
 * The card in focus: selected in the HUD or on the table, highlighted on the table, and the ring of adventures
 * turns so it faces the player. `null` follows the active investigator's card.
 */
export const focusedCardAtom = atom<string | null>(null)

/** The task row in focus (a task id from the engine), highlighted on its card. */
export const focusedTaskAtom = atom<string | null>(null)

/** Dice the player has picked (by engine die id) for the next assignment, clue, reroll or discard. */
export const selectedDiceAtom = atom<readonly number[]>([])

/** Reduced motion in effect (the settings' choice, else the system's): animations shorten to a fade. */
export const reducedMotionAtom = effectiveReducedMotionAtom

/**
 * Whether the card zoom panel is open; it shows the card in focus. Here rather than with the panel (src/ui/zoom) so
 * the table can open it too: a long press on a card.
 */
export const zoomOpenAtom = atom(false)
