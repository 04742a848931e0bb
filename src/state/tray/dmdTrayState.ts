import {
  rerollDmdDie,
  scoreDmdRoll,
  type DmdDie,
  type DmdDieKind,
  type DmdFace,
  type DmdRoll,
} from '../../companion/index.ts'
import type { DieKind } from '../../physics/index.ts'
import { dmdDieLabel, plural, rollSentence } from './companionLabels.ts'
import type { DmdSettings } from './companionSettings.ts'
import type { TrayReport } from '../../physics/index.ts'

// Death May Die in the tray: ids 0–2 are the three black dice, 3 and up the green bonus dice.

/** One die of the roll on the table, with its tray id. */
export interface TrayDmdDie extends DmdDie {
  readonly id: number
}

/** The mode's state: settings, the roll on the table (if any), and what the live region says. */
export interface DmdTrayState {
  readonly settings: DmdSettings
  readonly roll: { readonly rollId: number; readonly dice: readonly TrayDmdDie[] } | null
  readonly announcement: string
  /** Why the last request was refused, in a sentence; null when it was not. */
  readonly problem: string | null
}

export type DmdTrayAction =
  | { readonly type: 'settings'; readonly settings: DmdSettings }
  | { readonly type: 'report'; readonly report: TrayReport }
  | { readonly type: 'refuse'; readonly problem: string }

export const dmdKindOf = (id: number): DieKind => (id < 3 ? 'dmd-black' : 'dmd-green')
const dmdDieKind = (id: number): DmdDieKind => (id < 3 ? 'black' : 'green')

/** "black 2", "green 1": how a die is named in the list and in sentences. */
export function dmdDieName(id: number): string {
  return id < 3 ? `black ${id + 1}` : `green ${id - 2}`
}

/** The tray ids of a roll with `green` bonus dice. */
export function dmdMix(green: number): number[] {
  return Array.from({ length: 3 + green }, (_, i) => i)
}

/** The roll on the table as the companion rules see it: the dice and the stress the investigator can still take. */
export function toDmdRoll(state: DmdTrayState): DmdRoll | null {
  if (!state.roll) return null
  const { stressMax, stressTaken, goal } = state.settings
  return { dice: state.roll.dice, stress: stressMax - stressTaken, goal: goal ?? 'most' }
}

function outcome(dice: readonly DmdDie[], settings: DmdSettings): string {
  const score = scoreDmdRoll(dice, settings.goal ?? 'most')
  const verdict = score.passed === null ? '' : score.passed ? ' Passed.' : ' Not yet passed.'
  return (
    `${plural(score.successes, 'success', 'successes')}, ${plural(score.elderSigns, 'elder sign', 'elder signs')}, ` +
    `${score.tentacles} sanity lost.${verdict} Stress ${settings.stressTaken} of ${settings.stressMax}.`
  )
}

/** Pure: React may call it twice. A reroll is applied through the companion rules, which take 1 stress. */
export function reduceDmd(state: DmdTrayState, action: DmdTrayAction): DmdTrayState {
  switch (action.type) {
    case 'settings': {
      const greenChanged = action.settings.green !== state.settings.green
      return { ...state, settings: action.settings, roll: greenChanged ? null : state.roll, problem: null }
    }
    case 'refuse':
      return { ...state, problem: action.problem }
    case 'report':
      return applyReport(state, action.report)
  }
}

function applyReport(state: DmdTrayState, report: TrayReport): DmdTrayState {
  if (state.roll && report.rollId <= state.roll.rollId) return state
  const faces = new Map(report.faces.map((f) => [f.die, f.face as DmdFace]))
  if (report.cause !== 'reroll' || !state.roll) {
    const dice = report.faces.map(({ die }) => ({ id: die, kind: dmdDieKind(die), face: faces.get(die)! }))
    const sentence = rollSentence(
      report.rollId,
      null,
      dice.map((d) => dmdDieLabel(d.kind, d.face)),
      outcome(dice, state.settings),
    )
    return { ...state, roll: { rollId: report.rollId, dice }, announcement: sentence, problem: null }
  }
  const id = report.moved[0]!
  const index = state.roll.dice.findIndex((d) => d.id === id)
  const result = rerollDmdDie(toDmdRoll(state)!, index, faces.get(id)!)
  if (!result.ok) return { ...state, problem: result.error }
  const dice = state.roll.dice.map((d, i) => ({ ...d, face: result.value.dice[i]!.face }))
  const settings = { ...state.settings, stressTaken: state.settings.stressTaken + 1 }
  const sentence = rollSentence(
    report.rollId,
    `${dmdDieName(id)} rerolled for 1 stress`,
    dice.map((d) => dmdDieLabel(d.kind, d.face)),
    outcome(dice, settings),
  )
  return { settings, roll: { rollId: report.rollId, dice }, announcement: sentence, problem: null }
}
