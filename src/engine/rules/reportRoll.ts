// Revised rulebook, "Rolling the Dice", "Search the Lost & Found"; CONTRIBUTING.md: results enter as data tagged
// with their roll, so a late report for an old roll is rejected and replay never re-runs physics.
import type { Action } from '../actions.ts'
import { DIE_FACES } from '../dice.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { applyEffects } from '../core/effects.ts'
import { finishResolution } from '../core/resolution.ts'
import { rollFaces } from '../rng.ts'
import { gameOver } from './guards.ts'

type ReportRoll = Extract<Action, { type: 'reportRoll' }>

function pending(state: GameState): { rollId: number; dice: readonly number[] } | null {
  const phase = state.phase
  if ((phase.kind === 'resolution' || phase.kind === 'entrance') && phase.stage === 'rolling')
    return { rollId: phase.rollId, dice: phase.pendingDice }
  return null
}

export function validateReportRoll(state: GameState, action: ReportRoll): Violation | null {
  const over = gameOver(state)
  if (over) return over
  const roll = pending(state)
  if (!roll) return violation('STALE_ROLL', 'No dice are being rolled now.')
  if (action.rollId !== roll.rollId) return violation('STALE_ROLL', 'That result answers an earlier roll.')
  if (action.faces.length !== roll.dice.length)
    return violation(
      'BAD_ROLL_RESULT',
      `This roll has ${roll.dice.length} dice but ${action.faces.length} results came.`,
    )
  for (let i = 0; i < roll.dice.length; i++) {
    const die = state.dice[roll.dice[i] as number]
    if (!die || !DIE_FACES[die.color].includes(action.faces[i] as never))
      return violation('BAD_ROLL_RESULT', `A ${die?.color ?? 'missing'} die cannot show ${String(action.faces[i])}.`)
  }
  return null
}

/** The result the game's own generator gives the pending roll (reduced motion, bots, tests). */
export function seededRoll(state: GameState): ReportRoll | null {
  const roll = pending(state)
  if (!roll) return null
  const colors = roll.dice.map((id) => (state.dice[id] as { color: 'green' }).color)
  return { type: 'reportRoll', rollId: roll.rollId, faces: rollFaces(state.rng, colors).faces }
}

export function applyReportRoll(ctx: Ctx, action: ReportRoll): void {
  const { s } = ctx
  const phase = s.phase
  if (phase.kind !== 'resolution' && phase.kind !== 'entrance') throw new Error('engine: no pending roll')
  const dice = phase.pendingDice
  s.rng = rollFaces(
    s.rng,
    dice.map((id) => (s.dice[id] as { color: 'green' }).color),
  ).rng
  dice.forEach((id, i) => ((s.dice[id] as { face: unknown }).face = action.faces[i]))
  emit(ctx, { type: 'diceRolled', rollId: action.rollId, dice, faces: action.faces })
  phase.pendingDice = []
  if (phase.kind === 'resolution') {
    phase.stage = 'rolled'
    return
  }
  const face = action.faces[0]
  const chart = ctx.cat.content.entrance.lostAndFound
  const effects = face && face in chart ? chart[face as keyof typeof chart] : []
  for (const id of dice) Object.assign(s.dice[id] as object, { face: null })
  applyEffects(ctx, effects, s.turn.player, null)
  finishResolution(ctx)
}
