// Which rule the table is at: the game's phase, its pending choice or its roll's stage, mapped to a section of the
// player's rules (docs/playing.md). Pure, so the map is unit-tested.
import type { Action, GameState, PendingChoice } from '../../engine/index.ts'
import type { PlayerSectionId } from './playerSections.ts'

/** A place in the player's rules: the section to open at. */
export type RulePlace = { readonly anchor: PlayerSectionId }

const place = (anchor: PlayerSectionId): RulePlace => ({ anchor })

const CHOICE_RULES: Readonly<Record<PendingChoice['kind'], RulePlace>> = {
  placeMonster: place('monsters'),
  loseTrophies: place('entrance'),
  discardItems: place('help'),
  chooseInvestigator: place('health'),
  assistPenalty: place('focus'),
  reduceMaximum: place('ancient-one'),
}

/**
 * The rule in play: a pending choice first (it holds everything else up), then the phase — the move, the roll
 * and what follows it, the entrance, the clock — and the battle once the Ancient One has awoken. `legal` (the
 * engine's legal actions now) tells the moment after a discard, when a die may be focused, from a plain roll.
 */
export function ruleInPlay(state: GameState, legal: readonly Action[]): RulePlace {
  const choice = state.pendingChoices[0]
  if (choice) return CHOICE_RULES[choice.kind]
  const phase = state.phase
  switch (phase.kind) {
    case 'over':
      return place('end')
    case 'movement':
      return place('turn')
    case 'entrance':
      return place('entrance')
    case 'clock':
      return place('clock')
    case 'resolution': {
      if (phase.target.kind === 'ancientOne') return place('ancient-one')
      switch (phase.stage) {
        case 'rolling':
        case 'rolled':
          return place('rolling')
        case 'discarding':
          return place('failing')
        case 'ready':
          if (legal.some((a) => a.type === 'focusDie' || a.type === 'assist')) return place('focus')
          return place('rolling')
      }
    }
  }
}
