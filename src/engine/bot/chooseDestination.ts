// Revised rulebook, "Movement Phase": where the bot goes. It weighs each card in play by the chance to
// resolve it times what the rewards are worth, less the penalties (and terror) it risks, against the best
// thing it could do at the entrance (first aid, a souvenir, the lost & found) in the same currency.
import type { Catalog } from '../catalog.ts'
import type { GameState, Location } from '../state.ts'
import { cardOdds } from './cardOdds.ts'
import { entranceOptions, TROPHY_VALUE } from './chooseEntranceAction.ts'
import { effectsValue, valueContext, type ValueContext } from './effectValue.ts'

/** The bot's value of going to `cardId` now: the chance times the rewards, less the penalties and terror risked. */
export function cardScore(state: GameState, cat: Catalog, cardId: string, v: ValueContext): number {
  const card = cat.adventure(cardId)
  const odds = cardOdds(state, cat, cardId)
  const board = state.board.find((b) => b.cardId === cardId)
  const monsterTrophies = (board?.monsters ?? [])
    .filter((m) => !m.defeated)
    .reduce((n, m) => n + cat.monster(m.monsterId).trophies, 0)
  const gain = effectsValue(card.rewards, v) + (card.trophies + monsterTrophies) * TROPHY_VALUE
  const loss = effectsValue(card.penalties, v)
  const terror = card.terror.length > 0 ? effectsValue(card.terror, v) * 0.6 : 0
  return odds * gain + (1 - odds) * (loss + terror)
}

/** The best destination for the active player now. */
export function chooseDestination(state: GameState, cat: Catalog): Location {
  const ao = cat.ancientOne(state.ancientOne)
  const v = valueContext(state, ao.doomTrack.length, ao.elderSigns)
  let best: { cardId: string; score: number } | null = null
  for (const b of state.board) {
    const score = cardScore(state, cat, b.cardId, v)
    if (!best || score > best.score) best = { cardId: b.cardId, score }
  }
  const entrance = entranceOptions(state, cat)[0]?.score ?? 0
  if (!best || entrance >= best.score) return { kind: 'entrance' }
  return { kind: 'card', cardId: best.cardId }
}
