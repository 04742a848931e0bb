// CONTRIBUTING.md, "Engine" (chessops style): untrusted data — a saved file, a shared link, the network — becomes an
// Action only through this schema. It mirrors the Action union in actions.ts; the assertion at the bottom
// fails to compile if the two drift apart.
import { z } from 'zod'
import type { Action, ActionType } from './actions.ts'
import { FACES } from './dice.ts'
import { issueMessage } from './issueMessage.ts'
import { err, ok, type Result } from './result.ts'
import { violation, type Violation } from './violations.ts'

/** Bounds on what an action may carry: far above anything the rules use, low enough that parsing stays cheap. */
export const ACTION_LIMITS = {
  /** Dice named by one action (a roll, a task, a reroll): there are eight dice. */
  dice: 8,
  /** Trophies paid or lost at once. */
  trophies: 64,
  /** Items discarded at once. */
  items: 32,
  /** Characters in a card, task or investigator id. */
  idLength: 64,
} as const

const wholeNumber = 'expected a whole number ≥ 0'
const id = z
  .string({ error: 'expected an id (text)' })
  .min(1, 'expected an id, not empty text')
  .max(ACTION_LIMITS.idLength, `expected an id of at most ${ACTION_LIMITS.idLength} characters`)
const index = z.int({ error: wholeNumber }).min(0, wholeNumber)
const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item, { error: `expected a list of ${what}` }).max(max, `expected at most ${max} ${what}`)
const dice = list(index, ACTION_LIMITS.dice, 'dice')
const trophies = list(id, ACTION_LIMITS.trophies, 'trophies')
const stat = z.enum(['sanity', 'stamina'])
const face = z.enum(FACES)

const location = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('entrance') }),
  z.strictObject({ kind: z.literal('card'), cardId: id }),
  z.strictObject({ kind: z.literal('ancientOne') }),
])
const useTarget = z.strictObject({ dice: dice.exactOptional(), monsterId: id.exactOptional() })

/** One strict object per action type: a missing, mistyped or extra field is refused. */
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('moveTo'), to: location }),
  z.strictObject({ type: z.literal('rollDice') }),
  z.strictObject({ type: z.literal('reportRoll'), rollId: index, faces: list(face, ACTION_LIMITS.dice, 'dice') }),
  z.strictObject({ type: z.literal('completeTask'), taskId: id, dice }),
  z.strictObject({ type: z.literal('failRoll') }),
  z.strictObject({ type: z.literal('discardDie'), dieId: index }),
  z.strictObject({ type: z.literal('focusDie'), dieId: index }),
  z.strictObject({ type: z.literal('assist'), helper: index, dieId: index }),
  z.strictObject({ type: z.literal('castSpell'), spellId: id, dieId: index.nullable() }),
  z.strictObject({ type: z.literal('releaseSpellDie'), dieId: index }),
  z.strictObject({ type: z.literal('spendClue'), dice }),
  z.strictObject({ type: z.literal('useCard'), cardId: id, target: useTarget.exactOptional() }),
  z.strictObject({ type: z.literal('useAbility'), target: useTarget.exactOptional() }),
  z.strictObject({ type: z.literal('abandonAdventure') }),
  z.strictObject({
    type: z.literal('firstAid'),
    choice: z.enum(['freeSanity', 'freeStamina', 'free', 'allSanity', 'allStamina', 'all']),
    trophies,
  }),
  z.strictObject({ type: z.literal('searchLostAndFound') }),
  z.strictObject({ type: z.literal('buySouvenir'), souvenirId: id, trophies }),
  // row -1 is the spot below a card's bottom task (state.ts, MonsterSpot)
  z.strictObject({
    type: z.literal('chooseMonsterSpot'),
    cardId: id,
    row: z.int({ error: 'expected a whole number ≥ -1' }).min(-1, 'expected a whole number ≥ -1'),
  }),
  z.strictObject({ type: z.literal('chooseTrophies'), trophies }),
  z.strictObject({ type: z.literal('chooseItemsToDiscard'), items: list(id, ACTION_LIMITS.items, 'items') }),
  z.strictObject({ type: z.literal('chooseInvestigator'), investigatorId: id }),
  z.strictObject({ type: z.literal('chooseAssistPenalty'), helper: index, penalty: stat }),
  z.strictObject({ type: z.literal('chooseMaximum'), stat }),
])

/** The action types, in the schema's order. */
export const ACTION_TYPES: readonly ActionType[] = actionSchema.options.map((o) => o.shape.type.value)

/**
 * Turns any value into an Action, or MALFORMED_ACTION naming the first fields that are wrong. Never throws on
 * JSON data. The Action returned is a fresh copy: later changes to `value` do not reach it.
 */
export function parseAction(value: unknown): Result<Action, Violation> {
  const parsed = actionSchema.safeParse(value)
  if (parsed.success) return ok(parsed.data)
  // Parsed again to quote what was received: reportInput is several times slower, so only on the error path.
  const issues = actionSchema.safeParse(value, { reportInput: true }).error?.issues ?? parsed.error.issues
  const type = (value as { type?: unknown } | null)?.type
  const root = typeof type === 'string' && (ACTION_TYPES as readonly string[]).includes(type) ? type : 'action'
  return err(violation('MALFORMED_ACTION', issueMessage('Malformed action', root, issues)))
}

// Compile-time: for every action type, the schema's type is exactly the Action type (readonly aside, optional and
// nested fields included), and the schema knows no other type. On drift, `noDrift` fails to compile; hover `Drift`
// for the action types that differ.
type Parsed = z.infer<typeof actionSchema>
type Writable<T> = T extends readonly (infer U)[]
  ? Writable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Writable<T[K]> }
    : T
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Matches = { [K in ActionType]: Same<Extract<Parsed, { type: K }>, Writable<Extract<Action, { type: K }>>> }
type Drift =
  { [K in ActionType]: Matches[K] extends true ? never : K }[ActionType] | Exclude<Parsed['type'], ActionType>
const noDrift: [Drift] extends [never] ? true : Drift = true
void noDrift
