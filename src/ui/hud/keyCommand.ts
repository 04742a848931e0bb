// The keyboard map: which key means what at the current step. Pure, so the map is unit-tested without a browser.
import type { Action } from '../../engine/index.ts'

/** What the HUD knows about the step when a key is pressed (all of it from the engine's legal actions). */
export type KeyContext = {
  readonly legal: readonly Action[]
  /** A pending choice waits: digits pick its options. */
  readonly choosing: boolean
  /** The dice a player may pick now (die ids). */
  readonly pickable: readonly number[]
}

export type KeyCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'movePlace'; readonly place: number } // 1–6: the adventure at that ring place
  | { readonly kind: 'moveEntrance' }
  | { readonly kind: 'roll' }
  | { readonly kind: 'toggleDie'; readonly dieId: number }
  | { readonly kind: 'fail' }
  | { readonly kind: 'clue' }
  | { readonly kind: 'nextTask' }
  | { readonly kind: 'chooseOption'; readonly index: number }

/** The shortcuts, as the help overlay lists them. */
export const SHORTCUTS: readonly { readonly keys: string; readonly what: string }[] = [
  { keys: '1 – 6', what: 'At the move step: the adventure at that place of the ring, clockwise from XII' },
  { keys: 'E', what: 'At the move step: the Entrance' },
  { keys: 'Space', what: 'Roll the dice (the seeded result lands on the table)' },
  { keys: '1 – 8', what: 'After a roll: pick or drop die 1–8 (green 1–6, yellow 7, red 8)' },
  { keys: 'T', what: 'Put the next open task in focus' },
  {
    keys: 'Enter',
    what: 'Confirm: move, complete the task in focus (or the first that accepts the dice), discard or focus the picked die, answer the highlighted choice',
  },
  { keys: 'F', what: 'Fail the roll' },
  { keys: 'C', what: 'Spend a clue to reroll the picked dice' },
  { keys: '1 – 9', what: 'While a choice waits: highlight that answer (Enter confirms)' },
  { keys: 'Esc', what: 'Cancel the selection (or close this help)' },
  { keys: '?', what: 'Open this help' },
  { keys: 'Tab', what: 'Every action is also a button: Tab to it, Enter or Space to press it' },
]

const has = (legal: readonly Action[], type: Action['type']): boolean => legal.some((a) => a.type === type)

/** The command a key means now, or null when the key is not ours at this step (it is left to the page). */
export function keyCommand(key: string, ctx: KeyContext): KeyCommand | null {
  if (key === '?') return { kind: 'help' }
  if (key === 'Escape') return { kind: 'cancel' }
  if (key === 'Enter') return { kind: 'confirm' }
  const digit = /^[1-9]$/.test(key) ? Number(key) : null
  if (ctx.choosing) return digit === null ? null : { kind: 'chooseOption', index: digit - 1 }
  const lower = key.length === 1 ? key.toLowerCase() : key
  if (has(ctx.legal, 'moveTo')) {
    if (digit !== null && digit <= 6) return { kind: 'movePlace', place: digit }
    if (lower === 'e') return { kind: 'moveEntrance' }
    return null
  }
  if (key === ' ' && (has(ctx.legal, 'rollDice') || has(ctx.legal, 'reportRoll'))) return { kind: 'roll' }
  if (digit !== null && digit <= 8 && ctx.pickable.includes(digit - 1)) return { kind: 'toggleDie', dieId: digit - 1 }
  if (lower === 'f' && has(ctx.legal, 'failRoll')) return { kind: 'fail' }
  if (lower === 'c' && has(ctx.legal, 'spendClue')) return { kind: 'clue' }
  if (lower === 't' && has(ctx.legal, 'failRoll')) return { kind: 'nextTask' }
  return null
}
