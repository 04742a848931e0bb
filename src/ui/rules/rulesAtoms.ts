// Whether the rules reference is open (the HUD's button, the R key and the first-game guide's notes open it).
import { atom } from 'jotai'

export const rulesOpenAtom = atom(false)

/** The key that opens the rules reference at the rule in play, as the keyboard help lists it. */
export const RULES_SHORTCUT = {
  keys: 'R',
  what: 'Open the rules reference at the rule in play (search it, Esc closes)',
}
