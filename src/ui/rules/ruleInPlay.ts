// Which rule the table is at: the game's phase, its pending choice or its roll's stage, mapped to a section of
// docs/rules.md (its anchor) and, where one ruling says it all, that ruling. Pure, so the map is unit-tested.
import type { Action, GameState, PendingChoice } from '../../engine/index.ts'

/** A place in the rules page: a section's anchor and, where it helps, one ruling inside it (`R6.7`). */
export type RulePlace = { readonly anchor: string; readonly ruling: string | null }

const place = (anchor: string, ruling: string | null = null): RulePlace => ({ anchor, ruling })

const CHOICE_RULES: Readonly<Record<PendingChoice['kind'], RulePlace>> = {
  placeMonster: place('monsters', 'R10.1'),
  loseTrophies: place('entrance', 'R11.5'),
  discardItems: place('entrance', 'R11.6'),
  chooseInvestigator: place('devoured', 'R14.3'),
  assistPenalty: place('securing', 'R7.5'),
  reduceMaximum: place('battle', 'R13.7'),
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
      return place('battle', 'R13.2')
    case 'movement':
      return place('turn', 'R5.2')
    case 'entrance':
      return place('entrance')
    case 'clock':
      return place('midnight', 'R12.3')
    case 'resolution': {
      if (phase.target.kind === 'ancientOne') return place('battle', 'R13.5')
      switch (phase.stage) {
        case 'rolling':
          return place('resolution', 'R6.2')
        case 'rolled':
          return place('resolution', 'R6.3')
        case 'discarding':
          return place('resolution', 'R6.7')
        case 'ready':
          if (legal.some((a) => a.type === 'focusDie' || a.type === 'assist')) return place('securing', 'R7.1')
          return place('resolution', 'R6.1')
      }
    }
  }
}
