// Revised rulebook, "Investigator Abilities" and the Golden Rule: an investigator's passive ability changes a rule
// for that investigator only, through these named hooks (content.ts, PassiveAbility), never by card id.
import type { Catalog } from '../catalog.ts'
import type { PassiveAbility } from '../content.ts'
import type { GameState } from '../state.ts'

/** Whether the investigator seated at `player` has this passive ability. */
export function hasPassive(state: GameState, cat: Catalog, player: number, passive: PassiveAbility): boolean {
  const p = state.players[player]
  if (!p || p.status !== 'active' || p.investigatorId === null) return false
  const ability = cat.investigator(p.investigatorId).ability
  return ability.frequency === 'passive' && ability.passive === passive
}
