// CONTRIBUTING.md, "Engine": one entry point; each action goes to one validator and one applier in rules/.
import { CHOICE_ACTIONS, type Action, type ActionType } from './actions.ts'
import { parseAction } from './actionSchema.ts'
import { wasIssued } from './issuedActions.ts'
import { catalog, type Catalog } from './catalog.ts'
import type { GameEvent } from './events.ts'
import { workingCopy, type GameState } from './state.ts'
import { violation, type Violation } from './violations.ts'
import type { Ctx } from './core/ctx.ts'
import { settle } from './core/resolution.ts'
import { applyAbandonAdventure, validateAbandonAdventure } from './rules/abandonAdventure.ts'
import { applyAssist, validateAssist } from './rules/assist.ts'
import { applyBuySouvenir, validateBuySouvenir } from './rules/buySouvenir.ts'
import { applyChooseAssistPenalty, validateChooseAssistPenalty } from './rules/chooseAssistPenalty.ts'
import { applyChooseInvestigator, validateChooseInvestigator } from './rules/chooseInvestigator.ts'
import { applyChooseItemsToDiscard, validateChooseItemsToDiscard } from './rules/chooseItemsToDiscard.ts'
import { applyChooseMaximum, validateChooseMaximum } from './rules/chooseMaximum.ts'
import { applyChooseMonsterSpot, validateChooseMonsterSpot } from './rules/chooseMonsterSpot.ts'
import { applyChooseTrophies, validateChooseTrophies } from './rules/chooseTrophies.ts'
import { applyCastSpell, validateCastSpell } from './rules/castSpell.ts'
import { applyCompleteTask, validateCompleteTask } from './rules/completeTask.ts'
import { applyReportRoll, validateReportRoll } from './rules/reportRoll.ts'
import { applyDiscardDie, validateDiscardDie } from './rules/discardDie.ts'
import { applyFailRoll, validateFailRoll } from './rules/failRoll.ts'
import { applyFirstAid, validateFirstAid } from './rules/firstAid.ts'
import { applyFocusDie, validateFocusDie } from './rules/focusDie.ts'
import { applyMoveTo, validateMoveTo } from './rules/moveTo.ts'
import { applyReleaseSpellDie, validateReleaseSpellDie } from './rules/releaseSpellDie.ts'
import { applyRollDice, validateRollDice } from './rules/rollDice.ts'
import { applySearchLostAndFound, validateSearchLostAndFound } from './rules/searchLostAndFound.ts'
import { applySpendClue, validateSpendClue } from './rules/spendClue.ts'
import { applyUseAbility, validateUseAbility } from './rules/useAbility.ts'
import { applyUseCard, validateUseCard } from './rules/useCard.ts'

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly violation: Violation }

type Rule<A> = {
  readonly validate: (s: GameState, a: A, cat: Catalog) => Violation | null
  readonly apply: (ctx: Ctx, a: A) => void
}

