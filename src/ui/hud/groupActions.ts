// The engine's legal actions, grouped the way a player thinks about a turn. Grouping only sorts what the engine
// listed: it never adds, drops or second-guesses an action.
import { catalogFor, type Action, type GameState } from '../../engine/index.ts'
import { actionKey } from './actionKey.ts'
import { cardName, describeAction } from './describeAction.ts'

/** The groups of the action panel, in the order they are shown. */
export const GROUP_IDS = [
  'choice',
  'move',
  'roll',
  'tasks',
  'fail',
  'dice',
  'clues',
  'cards',
  'release',
  'entrance',
  'abandon',
] as const
export type GroupId = (typeof GROUP_IDS)[number]

export const GROUP_LABELS: Readonly<Record<GroupId, string>> = {
  choice: 'Choose',
  move: 'Move',
  roll: 'Roll',
  tasks: 'Assign dice to a task',
  fail: 'Fail the roll',
  dice: 'Discard, focus, assist or secure a die',
  clues: 'Spend a clue',
  cards: 'Use an item, spell, ally or ability',
  release: 'Take a die back off a spell',
  entrance: 'At the Entrance',
  abandon: 'Abandon',
}

/** One control: the action it dispatches, its stable key (`data-action`) and its label. */
export type ActionEntry = { readonly action: Action; readonly key: string; readonly label: string }
export type ActionGroup = { readonly id: GroupId; readonly label: string; readonly entries: readonly ActionEntry[] }

/** The group an action belongs to: exactly one for every action type. */
export function groupOf(action: Action): GroupId {
  switch (action.type) {
    case 'chooseMonsterSpot':
    case 'chooseTrophies':
    case 'chooseItemsToDiscard':
    case 'chooseInvestigator':
    case 'chooseAssistPenalty':
    case 'chooseMaximum':
      return 'choice'
    case 'moveTo':
      return 'move'
    case 'rollDice':
    case 'reportRoll':
      return 'roll'
    case 'completeTask':
      return 'tasks'
    case 'failRoll':
      return 'fail'
    case 'discardDie':
    case 'focusDie':
    case 'assist':
      return 'dice'
    case 'castSpell':
      return action.dieId === null ? 'cards' : 'dice'
    case 'spendClue':
      return 'clues'
    case 'useCard':
    case 'useAbility':
      return 'cards'
    case 'releaseSpellDie':
      return 'release'
    case 'firstAid':
    case 'searchLostAndFound':
    case 'buySouvenir':
      return 'entrance'
    case 'abandonAdventure':
      return 'abandon'
  }
}

/** The legal actions in their groups (empty groups left out), each with its label and key. */
export function groupActions(state: GameState, legal: readonly Action[]): ActionGroup[] {
  const byGroup = new Map<GroupId, ActionEntry[]>()
  for (const action of legal) {
    const id = groupOf(action)
    const list = byGroup.get(id) ?? []
    list.push({ action, key: actionKey(action), label: describeAction(state, action) })
    byGroup.set(id, list)
  }
  const choice = state.pendingChoices[0]
  return GROUP_IDS.filter((id) => byGroup.has(id)).map((id) => ({
    id,
    label: id === 'choice' && choice ? choiceLabel(state, choice) : GROUP_LABELS[id],
    entries: byGroup.get(id) ?? [],
  }))
}

function nameOf(state: GameState, investigatorId: string): string {
  return catalogFor(state.content).investigator(investigatorId).name
}

/** The question a pending choice asks, in words. */
export function choiceLabel(state: GameState, choice: GameState['pendingChoices'][number]): string {
  const cat = catalogFor(state.content)
  switch (choice.kind) {
    case 'placeMonster':
      return `Where does ${cat.monster(choice.monsterId).name} appear?${
        choice.incoming ? ` (it comes with ${cardName(state, choice.incoming)})` : ''
      }`
    case 'loseTrophies':
      return `${nameOf(state, choice.investigatorId)} gives up trophies worth ${choice.amount}`
    case 'discardItems':
      return `${nameOf(state, choice.investigatorId)} discards ${choice.count} item${choice.count === 1 ? '' : 's'}`
    case 'chooseInvestigator':
      return `Player ${choice.player + 1}: choose a new investigator`
    case 'assistPenalty':
      return `${nameOf(state, choice.investigatorId)} helped and pays: 1 sanity or 1 stamina?`
    case 'reduceMaximum':
      return `${nameOf(state, choice.investigatorId)} lowers a maximum by ${choice.amount}: which?`
  }
}
