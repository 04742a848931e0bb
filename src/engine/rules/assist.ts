// Revised rulebook, "Requesting Assistance": once per roll, from an investigator on the same card, each
// investigator once per turn; if the adventure fails each helper pays 1 sanity or 1 stamina, chosen then
// (a pending choice, rules/chooseAssistPenalty.ts). Battle: no assistance. docs/rules.md#first-printing — no once-per-turn limit, one die per marker.
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { secureWindow } from './focusDie.ts'
import { inBattle, resolution } from './guards.ts'

type Assist = Extract<Action, { type: 'assist' }>

export function validateAssist(state: GameState, action: Assist): Violation | null {
  if (inBattle(state)) return violation('NO_ASSISTANCE_IN_BATTLE', 'No assistance while battling the Ancient One.')
  const bad = secureWindow(state)
  if (bad) return bad
  const phase = resolution(state)
  const helper = state.players[action.helper]
  const here = phase.target.kind === 'card' ? phase.target.cardId : null
  if (
    !helper ||
    action.helper === state.turn.player ||
    helper.status !== 'active' ||
    helper.location.kind !== 'card' ||
    helper.location.cardId !== here
  )
    return violation('HELPER_NOT_HERE', 'Only another investigator on this card can assist you.')
  if (state.ruleset === 'revised' && state.turn.helpersUsed.includes(action.helper))
    return violation('HELPER_ALREADY_ASSISTED', 'Each investigator can assist only once per turn.')
  if (state.dice.some((d) => d.at.kind === 'marker' && d.at.player === action.helper))
    return violation('MARKER_OCCUPIED', "That investigator's marker already holds a die.")
  const die = state.dice[action.dieId]
  if (!die || die.at.kind !== 'pool' || die.face === null)
    return violation('DIE_NOT_AVAILABLE', 'Give a die from your dice pool.')
  return null
}

export function applyAssist(ctx: Ctx, action: Assist): void {
  const { s } = ctx
  const phase = resolution(s)
  const die = s.dice[action.dieId]
  if (!die) throw new Error('engine: no such die')
  die.at = { kind: 'marker', player: action.helper }
  phase.securedThisRoll = true
  if (!phase.helpers.includes(action.helper)) phase.helpers.push(action.helper)
  s.turn.helpersUsed.push(action.helper)
  emit(ctx, { type: 'dieFocused', dieId: die.id, player: action.helper })
}
