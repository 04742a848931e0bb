// Revised rulebook, "The Entrance Sheet": first aid, a souvenir or the lost & found, each scored in the
// same currency as the adventures (effectValue.ts), trophies spent counted at what they would buy.
import type { Action, FirstAidChoice } from '../actions.ts'
import type { Catalog } from '../catalog.ts'
import type { Effect } from '../content.ts'
import { cheapestPayment } from '../core/trophies.ts'
import { FIRST_AID_PRICE } from '../rules/firstAid.ts'
import type { GameState } from '../state.ts'
import { effectsValue, valueContext, type Player } from './effectValue.ts'

/** What a trophy point is worth to the bot (an Elder Sign souvenir costs about eight). */
export const TROPHY_VALUE = 1.2

export type ScoredAction = { readonly action: Action; readonly score: number }

function healing(choice: FirstAidChoice, p: Player): Effect[] {
  const san = (amount: number): Effect => ({ kind: 'sanity', amount })
  const sta = (amount: number): Effect => ({ kind: 'stamina', amount })
  switch (choice) {
    case 'freeSanity':
      return [san(1)]
    case 'freeStamina':
      return [sta(1)]
    case 'free':
      return [san(1), sta(1)]
    case 'allSanity':
      return [san(p.maxSanity - p.sanity)]
    case 'allStamina':
      return [sta(p.maxStamina - p.stamina)]
    case 'all':
      return [san(p.maxSanity - p.sanity), sta(p.maxStamina - p.stamina)]
  }
}

/** Every entrance action open to the active player, scored (whether or not they stand at the entrance yet). */
export function entranceOptions(state: GameState, cat: Catalog): ScoredAction[] {
  const p = state.players[state.turn.player] as Player
  const ao = cat.ancientOne(state.ancientOne)
  const v = valueContext(state, ao.doomTrack.length, ao.elderSigns)
  const spent = (ids: readonly string[]) =>
    TROPHY_VALUE * p.trophies.filter((t) => ids.includes(t.id)).reduce((n, t) => n + t.value, 0)
  const out: ScoredAction[] = []
  const choices: FirstAidChoice[] =
    state.ruleset === 'revised'
      ? ['freeSanity', 'freeStamina', 'allSanity', 'allStamina', 'all']
      : ['free', 'allSanity', 'allStamina', 'all']
  for (const choice of choices) {
    const trophies = cheapestPayment(p.trophies, FIRST_AID_PRICE[choice])
    if (trophies)
      out.push({
        action: { type: 'firstAid', choice, trophies },
        score: effectsValue(healing(choice, p), v) - spent(trophies),
      })
  }
  for (const s of cat.content.entrance.souvenirs) {
    const trophies = cheapestPayment(p.trophies, s.price)
    if (trophies)
      out.push({
        action: { type: 'buySouvenir', souvenirId: s.id, trophies },
        score: effectsValue(s.effects, v) - spent(trophies),
      })
  }
  const faces = Object.values(cat.content.entrance.lostAndFound)
  const lost = faces.reduce((n, effects) => n + effectsValue(effects, v), 0) / faces.length
  out.push({ action: { type: 'searchLostAndFound' }, score: lost })
  return out.sort((a, b) => b.score - a.score)
}

/** The best entrance action among the legal ones. */
export function chooseEntranceAction(state: GameState, cat: Catalog, legal: readonly Action[]): Action {
  const key = (a: Action) => JSON.stringify(a)
  const legalKeys = new Set(legal.map(key))
  const best = entranceOptions(state, cat).find((o) => legalKeys.has(key(o.action)))
  return best?.action ?? (legal[0] as Action)
}
