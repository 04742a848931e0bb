// Revised rulebook, "Items", "Spells", "Allies" (an ally whose effect expired leaves), "Being Devoured" ("He returns
// all of his Item, Ally, and Adventure cards facedown to the bottom of their corresponding decks, returns his
// monster markers to the monster cup, and returns his clue tokens to the supply"): cards in a player's play area.
import { emit, playerAt, type Ctx } from './ctx.ts'
import { returnTrophies } from './trophies.ts'

/** Draws the top card of an item, spell or ally deck into the player's play area (nothing when empty). */
export function drawCard(ctx: Ctx, target: number, deck: 'common' | 'unique' | 'spell' | 'ally'): void {
  const cardId = ctx.s.decks[deck].shift()
  if (cardId === undefined) return
  const p = playerAt(ctx, target)
  if (deck === 'spell') p.spells.push(cardId)
  else if (deck === 'ally') p.allies.push(cardId)
  else p.items.push(cardId)
  emit(ctx, { type: 'cardDrawn', player: target, cardId })
}

/** The named items go to the bottom of their decks. */
export function discardItems(ctx: Ctx, player: number, ids: readonly string[]): void {
  const p = playerAt(ctx, player)
  for (const id of ids) {
    const at = p.items.indexOf(id)
    if (at < 0) continue
    p.items.splice(at, 1)
    ctx.s.decks[ctx.cat.usable(id).deck].push(id)
    emit(ctx, { type: 'itemDiscarded', player, cardId: id })
  }
}

/** An ally whose effect expired returns to the bottom of the ally deck. */
export function allyLeaves(ctx: Ctx, player: number, cardId: string): void {
  const p = playerAt(ctx, player)
  p.allies = p.allies.filter((id) => id !== cardId)
  p.alliesUsed = p.alliesUsed.filter((id) => id !== cardId)
  ctx.s.decks.ally.push(cardId)
  emit(ctx, { type: 'allyLeft', player, cardId })
}

/** A devoured investigator's cards, trophies and clues go back to their decks, the cup and the supply. */
export function returnPossessions(ctx: Ctx, player: number): void {
  const { s } = ctx
  const p = playerAt(ctx, player)
  for (const id of p.items) s.decks[ctx.cat.usable(id).deck].push(id)
  s.decks.spell.push(...p.spells)
  s.decks.ally.push(...p.allies)
  returnTrophies(ctx, p.trophies)
  Object.assign(p, { items: [], spells: [], allies: [], alliesUsed: [], trophies: [], clues: 0 })
}
