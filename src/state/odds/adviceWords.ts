// How a chance reads on the table and in the HUD: a percentage that never rounds a sure thing or a hopeless one
// into something it is not.
import type { Action, GameState } from '../../engine/index.ts'
import { describeAction, describeTask, dieShort, isWholeRoll, usableCardName } from '../describeAction.ts'
import type { HelpId } from './tableOdds.ts'

/** "46.0%", "<0.1%", ">99.9%", "0%", "100%"; `≈` in front when the solver marks the number approximate. */
export function percent(p: number, approximate = false): string {
  const mark = approximate ? '≈' : ''
  if (p <= 0) return `${mark}0%`
  if (p >= 1) return `${mark}100%`
  if (p < 0.001) return `${mark}<0.1%`
  if (p > 0.999) return `${mark}>99.9%`
  return `${mark}${(p * 100).toFixed(1)}%`
}

/**
 * "12.5% less" (what a choice or a missing help costs, in the chance's own percent: a player reads it against the
 * chance beside it), "12.5% more", or "no change" when it costs nothing.
 */
export function pointsGivenUp(from: number, to: number): string {
  const d = (from - to) * 100
  if (Math.abs(d) < 0.05) return 'no change'
  return `${Math.abs(d).toFixed(1)}% ${d > 0 ? 'less' : 'more'}`
}

export const HELP_NAMES: Readonly<Record<HelpId, string>> = {
  focus: 'focus',
  assist: 'assistance from the others here',
  clues: 'clues',
  spells: 'spells',
  items: 'items',
  allies: 'allies',
}

/** An action in the advice's short words: the dice by number and face ("Complete task 1 with Die 2 · lore, Die 5 · peril"). */
export function adviceLabel(state: GameState, action: Action): string {
  const dice = (ids: readonly number[]) => ids.map((id) => dieShort(state, id)).join(', ')
  switch (action.type) {
    case 'completeTask':
      return `Complete ${describeTask(state, action.taskId)} with ${dice(action.dice)}`
    case 'spendClue':
      return `Spend a clue: reroll ${isWholeRoll(state, action.dice) ? 'all dice' : dice(action.dice)}`
    case 'discardDie':
      return `Discard ${dieShort(state, action.dieId)}`
    case 'focusDie':
      return `Focus ${dieShort(state, action.dieId)}`
    case 'useCard':
    case 'useAbility':
      if (action.target?.dice) {
        const who = action.type === 'useCard' ? usableCardName(state, action.cardId) : 'your ability'
        return `Use ${who}: reroll ${dice(action.target.dice)}`
      }
      return describeAction(state, action)
    default:
      return describeAction(state, action)
  }
}

/** Below this the card is all but lost, above 1 − this all but won, whatever is chosen (half a point, quietAdvice.ts). */
const ALL_BUT = 0.005

/**
 * The advice when the choices are even (quietAdvice.ts `isEven`): a heading and a sentence a player reads, naming
 * what they choose between when every choice is of one kind (which die to discard, to focus), and saying plainly
 * when the card is as good as resolved, or all but lost, whichever they choose.
 */
export function evenAdviceWords(
  move: { readonly odds: number; readonly options: readonly { readonly action: Action }[] },
  approximate = false,
): { readonly title: string; readonly text: string } {
  const kinds = new Set(move.options.map((o) => o.action.type))
  const only = kinds.size === 1 ? [...kinds][0] : null
  const verb = only === 'discardDie' ? 'discard' : only === 'focusDie' ? 'focus' : null
  const title = verb ? 'Any die will do' : 'Any choice will do'
  const whichever = verb ? `Whichever die you ${verb}` : 'Whichever you choose'
  const chance = percent(move.odds, approximate)
  if (move.odds >= 1 - ALL_BUT) return { title, text: `${whichever}, the card is as good as resolved (${chance}).` }
  if (move.odds < ALL_BUT) return { title, text: `${whichever}, the card can hardly be resolved now (${chance}).` }
  return { title, text: `${whichever}, the chance to resolve the card stays at ${chance}.` }
}
