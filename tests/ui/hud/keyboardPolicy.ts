// The policy of the keyboard-only browser game, shared with its Node check: the bot's action (or, where the
// bot's answer has no key path, the first listed action that has one), and the keys that perform it.
import { checkAction, openTasks, type Action, type GameState } from '../../../src/engine/index.ts'
import { chooseAction } from '../../../src/engine/bot/index.ts'
import { actionKey } from '../../../src/ui/hud/actionKey.ts'
import { ringPlaces } from '../../../src/scene/layout/ringPlaces.ts'

/** A key to press, or Tab until the focused control performs this listed action (then Enter). */
export type KeyStep = { readonly press: string } | { readonly tabTo: string }

const digit = (dieId: number) => ({ press: String(dieId + 1) })

/** The keys that perform `action` in the page, or null when it has no key path (an unlisted answer). */
export function keyPlan(state: GameState, legal: readonly Action[], action: Action): KeyStep[] | null {
  const listed = legal.some((a) => actionKey(a) === actionKey(action))
  switch (action.type) {
    case 'moveTo': {
      if (action.to.kind === 'entrance') return [{ press: 'Escape' }, { press: 'e' }, { press: 'Enter' }]
      const place = action.to.kind === 'card' ? ringPlaces(state.board).indexOf(action.to.cardId) : -1
      if (place >= 0 && place < 6) return [{ press: 'Escape' }, { press: String(place + 1) }, { press: 'Enter' }]
      break
    }
    case 'rollDice':
    case 'reportRoll':
      return [{ press: 'Escape' }, { press: ' ' }]
    case 'failRoll':
      return [{ press: 'Escape' }, { press: 'f' }]
    case 'completeTask': {
      const index = openTasks(state).tasks.findIndex((t) => t.id === action.taskId)
      if (index < 0) return null
      const focus = Array.from({ length: index + 1 }, () => ({ press: 't' }))
      return [{ press: 'Escape' }, ...action.dice.map(digit), ...focus, { press: 'Enter' }]
    }
    case 'spendClue':
      return [{ press: 'Escape' }, ...action.dice.map(digit), { press: 'c' }]
    case 'discardDie':
    case 'focusDie':
      return [{ press: 'Escape' }, digit(action.dieId), { press: 'Enter' }]
    default:
      break
  }
  if (action.type.startsWith('choose')) {
    const index = legal.filter((a) => a.type.startsWith('choose')).findIndex((a) => actionKey(a) === actionKey(action))
    if (index >= 0 && index < 9) return [{ press: 'Escape' }, { press: String(index + 1) }, { press: 'Enter' }]
  }
  return listed ? [{ tabTo: actionKey(action) }] : null
}

/** The bot's action when the keys can perform it, else the first listed action that they can. */
export function keyboardChoice(state: GameState, legal: readonly Action[]): { action: Action; keys: KeyStep[] } {
  let wanted: Action | null
  try {
    wanted = chooseAction(state)
  } catch {
    wanted = null // the bot cannot plan here (its odds solver caps a card's tasks): take a listed action
  }
  if (wanted && checkAction(state, wanted) === null) {
    const keys = keyPlan(state, legal, wanted)
    if (keys) return { action: wanted, keys }
  }
  for (const action of legal) {
    const keys = keyPlan(state, legal, action)
    if (keys) return { action, keys }
  }
  throw new Error('keyboardPolicy: no legal action has a key path')
}