/** One validator and one applier per action; the mapped type makes the table exhaustive (built once, not per call). */
const RULES: { readonly [K in ActionType]: Rule<Extract<Action, { type: K }>> } = {
  moveTo: { validate: validateMoveTo, apply: applyMoveTo },
  rollDice: { validate: validateRollDice, apply: applyRollDice },
  reportRoll: { validate: validateReportRoll, apply: applyReportRoll },
  completeTask: { validate: validateCompleteTask, apply: applyCompleteTask },
  failRoll: { validate: validateFailRoll, apply: applyFailRoll },
  discardDie: { validate: validateDiscardDie, apply: applyDiscardDie },
  focusDie: { validate: validateFocusDie, apply: applyFocusDie },
  assist: { validate: validateAssist, apply: applyAssist },
  castSpell: { validate: validateCastSpell, apply: applyCastSpell },
  releaseSpellDie: { validate: validateReleaseSpellDie, apply: applyReleaseSpellDie },
  spendClue: { validate: validateSpendClue, apply: applySpendClue },
  useCard: { validate: validateUseCard, apply: applyUseCard },
  useAbility: { validate: validateUseAbility, apply: applyUseAbility },
  abandonAdventure: { validate: validateAbandonAdventure, apply: applyAbandonAdventure },
  firstAid: { validate: validateFirstAid, apply: applyFirstAid },
  searchLostAndFound: { validate: validateSearchLostAndFound, apply: applySearchLostAndFound },
  buySouvenir: { validate: validateBuySouvenir, apply: applyBuySouvenir },
  chooseMonsterSpot: { validate: validateChooseMonsterSpot, apply: applyChooseMonsterSpot },
  chooseTrophies: { validate: validateChooseTrophies, apply: applyChooseTrophies },
  chooseItemsToDiscard: { validate: validateChooseItemsToDiscard, apply: applyChooseItemsToDiscard },
  chooseInvestigator: { validate: validateChooseInvestigator, apply: applyChooseInvestigator },
  chooseAssistPenalty: { validate: validateChooseAssistPenalty, apply: applyChooseAssistPenalty },
  chooseMaximum: { validate: validateChooseMaximum, apply: applyChooseMaximum },
}

function rule(action: Action): Rule<never> {
  const found = RULES[action.type] as Rule<never> | undefined
  if (!found) throw new Error(`engine: unknown action ${JSON.stringify(action)}`)
  return found
}

/** While a choice is pending, only its answer is accepted (revised rulebook: the choices come first). */
function waitingForChoice(state: GameState, action: Action): Violation | null {
  const head = state.pendingChoices[0]
  if (!head || state.status !== 'playing' || (CHOICE_ACTIONS as readonly string[]).includes(action.type)) return null
  return violation('CHOICE_PENDING', `Player ${head.player + 1} must first make a choice (${head.kind}).`)
}

/**
 * The legality query for an action the engine built itself (legalActions, the bot, the odds): typed, so not
 * parsed again. Anything from outside goes through `checkAction`.
 */
export function checkTrusted(state: GameState, action: Action): Violation | null {
  return waitingForChoice(state, action) ?? rule(action).validate(state, action as never, catalog(state))
}

/**
 * The legality query: why this value would be rejected now, or null when it is legal. Total: any JSON value is
 * parsed first (actionSchema.ts; the objects legalActions just returned skip it, issuedActions.ts), so one that is
 * no action at all gets MALFORMED_ACTION naming the field.
 */
export function checkAction(state: GameState, action: unknown): Violation | null {
  if (wasIssued(action)) return checkTrusted(state, action)
  const parsed = parseAction(action)
  return parsed.ok ? checkTrusted(state, parsed.value) : parsed.error
}

/**
 * Plays one action. Total: any JSON value is parsed first (as in `checkAction`), so a saved file, a shared link or
 * the network can send anything; a malformed or illegal action changes nothing and says why (VIOLATION_CODES).
 */
export function applyAction(state: GameState, action: unknown): ApplyResult {
  if (wasIssued(action)) return applyTrusted(state, action)
  const parsed = parseAction(action)
  return parsed.ok ? applyTrusted(state, parsed.value) : { ok: false, violation: parsed.error }
}

/** Plays a well-formed action (parsed, or built by the engine itself). */
function applyTrusted(state: GameState, action: Action): ApplyResult {
  const r = rule(action)
  const cat = catalog(state)
  const bad = waitingForChoice(state, action) ?? r.validate(state, action as never, cat)
  if (bad) return { ok: false, violation: bad }
  const ctx: Ctx = { s: workingCopy(state), events: [], cat }
  r.apply(ctx, action as never)
  settle(ctx)
  ctx.s.seq++
  const offered = ctx.s.pendingChoices[0]
  if (offered && (action.type.startsWith('choose') || !state.pendingChoices[0]))
    ctx.events.push({ type: 'choiceOffered', kind: offered.kind, player: offered.player })
  return { ok: true, state: ctx.s as GameState, events: ctx.events }
}
