// The original card set at the rulebook's component counts, split the way the component list counts it.
import { ADVENTURES_EAST } from './adventuresEast.ts'
import { ADVENTURES_WEST } from './adventuresWest.ts'
import { ALLIES } from './allies.ts'
import { ANCIENT_ONES } from './ancientOnes.ts'
import { ENTRANCE } from './entrance.ts'
import { INVESTIGATORS } from './investigators.ts'
import { COMMON_ITEMS, UNIQUE_ITEMS } from './items.ts'
import { MASK_MONSTERS, MONSTERS } from './monsters.ts'
import { MYTHOS } from './mythos.ts'
import { OTHER_WORLDS } from './otherWorlds.ts'
import { SPELLS } from './spells.ts'
import type { OriginalContent } from './types.ts'

/** Every card of the original set, with its table-only fields (flavour, occupation, epithet). */
export const CONTENT: OriginalContent = {
  ancientOnes: ANCIENT_ONES,
  investigators: INVESTIGATORS,
  adventures: [...ADVENTURES_EAST, ...ADVENTURES_WEST],
  otherWorlds: OTHER_WORLDS,
  commonItems: COMMON_ITEMS,
  uniqueItems: UNIQUE_ITEMS,
  spells: SPELLS,
  allies: ALLIES,
  mythos: MYTHOS,
  monsters: MONSTERS,
  maskMonsters: MASK_MONSTERS,
  entrance: ENTRANCE,
}
