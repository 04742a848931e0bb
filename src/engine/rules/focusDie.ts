// Revised rulebook, "Focusing" (only after a failed roll, once per turn), "Requesting Assistance" note (focus
// or assist after each failed roll, not both); battle: no focusing. docs/rules.md#first-printing — one die
// per marker, no once-per-turn limit. Mythos `noFocus` is a named Golden Rule hook.
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { catalog } from '../catalog.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { inBattle, needStage, resolution } from './guards.ts'

type FocusDie = Extract<Action, { type: 'focusDie' }>

/** The window after a failed roll's discard in which one die may be focused or given to a helper. */
export function secureWindow(state: GameState): Violation | null {
  const bad = needStage(state, ['ready'])
  if (bad) return bad
  const phase = resolution(state)
  if (!phase.afterFailedRoll)
    return violation(
      'NOT_AFTER_FAILED_ROLL',
      'You can focus or ask for help only right after discarding for a failed roll.',
    )
  if (phase.securedThisRoll)
    return violation('ALREADY_SECURED_THIS_ROLL', 'You already focused or received help after this roll.')
  return null
}

function forbidden(state: GameState): boolean {
  return state.mythos !== null && !state.awakened && catalog(state).mythos(state.mythos).noFocus
}

export function validateFocusDie(state: GameState, action: FocusDie): Violation | null {
  if (inBattle(state)) return violation('NO_FOCUS_IN_BATTLE', 'No focusing while battling the Ancient One.')
  const bad = secureWindow(state)
  if (bad) return bad
  if (forbidden(state)) return violation('FOCUS_FORBIDDEN', 'The current Mythos card forbids focusing.')
  if (state.ruleset === 'revised' && state.turn.focused)
    return violation('ALREADY_FOCUSED', 'You can focus only once per turn.')
  if (
    state.ruleset === 'first-printing' &&
    state.dice.some((d) => d.at.kind === 'marker' && d.at.player === state.turn.player)
  )
    return violation('MARKER_OCCUPIED', 'Your marker already holds a die.')
  const die = state.dice[action.dieId]
  if (!die || die.at.kind !== 'pool' || die.face === null)
    return violation('DIE_NOT_AVAILABLE', 'Focus a die from your dice pool.')
  return null
}

export function applyFocusDie(ctx: Ctx, action: FocusDie): void {
  const { s } = ctx
  const die = s.dice[action.dieId]
  if (!die) throw new Error('engine: no such die')
  die.at = { kind: 'marker', player: s.turn.player }
  s.turn.focused = true
  resolution(s).securedThisRoll = true
  emit(ctx, { type: 'dieFocused', dieId: die.id, player: s.turn.player })
}
