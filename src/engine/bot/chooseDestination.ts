// Revised rulebook, "Movement Phase": where the bot goes. It weighs each card in play by the chance to
// resolve it (with what terror would do during the attempt: cardOdds.ts) times what the rewards are worth, less
// the penalties (and terror) it risks, against the best thing it could do at the entrance (first aid, a
// souvenir, the lost & found) in the same currency.
import type { Catalog } from '../catalog.ts'
import type { GameState, Location } from '../state.ts'
import { cardOdds, cardOddsBound } from './cardOdds.ts'
import { entranceOptions, TROPHY_VALUE } from './chooseEntranceAction.ts'
import { effectsValue, valueContext, type ValueContext } from './effectValue.ts'

/** The value of going to `cardId` as a function of the chance to resolve it. */
function scoreOf(state: GameState, cat: Catalog, cardId: string, v: ValueContext): (odds: number) => number {
  const card = cat.adventure(cardId)
  const board = state.board.find((b) => b.cardId === cardId)
  const monsterTrophies = (board?.monsters ?? [])
    .filter((m) => !m.defeated)
    .reduce((n, m) => n + cat.monster(m.monsterId).trophies, 0)
  const gain = effectsValue(card.rewards, v) + (card.trophies + monsterTrophies) * TROPHY_VALUE
  const loss = effectsValue(card.penalties, v)
  const terror = card.terror.length > 0 ? effectsValue(card.terror, v) * 0.6 : 0
  return (odds) => odds * gain + (1 - odds) * (loss + terror)
}

/** The bot's value of going to `cardId` now: the chance times the rewards, less the penalties and terror risked. */
export function cardScore(state: GameState, cat: Catalog, cardId: string, v: ValueContext): number {
  return scoreOf(state, cat, cardId, v)(cardOdds(state, cat, cardId))
}

/**
 * The best destination for the active player now: the card of the highest cardScore (the first in board order
 * on a tie) unless the entrance is worth as much. The odds with terror cost a solve per card and terror model;
 * the odds without bound them from above (cardOddsBound), so a card whose bound cannot beat the best value found
 * so far is not solved with terror — the same choice as valuing every card, for less.
 */
export function chooseDestination(state: GameState, cat: Catalog): Location {
  const ao = cat.ancientOne(state.ancientOne)
  const v = valueContext(state, ao.doomTrack.length, ao.elderSigns)
  const cards = state.board.map((b, index) => {
    const score = scoreOf(state, cat, b.cardId, v)
    // The value grows with the odds unless failing is worth more than resolving: then no bound.
    const bound = score(1) >= score(0) ? score(cardOddsBound(state, cat, b.cardId)) : Infinity
    return { cardId: b.cardId, index, score, bound }
  })
  let best: { cardId: string; index: number; score: number } | null = null
  for (const c of [...cards].sort((a, b) => b.bound - a.bound || a.index - b.index)) {
    if (best && (c.bound < best.score || (c.bound === best.score && c.index > best.index))) continue
    const score = c.score(cardOdds(state, cat, c.cardId))
    if (!best || score > best.score || (score === best.score && c.index < best.index))
      best = { cardId: c.cardId, index: c.index, score }
  }
  const entrance = entranceOptions(state, cat)[0]?.score ?? 0
  if (!best || entrance >= best.score) return { kind: 'entrance' }
  return { kind: 'card', cardId: best.cardId }
}
