// Readable names for what the engine allows: card, investigator and souvenir names from the game's catalog.
import {
  catalogFor,
  type Action,
  type DieRequirement,
  type FirstAidChoice,
  type TaskCost,
  type GameState,
  type Location,
  type Trophy,
} from '../engine/index.ts'
import { faceLabel } from './tray/faceLabel.ts'

const FIRST_AID: Readonly<Record<FirstAidChoice, string>> = {
  freeSanity: 'First aid: 1 sanity, free',
  freeStamina: 'First aid: 1 stamina, free',
  free: 'First aid: 1 sanity and 1 stamina, free',
  allSanity: 'First aid: all sanity',
  allStamina: 'First aid: all stamina',
  all: 'First aid: all sanity and stamina',
}

/** The name of an adventure or other world card. */
export function cardName(state: GameState, cardId: string): string {
  return catalogFor(state.content).adventure(cardId).name
}

/** "die 3 (green, lore)": the die's number is its key (1–8), its face what the engine rolled. */
export function dieLabel(state: GameState, dieId: number): string {
  const die = state.dice[dieId]
  if (!die) return `die ${dieId + 1}`
  return `die ${dieId + 1} (${die.color}${die.face ? `, ${faceLabel(die.face)}` : ''})`
}

const FACE_SHORT: Readonly<Record<string, string>> = {
  I1: '1 inv.',
  I2: '2 inv.',
  I3: '3 inv.',
  I4: '4 inv.',
  L: 'lore',
  P: 'peril',
  T: 'terror',
  W: 'wild',
}

/** "Die 2 · lore", "Die 7 yellow · 3 inv.": the compact form for rows of die buttons. */
export function dieShort(state: GameState, dieId: number): string {
  const die = state.dice[dieId]
  if (!die) return `Die ${dieId + 1}`
  const colour = die.color === 'green' ? '' : ` ${die.color}`
  return `Die ${dieId + 1}${colour}${die.face ? ` · ${FACE_SHORT[die.face] ?? die.face}` : ''}`
}

/** A card of the player's (item, spell, ally) by name. */
export function usableCardName(state: GameState, cardId: string): string {
  return catalogFor(state.content).usable(cardId).name
}

/** A monster by name. */
export function monsterName(state: GameState, monsterId: string): string {
  return catalogFor(state.content).monster(monsterId).name
}

/** The investigator a player plays, by name. */
export function playerName(state: GameState, player: number): string {
  return investigatorName(state, player)
}

const SYMBOL_WORDS: Readonly<Record<string, string>> = { L: 'lore', P: 'peril', T: 'terror' }

/** What a task asks, in words: "3 investigation, lore or peril · costs 1 sanity". */
export function requirementsText(requirements: readonly DieRequirement[], costs: readonly TaskCost[]): string {
  const needs = requirements.map((r) =>
    r.kind === 'investigation' ? `${r.amount} investigation` : r.oneOf.map((x) => SYMBOL_WORDS[x] ?? x).join(' or '),
  )
  const pays = costs.map((c) => (c.kind === 'clock' ? 'the clock advances' : `${c.amount} ${c.kind}`))
  return `${needs.join(', ')}${pays.length > 0 ? ` · costs ${pays.join(', ')}` : ''}`
}

/** Whether these dice are the whole current roll (a reroll of all dice). */
export function isWholeRoll(state: GameState, dice: readonly number[]): boolean {
  const roll = state.dice.filter((d) => d.at.kind === 'pool' && d.face !== null).length
  return dice.length === roll && roll > 1
}

function diceList(state: GameState, dice: readonly number[]): string {
  return dice.map((id) => dieLabel(state, id)).join(', ')
}

/** A trophy by name, looked up among every player's trophies (ids are card and monster ids). */
export function trophyName(state: GameState, trophyId: string): string {
  const cat = catalogFor(state.content)
  const trophy: Trophy | undefined = state.players.flatMap((p) => p.trophies).find((t) => t.id === trophyId)
  if (trophy?.kind === 'monster') return `${cat.monster(trophyId).name} (${trophy.value})`
  if (trophy) return `${cat.adventure(trophyId).name} (${trophy.value})`
  return trophyId
}

function payment(state: GameState, trophies: readonly string[]): string {
  return trophies.length === 0 ? '' : ` — pay ${trophies.map((id) => trophyName(state, id)).join(', ')}`
}

