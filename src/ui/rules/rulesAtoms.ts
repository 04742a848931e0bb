// Whether the rules reference is open (the HUD's button, the R key and the first-game guide's notes open it), and
// where a caller asked it to open.
import { atom } from 'jotai'
import type { PlayerSectionId } from './playerSections.ts'

/** Set to true to open the reference at the rule in play; false closes it. */
export const rulesOpenAtom = atom(false)

/** A section asked for by name (`openRulesAtAtom`); null opens at the rule in play. Cleared when it closes. */
export const rulesRequestAtom = atom<PlayerSectionId | null>(null)

/** Opens the reference at one section of the player's rules (the guide's "The rule" opens at its step's rule). */
export const openRulesAtAtom = atom(null, (_get, set, section: PlayerSectionId) => {
  set(rulesRequestAtom, section)
  set(rulesOpenAtom, true)
})

/** The key that opens the rules reference at the rule in play, as the keyboard help lists it. */
export const RULES_SHORTCUT = {
  keys: 'R',
  what: 'Open the rules reference at the rule in play (search it, Esc closes)',
}
