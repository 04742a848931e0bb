// The content sets by id: the original set at full size (src/content/original/) and the small starter set
// (enough cards to play whole games and exercise every rule and effect kind; the engine's tests use it).
import type { ContentSet } from '../engine/content.ts'
import { ADVENTURES, OTHER_WORLDS } from './adventures.ts'
import { ALLIES, ITEMS, SPELLS } from './cards.ts'
import { ENTRANCE } from './entrance.ts'
import { INVESTIGATORS } from './investigators.ts'
import { MONSTERS } from './monsters.ts'
import { ANCIENT_ONES, MYTHOS } from './mythos.ts'
import { validateContent } from './schema.ts'
import { CONTENT } from './original/content.ts'
import { validateOriginal } from './original/validateOriginal.ts'

export const STARTER_CONTENT: ContentSet = validateContent({
  adventures: ADVENTURES,
  otherWorlds: OTHER_WORLDS,
  monsters: MONSTERS,
  items: ITEMS,
  spells: SPELLS,
  allies: ALLIES,
  investigators: INVESTIGATORS,
  mythos: MYTHOS,
  ancientOnes: ANCIENT_ONES,
  entrance: ENTRANCE,
})
export { validateContent } from './schema.ts'

/** The original set at full size (CONTENT), as the engine plays it. Validated at load. */
export const ORIGINAL_CONTENT: ContentSet = validateOriginal(CONTENT)
export { CONTENT } from './original/content.ts'
export { validateOriginal } from './original/validateOriginal.ts'
export type { OriginalContent } from './original/types.ts'

/** Every content set a game can be played with, by id. A game names its set in `GameSetup.content`. */
export const CONTENT_SETS: Readonly<Record<string, ContentSet>> = {
  original: ORIGINAL_CONTENT,
  starter: STARTER_CONTENT,
}

/** The set a game uses when its setup names none. */
export const DEFAULT_CONTENT_SET = 'original'
