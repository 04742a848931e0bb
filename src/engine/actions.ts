// Revised rulebook, "A Player's Turn": the commands a player (or the scene, or a bot) gives the engine.
import type { Face } from './dice.ts'
import type { Location } from './state.ts'

export type FirstAidChoice = 'freeSanity' | 'freeStamina' | 'free' | 'allSanity' | 'allStamina' | 'all'

export type Action =
  | { readonly type: 'moveTo'; readonly to: Location }
  | { readonly type: 'rollDice' }
  | { readonly type: 'reportRoll'; readonly rollId: number; readonly faces: readonly Face[] }
  | { readonly type: 'completeTask'; readonly taskId: string; readonly dice: readonly number[] }
  | { readonly type: 'failRoll' }
  | { readonly type: 'discardDie'; readonly dieId: number }
  | { readonly type: 'focusDie'; readonly dieId: number }
  | { readonly type: 'assist'; readonly helper: number; readonly dieId: number }
  | { readonly type: 'castSpell'; readonly spellId: string; readonly dieId: number | null }
  | { readonly type: 'releaseSpellDie'; readonly dieId: number }
  | { readonly type: 'spendClue'; readonly dice: readonly number[] }
  | { readonly type: 'useCard'; readonly cardId: string; readonly target?: UseTarget }
  | { readonly type: 'useAbility'; readonly target?: UseTarget }
  | { readonly type: 'abandonAdventure' }
  | { readonly type: 'firstAid'; readonly choice: FirstAidChoice; readonly trophies: readonly string[] }
  | { readonly type: 'searchLostAndFound' }
  | { readonly type: 'buySouvenir'; readonly souvenirId: string; readonly trophies: readonly string[] }
  | { readonly type: 'chooseMonsterSpot'; readonly cardId: string; readonly row: number }
  | { readonly type: 'chooseTrophies'; readonly trophies: readonly string[] }
  | { readonly type: 'chooseItemsToDiscard'; readonly items: readonly string[] }
  | { readonly type: 'chooseInvestigator'; readonly investigatorId: string }
  | { readonly type: 'chooseAssistPenalty'; readonly helper: number; readonly penalty: Stat }
  | { readonly type: 'chooseMaximum'; readonly stat: Stat }

/** Sanity or stamina: what a helper's cost or a lowered maximum applies to. */
export type Stat = 'sanity' | 'stamina'

/** What an item, ally, spell or ability acts on: dice to reroll, or a monster to defeat. */
export type UseTarget = { readonly dice?: readonly number[]; readonly monsterId?: string }

export type ActionType = Action['type']

/** The actions that answer a pending choice; while one is pending, nothing else is accepted. */
export const CHOICE_ACTIONS = [
  'chooseMonsterSpot',
  'chooseTrophies',
  'chooseItemsToDiscard',
  'chooseInvestigator',
  'chooseAssistPenalty',
  'chooseMaximum',
] as const satisfies readonly ActionType[]
