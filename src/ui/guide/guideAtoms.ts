// The guide's own memory: which told notes the player acknowledged, and whether the guide was put away.
import { atom } from 'jotai'
import type { GuideNote } from './guideSteps.ts'

export const acknowledgedNotesAtom = atom<ReadonlySet<GuideNote>>(new Set<GuideNote>())

/** The player closed the guide ("End the guide"): no more notes this visit. */
export const guideClosedAtom = atom(false)
