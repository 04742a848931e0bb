// Our cards as plain data: the original set at full size (src/content/original/) and the small starter set
// (enough cards to play whole games and exercise every rule and effect kind; the engine's tests use it). Content
// depends on the engine's types only; contentSets.ts validates them with the engine's schema and registers them.
import type { ContentSet } from '../engine/content.ts'
import { ADVENTURES, OTHER_WORLDS } from './adventures.ts'
import { ALLIES, ITEMS, SPELLS } from './cards.ts'
import { ENTRANCE } from './entrance.ts'
import { INVESTIGATORS } from './investigators.ts'
import { MONSTERS } from './monsters.ts'
import { ANCIENT_ONES, MYTHOS } from './mythos.ts'

/** The starter set as written, before the engine validates it (`STARTER_CONTENT` in contentSets.ts). */
export const STARTER_SET: ContentSet = {
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
}

export { CONTENT } from './original/content.ts'
export { COMPONENT_COUNTS, type OriginalContent } from './original/types.ts'
