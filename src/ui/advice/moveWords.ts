// The move advice in words: what each card puts at stake, and — when the list's order is not the order of the
// chances — why a card with a lower chance ranks first. The order itself is the bot's (state/odds/rankDestinations.ts);
// these words only explain it.
import type { Destination } from '../../state/odds/rankDestinations.ts'
import { percent } from '../../state/odds/adviceWords.ts'
import type { Catalog } from '../log/cardName.ts'
import { effectsWords } from '../zoom/effectWords.ts'

/** What resolving a card wins and what failing it costs, in a few words. */
export type Stakes = { readonly wins: string; readonly costs: string }

export function stakesOf(cat: Catalog, cardId: string): Stakes {
  const card = cat.adventure(cardId)
  const trophies = card.trophies > 0 ? [`earn ${card.trophies} ${card.trophies === 1 ? 'trophy' : 'trophies'}`] : []
  const rewards = card.rewards.length > 0 ? [effectsWords(card.rewards)] : []
  const terror = card.terror.length > 0 ? [`on terror ${effectsWords(card.terror)}`] : []
  return {
    wins: [...rewards, ...trophies].join('; ') || 'gain nothing',
    costs: [card.penalties.length > 0 ? effectsWords(card.penalties) : 'nothing', ...terror].join('; '),
  }
}

/**
 * Why the first destination ranks first, when a card further down has the better chance (at least half a point
 * better); null when the order already follows the chances. `chanceOf` is the chance the list shows for a card.
 */
export function whyFirst(
  ranked: readonly Destination[],
  chanceOf: (cardId: string) => number | null,
  nameOf: (cardId: string) => string,
  stakes: (cardId: string) => Stakes,
): string | null {
  const top = ranked[0]
  if (!top) return null
  if (top.to.kind !== 'card') {
    return 'The entrance ranks first: nothing on the ring is worth its risk now against what the entrance offers.'
  }
  const topId = top.to.cardId
  const topChance = chanceOf(topId)
  if (topChance === null) return null
  let better: { id: string; chance: number } | null = null
  for (const d of ranked.slice(1)) {
    if (d.to.kind !== 'card') continue
    const chance = chanceOf(d.to.cardId)
    if (chance !== null && chance >= topChance + 0.005 && (!better || chance > better.chance))
      better = { id: d.to.cardId, chance }
  }
  if (!better) return null
  const a = stakes(topId)
  const b = stakes(better.id)
  return (
    `${nameOf(topId)} ranks first though ${nameOf(better.id)} has the better chance ` +
    `(${percent(better.chance)} against ${percent(topChance)}), for what is at stake: ` +
    `${nameOf(topId)} would ${a.wins} (failing: ${a.costs}); ${nameOf(better.id)} would ${b.wins} (failing: ${b.costs}).`
  )
}
