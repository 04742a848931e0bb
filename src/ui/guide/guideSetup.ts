// The first game's fixed setup. Seed 54 with one investigator was found by scripts/findGuideSeed.ts: a newcomer
// who takes the suggested adventure and follows the notes (a task when one is open, else fail the roll) meets
// every step of the guide in the first turn — a move, a roll, a task completed, a failed roll and a discard, a
// focus, the clock moving on — and midnight at the end of the second turn. With physics dice the faces differ;
// the notes follow the game's steps, not its faces, so any roll still walks through them.
import type { GameSetup } from '../../engine/index.ts'
import { GAME_CONTENT } from '../setup/setupOptions.ts'

export const GUIDE_SETUP: GameSetup = { seed: 54, investigators: 1, content: GAME_CONTENT }

/** The adventure the first note suggests (its tasks suit a first roll). */
export const GUIDE_FIRST_CARD = 'lecture-theatre'
