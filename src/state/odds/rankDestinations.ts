// The move advice: every destination of the Movement phase ranked by the bot's value of going there
// (engine/bot/chooseDestination.ts: the chance times what the rewards are worth, less the penalties and terror
// risked, against the best thing to do at the entrance), each card with its exact chance (tableOdds.ts).
import { catalogFor, type GameState, type Location } from '../../engine/index.ts'
import { cardScore } from '../../engine/bot/chooseDestination.ts'
import { entranceOptions } from '../../engine/bot/chooseEntranceAction.ts'
import { valueContext } from '../../engine/bot/effectValue.ts'
import { cardChance } from './tableOdds.ts'

export type Destination = {
  readonly to: Location
  /** The bot's value of going there (its own currency: only the order means something to a player). */
  readonly value: number
  /** The exact chance of resolving the card from there; null for the entrance. */
  readonly odds: number | null
}

/** Every destination, best first; empty outside the Movement phase. */
export function rankDestinations(state: GameState): readonly Destination[] {
  if (state.status !== 'playing' || state.phase.kind !== 'movement' || state.pendingChoices.length > 0) return []
  const cat = catalogFor(state.content)
  const ao = cat.ancientOne(state.ancientOne)
  const v = valueContext(state, ao.doomTrack.length, ao.elderSigns)
  const cards: Destination[] = state.board.map((b) => ({
    to: { kind: 'card', cardId: b.cardId },
    value: cardScore(state, cat, b.cardId, v),
    odds: cardChance(state, b.cardId)?.odds ?? null,
  }))
  const entrance: Destination = {
    to: { kind: 'entrance' },
    value: entranceOptions(state, cat)[0]?.score ?? 0,
    odds: null,
  }
  return [...cards, entrance].sort((a, b) => b.value - a.value)
}
