// Revised rulebook, "Items" (adding the yellow or red die; a discarded one not again that turn), "Regaining
// Sanity and Stamina", "Defeating Monsters with Items and Spells", "Investigator Abilities";
// docs/rules.md#first-printing "items adding dice" row. Shared by items, spells, allies and abilities.
import type { UseTarget } from '../actions.ts'
import type { UseEffect } from '../content.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import { emit, type Ctx } from '../core/ctx.ts'
import { applyEffects } from '../core/effects.ts'
import { collectMonster } from '../core/collectMonster.ts'
import { gameOver, needStage } from './guards.ts'
import { validRerollSet } from './spendClue.ts'
import { startReroll } from './rollDice.ts'

function notWhileRolling(state: GameState): Violation | null {
  const over = gameOver(state)
  if (over) return over
  const phase = state.phase
  if ((phase.kind === 'resolution' || phase.kind === 'entrance') && phase.stage === 'rolling')
    return violation('WRONG_PHASE', 'Wait for the dice to settle.')
  if (phase.kind === 'entrance' || phase.kind === 'over')
    return violation('WRONG_PHASE', 'Cards cannot be used at the entrance.')
  return null
}

export function validateUse(state: GameState, use: UseEffect, target: UseTarget | undefined): Violation | null {
  switch (use.kind) {
    case 'addDie': {
      // docs/rules.md#first-printing "items adding dice": revised — any time during your turn (while you have a dice pool: the
      // die joins the next roll); first printing — before a roll while on an adventure.
      const bad = needStage(state, state.ruleset === 'revised' ? ['ready', 'rolled', 'discarding'] : ['ready'])
      if (bad) return bad
      if (state.ruleset === 'revised' && state.turn.spentColors.includes(use.color))
        return violation(
          'DIE_UNAVAILABLE_THIS_TURN',
          `The ${use.color} die was discarded this turn and cannot be added again.`,
        )
      const die = state.dice.find((d) => d.color === use.color)
      if (!die || die.at.kind !== 'idle')
        return violation('DIE_NOT_AVAILABLE', `The ${use.color} die is locked, secured or already in your pool.`)
      return null
    }
    case 'reroll':
      return needStage(state, ['rolled']) ?? validRerollSet(state, target?.dice ?? [])
    case 'secureDie':
      return violation('CARD_CANNOT_BE_USED_NOW', 'Cast securing spells after a roll with castSpell.')
    case 'defeatMonster': {
      const bad = notWhileRolling(state)
      if (bad) return bad
      const id = target?.monsterId
      const found = state.board.some((b) => b.monsters.some((m) => m.monsterId === id && !m.defeated))
      return found ? null : violation('BAD_TARGET', 'Choose a monster in play that is not yet defeated.')
    }
    case 'effects':
      return notWhileRolling(state)
  }
}

export function applyUse(ctx: Ctx, use: UseEffect, target: UseTarget | undefined): void {
  const { s } = ctx
  switch (use.kind) {
    case 'addDie': {
      const die = s.dice.find((d) => d.color === use.color)
      if (!die) throw new Error('engine: missing die')
      die.at = { kind: 'pool' }
      emit(ctx, { type: 'dieAddedToPool', dieId: die.id })
      return
    }
    case 'reroll':
      return startReroll(ctx, target?.dice ?? [])
    case 'secureDie':
      throw new Error('engine: secureDie goes through castSpell')
    case 'defeatMonster':
      return defeat(ctx, target?.monsterId ?? '')
    case 'effects':
      return applyEffects(ctx, use.effects, s.turn.player, null)
  }
}

function defeat(ctx: Ctx, monsterId: string): void {
  const { s } = ctx
  for (const card of s.board) for (const m of card.monsters) if (m.monsterId === monsterId) m.defeated = true
  const phase = s.phase
  if (phase.kind === 'resolution') phase.collected.push(monsterId)
  else collectMonster(ctx, s.turn.player, monsterId)
}
