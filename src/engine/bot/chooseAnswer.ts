// Pending choices (a monster's spot, trophies to lose, items to discard, a new investigator): the bot
// answers for whichever player the choice belongs to, picking the option that costs the team least.
import type { Action } from '../actions.ts'
import type { Catalog } from '../catalog.ts'
import type { UseEffect } from '../content.ts'
import type { GameState } from '../state.ts'
import { cardOdds } from './cardOdds.ts'
import { effectsValue, valueContext } from './effectValue.ts'

function useValue(use: UseEffect): number {
  switch (use.kind) {
    case 'addDie':
      return use.color === 'red' ? 3.5 : 2.5
    case 'reroll':
      return 2.5
    case 'secureDie':
      return 3
    case 'defeatMonster':
      return 3.5
    case 'effects':
      return 2
  }
}

const lowest = <T>(list: readonly T[], score: (x: T) => number): T | undefined =>
  list.reduce<{ x: T; s: number } | undefined>((best, x) => {
    const s = score(x)
    return best === undefined || s < best.s ? { x, s } : best
  }, undefined)?.x

/** The answer to the first pending choice, among the legal ones. */
export function chooseAnswer(state: GameState, cat: Catalog, legal: readonly Action[]): Action | undefined {
  const choice = state.pendingChoices[0]
  if (!choice) return undefined
  switch (choice.kind) {
    case 'placeMonster': {
      const ao = cat.ancientOne(state.ancientOne)
      const v = valueContext(state, ao.doomTrack.length, ao.elderSigns)
      const worth = (cardId: string) => {
        if (!state.board.some((b) => b.cardId === cardId)) return 0
        return cardOdds(state, cat, cardId, { terror: false }) * effectsValue(cat.adventure(cardId).rewards, v)
      }
      return lowest(legal, (a) => (a.type === 'chooseMonsterSpot' ? worth(a.cardId) : Infinity))
    }
    case 'loseTrophies': {
      const own = state.players[choice.player]?.trophies ?? []
      const value = (ids: readonly string[]) => own.filter((t) => ids.includes(t.id)).reduce((n, t) => n + t.value, 0)
      return lowest(legal, (a) => (a.type === 'chooseTrophies' ? value(a.trophies) : Infinity))
    }
    case 'discardItems':
      return lowest(legal, (a) =>
        a.type === 'chooseItemsToDiscard' ? a.items.reduce((n, id) => n + useValue(cat.usable(id).use), 0) : Infinity,
      )
    case 'chooseInvestigator': {
      const items = (a: Action) => {
        if (a.type !== 'chooseInvestigator') return Infinity
        const inv = cat.investigator(a.investigatorId)
        return -(inv.startingItems.reduce((n, s) => n + s.count, 0) + inv.startingClues)
      }
      return lowest(legal, items)
    }
    case 'assistPenalty':
    case 'reduceMaximum': {
      // Engine owner's minimal fix for the new choices: pay from the larger reserve.
      const p = state.players[choice.player]
      const left = (stat: 'sanity' | 'stamina'): number => {
        if (!p) return 0
        if (choice.kind === 'assistPenalty') return p[stat]
        return stat === 'sanity' ? p.maxSanity : p.maxStamina
      }
      return lowest(legal, (a) =>
        a.type === 'chooseAssistPenalty' ? -left(a.penalty) : a.type === 'chooseMaximum' ? -left(a.stat) : Infinity,
      )
    }
  }
}
