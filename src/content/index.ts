// The starter content set: enough original cards to play whole games and exercise every rule and effect kind.
import type { ContentSet } from '../engine/content.ts'
import { ADVENTURES, OTHER_WORLDS } from './adventures.ts'
import { ALLIES, ITEMS, SPELLS } from './cards.ts'
import { ENTRANCE } from './entrance.ts'
import { INVESTIGATORS } from './investigators.ts'
import { MONSTERS } from './monsters.ts'
import { ANCIENT_ONES, MYTHOS } from './mythos.ts'
import { validateContent } from './schema.ts'

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

/** Every content set a game can be played with, by id. A game names its set in `GameSetup.content`. */
export const CONTENT_SETS: Readonly<Record<string, ContentSet>> = { starter: STARTER_CONTENT }

/** The set a game uses when its setup names none. */
export const DEFAULT_CONTENT_SET = 'starter'
