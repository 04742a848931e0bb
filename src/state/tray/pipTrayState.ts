import { addAhDie, rerollEhDie, scoreAhRoll, scoreEhRoll, type AhRoll, type EhRoll } from '../../companion/index.ts'
import { plural, rollSentence } from './companionLabels.ts'
import type { AhSettings, EhSettings } from './companionSettings.ts'
import type { TrayReport } from '../../physics/index.ts'

// Eldritch Horror and Arkham Horror in the tray: pip dice with ids 0, 1, 2… in throw order; Arkham Horror's
// dice bought with clues take the next ids.

/** One pip die on the table, with its tray id. */
export interface TrayPip {
  readonly id: number
  readonly pip: number
}

/** How an Eldritch Horror reroll is paid. */
export type Payment = 'focus' | 'clue'

interface Common {
  readonly roll: { readonly rollId: number; readonly dice: readonly TrayPip[] } | null
  readonly announcement: string
  readonly problem: string | null
}

/** Eldritch Horror's state: clues and focus in the settings go down as they are spent. */
export interface EhTrayState extends Common {
  readonly game: 'eh'
  readonly settings: EhSettings
  readonly payWith: Payment
}

/** Arkham Horror's state: clues in the settings go down as each buys a die. */
export interface AhTrayState extends Common {
  readonly game: 'ah'
  readonly settings: AhSettings
}

export type PipTrayState = EhTrayState | AhTrayState

export type PipTrayAction =
  | { readonly type: 'settings'; readonly settings: EhSettings | AhSettings }
  | { readonly type: 'payWith'; readonly payWith: Payment }
  | { readonly type: 'report'; readonly report: TrayReport }
  | { readonly type: 'refuse'; readonly problem: string }

/** "die 3": how a pip die is named (ids count from 1 for people). */
export const pipDieName = (id: number): string => `die ${id + 1}`

/** The token an Eldritch Horror reroll spends: the one chosen while any is left, else the other. */
export function paymentFor(state: EhTrayState): Payment {
  const { clues, focus } = state.settings
  if (state.payWith === 'focus') return focus > 0 || clues === 0 ? 'focus' : 'clue'
  return clues > 0 || focus === 0 ? 'clue' : 'focus'
}

/** The roll on the table as Eldritch Horror's rules see it. */
export function toEhRoll(state: EhTrayState): EhRoll | null {
  if (!state.roll) return null
  const { clues, focus, blessing, goal } = state.settings
  return { pips: state.roll.dice.map((d) => d.pip), clues, focus, blessing, goal }
}

/** The roll on the table as Arkham Horror's rules see it. */
export function toAhRoll(state: AhTrayState): AhRoll | null {
  if (!state.roll) return null
  const { clues, blessing, goal } = state.settings
  return { pips: state.roll.dice.map((d) => d.pip), clues, blessing, goal }
}

function outcome(state: PipTrayState, pips: readonly number[]): string {
  const { blessing, goal, clues } = state.settings
  const score = state.game === 'eh' ? scoreEhRoll(pips, blessing, goal) : scoreAhRoll(pips, blessing, goal)
  const tokens =
    state.game === 'eh'
      ? `${plural(clues, 'clue', 'clues')} and ${state.settings.focus} focus left.`
      : `${plural(clues, 'clue', 'clues')} left.`
  return `${plural(score.successes, 'success', 'successes')} of ${goal} needed: ${score.passed ? 'passed' : 'not passed'}. ${tokens}`
}

function announce<S extends PipTrayState>(
  state: S,
  rollId: number,
  change: string | null,
  dice: readonly TrayPip[],
): S {
  const pips = dice.map((d) => d.pip)
  const sentence = rollSentence(rollId, change, pips.map(String), outcome(state, pips))
  return { ...state, roll: { rollId, dice }, announcement: sentence, problem: null }
}

/** Pure: React may call it twice. Rerolls and added dice go through the companion rules, which spend the token. */
export function reducePip<S extends PipTrayState>(state: S, action: PipTrayAction): S {
  switch (action.type) {
    case 'settings':
      return { ...state, settings: action.settings, roll: null, problem: null }
    case 'payWith':
      return state.game === 'eh' ? { ...state, payWith: action.payWith } : state
    case 'refuse':
      return { ...state, problem: action.problem }
    case 'report':
      return applyReport(state, action.report)
  }
}

function applyReport<S extends PipTrayState>(state: S, report: TrayReport): S {
  if (state.roll && report.rollId <= state.roll.rollId) return state
  const fresh = report.faces.map(({ die, face }) => ({ id: die, pip: Number(face) }))
  if (report.cause === 'throw' || !state.roll) return announce(state, report.rollId, null, fresh)
  const id = report.moved[0]!
  const pip = fresh.find((d) => d.id === id)!.pip
  if (state.game === 'eh' && report.cause === 'reroll') {
    const index = state.roll.dice.findIndex((d) => d.id === id)
    const payment = paymentFor(state)
    const result = rerollEhDie(toEhRoll(state)!, index, payment, pip)
    if (!result.ok) return { ...state, problem: result.error }
    const settings = { ...state.settings, clues: result.value.clues, focus: result.value.focus }
    const dice = state.roll.dice.map((d, i) => ({ ...d, pip: result.value.pips[i]! }))
    const paid = payment === 'focus' ? 'a focus token' : 'a clue'
    return announce({ ...state, settings }, report.rollId, `${pipDieName(id)} rerolled for ${paid}`, dice)
  }
  if (state.game === 'ah' && report.cause === 'add') {
    const result = addAhDie(toAhRoll(state)!, pip)
    if (!result.ok) return { ...state, problem: result.error }
    const settings = { ...state.settings, clues: result.value.clues }
    const dice = [...state.roll.dice, { id, pip }]
    return announce({ ...state, settings }, report.rollId, `${pipDieName(id)} added for a clue`, dice)
  }
  return { ...state, problem: `The ${report.cause} of ${pipDieName(id)} has no meaning in this game.` }
}
