// The odds explorer's form as data: what the player typed (a card in the task notation, a pool, the helps, a roll
// entered by hand) turned into the solver's questions, and its answers into words. Pure, so it is unit-tested.
import {
  DIE_FACES,
  parseCard,
  printedRequirements,
  RULESETS,
  type Card,
  type Choice,
  type DieColor,
  type Face,
  type OddsOptions,
  type OddsPool,
  type RollSituation,
  type Ruleset,
} from '../../engine/index.ts'
import { faceLabel } from '../../state/tray/faceLabel.ts'

export type ExplorerForm = {
  readonly card: string
  readonly green: number
  readonly yellow: boolean
  readonly red: boolean
  readonly focus: number
  readonly clues: number
  readonly spells: number
  readonly assists: number
  readonly rerolls: number
  readonly rerollEachRoll: boolean
  readonly addYellow: boolean
  readonly addRed: boolean
  readonly ruleset: Ruleset
  /** The roll entered by hand: one face per die of the pool (green dice first, then yellow, then red). */
  readonly roll: readonly Face[]
}

/** The issue's example: a card where a focus and a spell matter. */
export const DEFAULT_FORM: ExplorerForm = {
  card: 'P P > L L',
  green: 6,
  yellow: false,
  red: false,
  focus: 1,
  clues: 0,
  spells: 0,
  assists: 0,
  rerolls: 0,
  rerollEachRoll: false,
  addYellow: false,
  addRed: false,
  ruleset: 'revised',
  roll: [],
}

/** The limits the solver accepts (odds/solverCard.ts LIMITS), as the form's bounds. */
export const BOUNDS = { green: 15, focus: 7, spells: 7, clues: 30, assists: 3, rerolls: 10 } as const

export type ParsedCard = { readonly ok: true; readonly card: Card } | { readonly ok: false; readonly error: string }

/** The card, or a sentence that says where the notation goes wrong. */
export function readCard(notation: string): ParsedCard {
  if (notation.trim() === '') return { ok: false, error: 'Type a card, for example P P > L L.' }
  const parsed = parseCard(notation)
  if (!parsed.ok)
    return {
      ok: false,
      error: `At character ${parsed.error.position + 1}: ${parsed.error.message}`,
    }
  if (parsed.value.tasks.length > 8) return { ok: false, error: 'A card has at most 8 tasks here.' }
  return { ok: true, card: parsed.value }
}

/** The dice of the pool in order (ids 0…): greens, then yellow, then red. */
export function poolDice(form: ExplorerForm): readonly DieColor[] {
  return [
    ...Array.from({ length: form.green }, () => 'green' as const),
    ...(form.yellow ? ['yellow' as const] : []),
    ...(form.red ? ['red' as const] : []),
  ]
}

export function oddsPool(form: ExplorerForm): OddsPool {
  return { green: form.green, yellow: form.yellow, red: form.red }
}

export function oddsOptions(form: ExplorerForm): OddsOptions {
  return {
    focus: form.focus,
    clues: form.clues,
    spells: form.spells,
    assists: form.assists,
    rerolls: form.rerolls,
    rerollEachRoll: form.rerollEachRoll,
    addYellow: form.addYellow && !form.yellow,
    addRed: form.addRed && !form.red,
    ruleset: form.ruleset,
  }
}

/** The face entered for die `i`, or its colour's first face when none was (or a face it does not have). */
export function rolledFace(form: ExplorerForm, i: number, color: DieColor): Face {
  const face = form.roll[i]
  return face !== undefined && DIE_FACES[color].includes(face) ? face : (DIE_FACES[color][0] as Face)
}

/** The roll entered by hand as the solver's situation: before any task is done, nothing held yet. */
export function rollSituation(form: ExplorerForm, card: Card): RollSituation {
  const opts = oddsOptions(form)
  return {
    tasks: card.tasks.map(printedRequirements),
    done: 0,
    ordered: card.ordered,
    ruleset: form.ruleset,
    rolled: poolDice(form).map((color, id) => ({ id, color, face: rolledFace(form, id, color) })),
    held: [],
    focus: form.focus + form.assists,
    spells: form.spells,
    clues: form.clues + form.rerolls,
    addYellow: opts.addYellow ? 1 : 0,
    addRed: opts.addRed ? 1 : 0,
    rerollEachRoll: form.rerollEachRoll,
    rerollNow: form.rerollEachRoll,
  }
}

/** "die 3 (green, lore)". */
function dieWords(form: ExplorerForm, id: number): string {
  const color = poolDice(form)[id] ?? 'green'
  return `die ${id + 1} (${color}, ${faceLabel(rolledFace(form, id, color))})`
}

const list = (form: ExplorerForm, ids: readonly number[]) => ids.map((id) => dieWords(form, id)).join(', ')

/** A choice in words. */
export function choiceWords(form: ExplorerForm, choice: Choice): string {
  switch (choice.kind) {
    case 'complete':
      return `Complete task ${choice.task + 1} with ${list(form, choice.dice)}`
    case 'fail':
      return `Fail the roll: discard ${dieWords(form, choice.discard)}${
        choice.focus === null ? '' : `, focus ${dieWords(form, choice.focus)}`
      }`
    case 'secure':
      return `Secure ${dieWords(form, choice.die)} on a spell`
    case 'reroll':
      return `Spend a clue (or a reroll): reroll ${list(form, choice.dice)}`
    case 'rerollThisRoll':
      return `Use the ability: reroll ${list(form, choice.dice)}`
  }
}

export const isRuleset = (value: string): value is Ruleset => (RULESETS as readonly string[]).includes(value)

/** A whole number from a field, clamped to [0, max] (an empty or bad field reads as 0). */
export function clampCount(text: string, max: number): number {
  const n = Math.floor(Number(text))
  return Number.isFinite(n) ? Math.max(0, Math.min(max, n)) : 0
}
