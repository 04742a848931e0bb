// Revised rulebook, "Monsters": "If a monster appears and there are multiple available monster tasks in the play
// area, the player chooses one available monster task"; with none, "the player chooses any Adventure or Other World
// card and places the monster marker below the bottom task" (revised: as evenly as possible); "If an adventure's
// reward causes a monster to appear, the player may place the monster marker on the incoming Adventure card."
import type { Action } from '../actions.ts'
import type { GameState } from '../state.ts'
import { violation, type Violation } from '../violations.ts'
import type { Ctx } from '../core/ctx.ts'
import { placeMonster } from '../core/monsters.ts'
import { pendingOf } from './guards.ts'

type ChooseMonsterSpot = Extract<Action, { type: 'chooseMonsterSpot' }>

export function validateChooseMonsterSpot(state: GameState, action: ChooseMonsterSpot): Violation | null {
  const { choice, bad } = pendingOf(state, 'placeMonster')
  if (bad) return bad
  if (!choice.spots.some((x) => x.cardId === action.cardId && x.row === action.row))
    return violation('NOT_AN_OPTION', 'The monster cannot go there: choose one of the highlighted spots.')
  return null
}

export function applyChooseMonsterSpot(ctx: Ctx, action: ChooseMonsterSpot): void {
  const choice = ctx.s.pendingChoices.shift()
  if (choice?.kind !== 'placeMonster') throw new Error('engine: no monster to place')
  placeMonster(ctx, choice.monsterId, { cardId: action.cardId, row: action.row })
}
