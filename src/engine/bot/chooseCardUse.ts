// Revised rulebook, "Clues, Items, Spells, and Allies", "Investigator Abilities": which item, ally or
// ability the bot uses before a roll (heal when hurt, add dice to hard rolls, defeat a monster in the way).
import type { Action, UseTarget } from '../actions.ts'
import type { Catalog } from '../catalog.ts'
import type { UseEffect } from '../content.ts'
import type { GameState } from '../state.ts'

type Player = GameState['players'][number]
import { cardOdds } from './cardOdds.ts'
import { effectsValue, valueContext } from './effectValue.ts'

/** A way to use something: a card (consumable unless an ally) or the investigator's ability. */
type Source = { readonly action: (target?: UseTarget) => Action; readonly use: UseEffect; readonly free: boolean }

function sources(cat: Catalog, p: Player): Source[] {
  const out: Source[] = []
  if (p.investigatorId !== null) {
    const ability = cat.investigator(p.investigatorId).ability
    if (ability.frequency !== 'passive' && !(ability.frequency === 'day' && p.abilityUsedToday))
      out.push({
        action: (target) => ({ type: 'useAbility', ...(target ? { target } : {}) }),
        use: ability.use,
        free: true,
      })
  }
  for (const id of p.allies)
    if (!p.alliesUsed.includes(id))
      out.push({ action: (target) => useCard(id, target), use: cat.usable(id).use, free: true })
  for (const id of [...p.items, ...p.spells]) {
    const use = cat.usable(id).use
    if (use.kind !== 'secureDie') out.push({ action: (target) => useCard(id, target), use, free: false })
  }
  return out
}

function useCard(cardId: string, target?: UseTarget): Action {
  return { type: 'useCard', cardId, ...(target ? { target } : {}) }
}

/** Healing, clues and doom removal worth taking now (outside a roll). */
function effectUse(state: GameState, cat: Catalog, list: Source[]): Action | null {
  const ao = cat.ancientOne(state.ancientOne)
  const v = valueContext(state, ao.doomTrack.length, ao.elderSigns)
  for (const s of list) {
    if (s.use.kind !== 'effects') continue
    const value = effectsValue(s.use.effects, v)
    const heals = s.use.effects.some(
      (e) => e.kind === 'sanity' || e.kind === 'stamina' || e.kind === 'everyInvestigator',
    )
    if (s.free ? value > 0.5 : value >= (heals ? 3 : 1)) return s.action()
  }
  return null
}

/**
 * Something to use before rolling on an adventure, or null. `first` is true before the first roll of the
 * Resolution phase (when adding dice pays off most).
 */
export function chooseCardUse(state: GameState, cat: Catalog, first: boolean): Action | null {
  const p = state.players[state.turn.player] as Player
  const list = sources(cat, p)
  const effect = effectUse(state, cat, list)
  if (effect) return effect
  const phase = state.phase
  if (phase.kind !== 'resolution') return null
  if (phase.target.kind === 'ancientOne') {
    const add = list.find((s) => s.use.kind === 'addDie' && dieFree(state, s.use.color))
    return add ? add.action() : null
  }
  const cardId = phase.target.cardId
  const monster = state.board.find((b) => b.cardId === cardId)?.monsters.find((m) => !m.defeated)
  if (monster) {
    const killer =
      list.find((s) => s.use.kind === 'defeatMonster' && s.free) ?? list.find((s) => s.use.kind === 'defeatMonster')
    if (killer) return killer.action({ monsterId: monster.monsterId })
  }
  if (!first) return null
  const odds = cardOdds(state, cat, cardId, { extras: false, terror: false })
  for (const s of list) {
    if (s.use.kind !== 'addDie' || !dieFree(state, s.use.color)) continue
    if (s.free || odds < 0.7) return s.action()
  }
  return null
}

/** Whether the yellow or red die can join the pool now. */
function dieFree(state: GameState, color: 'yellow' | 'red'): boolean {
  if (state.turn.spentColors.includes(color)) return false
  return state.dice.some((d) => d.color === color && d.at.kind === 'idle')
}

/** A free or consumable reroll the player can use on this roll, or null. */
export function rerollSource(state: GameState, cat: Catalog): ((dice: readonly number[]) => Action) | null {
  const p = state.players[state.turn.player] as Player
  const phase = state.phase
  const list = sources(cat, p).filter((s) => s.use.kind === 'reroll')
  const usable = list.filter((s) => {
    if (s.free && phase.kind === 'resolution' && p.investigatorId !== null) {
      const ability = cat.investigator(p.investigatorId).ability
      if (
        ability.frequency === 'roll' &&
        phase.abilityUsedRoll === phase.rollNumber &&
        s.action().type === 'useAbility'
      )
        return false
    }
    return true
  })
  const best = usable.find((s) => s.free) ?? usable[0]
  return best ? (dice) => best.action({ dice }) : null
}