/** Where a move goes, in words. */
export function locationLabel(state: GameState, to: Location): string {
  if (to.kind === 'entrance') return 'the Entrance'
  if (to.kind === 'ancientOne') return 'the Ancient One'
  return cardName(state, to.cardId)
}

function investigatorName(state: GameState, player: number): string {
  const id = state.players[player]?.investigatorId
  return id ? catalogFor(state.content).investigator(id).name : `Player ${player + 1}`
}

function usableName(state: GameState, cardId: string): string {
  return catalogFor(state.content).usable(cardId).name
}

function taskLabel(state: GameState, taskId: string): string {
  if (taskId === 'battle') return 'the battle task'
  if (taskId.startsWith('monster:')) return `the monster ${catalogFor(state.content).monster(taskId.slice(8)).name}`
  const row = Number(taskId.slice(4))
  return `task ${row + 1}`
}

/** A task by its place: "task 2" or "the monster Gallery Ghoul". Exported for the task list. */
export function describeTask(state: GameState, taskId: string): string {
  return taskLabel(state, taskId)
}

function targetLabel(state: GameState, target: { dice?: readonly number[]; monsterId?: string } | undefined): string {
  if (!target) return ''
  if (target.monsterId) return ` on ${catalogFor(state.content).monster(target.monsterId).name}`
  if (target.dice) return ` — reroll ${rerollLabel(state, target.dice)}`
  return ''
}

function rerollLabel(state: GameState, dice: readonly number[]): string {
  const roll = state.dice.filter((d) => d.at.kind === 'pool' && d.face !== null).length
  return dice.length === roll && roll > 1 ? 'all dice' : diceList(state, dice)
}

/** One line a player reads on a button or hears from a screen reader. */
export function describeAction(state: GameState, action: Action): string {
  switch (action.type) {
    case 'moveTo':
      return `Move to ${locationLabel(state, action.to)}`
    case 'rollDice':
      return 'Roll the dice'
    case 'reportRoll':
      return 'Read the dice'
    case 'completeTask':
      return `Complete ${taskLabel(state, action.taskId)} with ${diceList(state, action.dice)}`
    case 'failRoll':
      return 'Fail the roll'
    case 'discardDie':
      return `Discard ${dieLabel(state, action.dieId)}`
    case 'focusDie':
      return `Focus ${dieLabel(state, action.dieId)}`
    case 'assist':
      return `${investigatorName(state, action.helper)} assists with ${dieLabel(state, action.dieId)}`
    case 'castSpell':
      return action.dieId === null
        ? `Prepare the spell ${usableName(state, action.spellId)}`
        : `Secure ${dieLabel(state, action.dieId)} on ${usableName(state, action.spellId)}`
    case 'releaseSpellDie':
      return `Take ${dieLabel(state, action.dieId)} back off its spell`
    case 'spendClue':
      return `Spend a clue: reroll ${rerollLabel(state, action.dice)}`
    case 'useCard':
      return `Use ${usableName(state, action.cardId)}${targetLabel(state, action.target)}`
    case 'useAbility':
      return `Use ${investigatorName(state, state.turn.player)}'s ability${targetLabel(state, action.target)}`
    case 'abandonAdventure':
      return 'Abandon the adventure'
    case 'firstAid':
      return `${FIRST_AID[action.choice]}${payment(state, action.trophies)}`
    case 'searchLostAndFound':
      return 'Search the Lost & Found'
    case 'buySouvenir': {
      const souvenir = catalogFor(state.content).content.entrance.souvenirs.find((s) => s.id === action.souvenirId)
      return `Buy ${souvenir?.name ?? action.souvenirId}${payment(state, action.trophies)}`
    }
    case 'chooseMonsterSpot':
      return action.row === -1
        ? `Place it on ${cardName(state, action.cardId)}, below the bottom task`
        : `Place it on ${cardName(state, action.cardId)}, task ${action.row + 1}`
    case 'chooseTrophies':
      return `Give up ${action.trophies.map((id) => trophyName(state, id)).join(', ')}`
    case 'chooseItemsToDiscard':
      return `Discard ${action.items.map((id) => usableName(state, id)).join(', ')}`
    case 'chooseInvestigator':
      return `Play ${catalogFor(state.content).investigator(action.investigatorId).name}`
    case 'chooseAssistPenalty':
      return `${investigatorName(state, action.helper)} loses 1 ${action.penalty}`
    case 'chooseMaximum':
      return `Lower maximum ${action.stat}`
  }
}
