// Revised rulebook, "Rewards & Penalties", "Terror Effects", "Mythos Cards", "Losing Stamina and Sanity",
// "Regaining Sanity and Stamina": the effect vocabulary every card text is written in.
import type { Effect } from '../content.ts'
import type { LockSource } from '../state.ts'
import { emit, playerAt, type Ctx } from './ctx.ts'
import { changeHealth, changeMaximum } from './devour.ts'
import { addDoom, awakenNow, removeDoom } from './doom.ts'
import { lockDie } from './locks.ts'
import { monsterAppears, openGate } from './monsters.ts'
import { advanceClock } from './clock.ts'
import { enqueueChoice } from './choices.ts'

/**
 * Applies effects in order to `target` (a player index). Effects aimed at an investigator stop reaching
 * them once they are devoured; game-wide effects still happen. `source` owns any lock an effect places.
 */
export function applyEffects(ctx: Ctx, effects: readonly Effect[], target: number, source: LockSource | null): void {
  const investigator = playerAt(ctx, target).investigatorId
  for (const effect of effects) {
    if (ctx.s.status !== 'playing') return
    const same = playerAt(ctx, target).investigatorId === investigator && playerAt(ctx, target).status === 'active'
    applyEffect(ctx, effect, target, source, same)
  }
}

function applyEffect(ctx: Ctx, effect: Effect, target: number, source: LockSource | null, personal: boolean): void {
  const { s } = ctx
  switch (effect.kind) {
    case 'sanity':
    case 'stamina':
      if (personal) changeHealth(ctx, target, effect.kind, effect.amount)
      return
    case 'clue':
      if (personal) changeClues(ctx, target, effect.amount)
      return
    case 'draw':
      if (personal) for (let i = 0; i < effect.count; i++) drawCard(ctx, target, effect.deck)
      return
    case 'elderSign':
      s.elderSigns += effect.amount
      emit(ctx, { type: 'elderSignAdded', total: s.elderSigns })
      return
    case 'doom':
      if (effect.amount >= 0) addDoom(ctx, effect.amount)
      else removeDoom(ctx, -effect.amount)
      return
    case 'monster':
      for (let i = 0; i < effect.count; i++) monsterAppears(ctx)
      return
    case 'gate':
      for (let i = 0; i < effect.count; i++) openGate(ctx)
      return
    case 'lockDie':
      if (!s.awakened) lockDie(ctx, effect.color, source ?? { kind: 'mythos' })
      return
    case 'clock':
      advanceClock(ctx)
      return
    case 'loseTrophies':
      if (personal) enqueueOwnChoice(ctx, target, { kind: 'loseTrophies', amount: effect.amount })
      return
    case 'discardItem':
      if (personal) enqueueOwnChoice(ctx, target, { kind: 'discardItems', count: effect.count })
      return
    case 'everyInvestigator':
      s.players.forEach((p, i) => {
        if (p.status === 'active') applyEffects(ctx, effect.effects, i, source)
      })
      return
    case 'awaken':
      awakenNow(ctx)
      return
    case 'maxSanity':
    case 'maxStamina':
      if (personal) changeMaximum(ctx, target, effect.kind === 'maxSanity' ? 'sanity' : 'stamina', effect.amount)
      return
    case 'maxSanityOrStamina': {
      const investigatorId = playerAt(ctx, target).investigatorId
      if (personal && effect.amount !== 0 && investigatorId !== null)
        enqueueChoice(ctx, { kind: 'reduceMaximum', player: target, investigatorId, amount: effect.amount })
      return
    }
  }
}

function changeClues(ctx: Ctx, target: number, amount: number): void {
  const p = playerAt(ctx, target)
  const next = Math.max(0, p.clues + amount)
  if (next === p.clues) return
  emit(ctx, { type: 'cluesChanged', player: target, amount: next - p.clues })
  p.clues = next
}

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

/** The player picks which trophies to lose or which items to discard (pending choices, see choices.ts). */
function enqueueOwnChoice(
  ctx: Ctx,
  target: number,
  what: { kind: 'loseTrophies'; amount: number } | { kind: 'discardItems'; count: number },
): void {
  const p = playerAt(ctx, target)
  const investigatorId = p.investigatorId ?? ''
  if (what.kind === 'loseTrophies') {
    const trophies = p.trophies.map((t) => t.id)
    if (trophies.length > 0) enqueueChoice(ctx, { ...what, player: target, investigatorId, trophies })
  } else if (p.items.length > 0) enqueueChoice(ctx, { ...what, player: target, investigatorId, items: [...p.items] })
}
