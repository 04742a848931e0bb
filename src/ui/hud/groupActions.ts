// The engine's legal actions, grouped the way a player thinks about a turn. Grouping only sorts what the engine
// listed: it never adds, drops or second-guesses an action.
import { catalogFor, type Action, type GameState } from '../../engine/index.ts'
import { actionKey } from './actionKey.ts'
import {
  cardName,
  describeAction,
  dieShort,
  isWholeRoll,
  monsterName,
  playerName,
  usableCardName,
} from '../../state/describeAction.ts'

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

const GROUP_LABELS: Readonly<Record<GroupId, string>> = {
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

/**
 * One control: the action it dispatches, its stable key (`data-action`), its full label (the accessible name) and,
 * for the many per-die and per-target actions, a row title and a short text shown on a compact button.
 */
export type ActionEntry = {
  readonly action: Action
  readonly key: string
  readonly label: string
  readonly row: string | null
  readonly short: string
}
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
    const label = describeAction(state, action)
    const compact = compactForm(state, action)
    list.push({ action, key: actionKey(action), label, row: compact?.row ?? null, short: compact?.short ?? label })
    byGroup.set(id, list)
  }
  const choice = state.pendingChoices[0]
  return GROUP_IDS.filter((id) => byGroup.has(id)).map((id) => ({
    id,
    label:
      id === 'choice' && choice
        ? choiceLabel(state, choice)
        : id === 'dice' && mustDiscard(state)
          ? 'The roll failed'
          : GROUP_LABELS[id],
    entries: byGroup.get(id) ?? [],
  }))
}

/** Whether the roll in play has failed and a die must go before the next (the dice group then leads the panel). */
export const mustDiscard = (state: GameState): boolean =>
  state.phase.kind === 'resolution' && state.phase.stage === 'discarding'

function rerollShort(state: GameState, dice: readonly number[]): string {
  return isWholeRoll(state, dice) ? 'All dice' : dice.map((id) => dieShort(state, id)).join(', ')
}

/** The row title and short text of a per-die or per-target action; null for actions shown in full. */
function compactForm(state: GameState, action: Action): { row: string; short: string } | null {
  switch (action.type) {
    case 'discardDie':
      return { row: 'Discard a die', short: dieShort(state, action.dieId) }
    case 'focusDie':
      return { row: 'Focus a die (keep it for the next roll)', short: dieShort(state, action.dieId) }
    case 'assist':
      return { row: `${playerName(state, action.helper)} assists with`, short: dieShort(state, action.dieId) }
    case 'castSpell':
      return action.dieId === null
        ? null
        : { row: `Secure on ${usableCardName(state, action.spellId)}`, short: dieShort(state, action.dieId) }
    case 'releaseSpellDie':
      return { row: 'Take back off its spell', short: dieShort(state, action.dieId) }
    case 'spendClue':
      return { row: 'Spend a clue to reroll', short: rerollShort(state, action.dice) }
    case 'useCard':
      if (action.target?.dice)
        return {
          row: `Use ${usableCardName(state, action.cardId)} to reroll`,
          short: rerollShort(state, action.target.dice),
        }
      if (action.target?.monsterId)
        return {
          row: `Use ${usableCardName(state, action.cardId)} on`,
          short: monsterName(state, action.target.monsterId),
        }
      return null
    case 'useAbility':
      if (action.target?.dice)
        return {
          row: `${playerName(state, state.turn.player)}’s ability: reroll`,
          short: rerollShort(state, action.target.dice),
        }
      if (action.target?.monsterId)
        return {
          row: `${playerName(state, state.turn.player)}’s ability on`,
          short: monsterName(state, action.target.monsterId),
        }
      return null
    default:
      return null
  }
}

function nameOf(state: GameState, investigatorId: string): string {
  return catalogFor(state.content).investigator(investigatorId).name
}

/** The question a pending choice asks, in words. */
function choiceLabel(state: GameState, choice: GameState['pendingChoices'][number]): string {
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
