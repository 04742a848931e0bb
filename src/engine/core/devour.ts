// Revised rulebook, "Losing Stamina and Sanity", "Regaining Sanity and Stamina", "Being Devoured";
// battle: "Clock Phase" (devoured during the battle). RULES-NOTES.md: first printing — out of the game.
import type { DieState } from '../state.ts'
import { emit, playerAt, type Ctx } from './ctx.ts'
import { addDoom } from './doom.ts'
import { applyEffects, drawCard } from './effects.ts'
import { enqueueChoice } from './choices.ts'
import { returnTrophies } from './trophies.ts'

/** Gains (capped at the maximum) or loses sanity or stamina; reaching 0 or less devours the investigator. */
export function changeHealth(ctx: Ctx, player: number, kind: 'sanity' | 'stamina', amount: number): void {
  const p = playerAt(ctx, player)
  if (p.status !== 'active' || amount === 0) return
  const max = kind === 'sanity' ? p.maxSanity : p.maxStamina
  const before = p[kind]
  const after = Math.min(max, before + amount)
  if (after === before) return
  p[kind] = Math.max(0, after)
  emit(ctx, { type: kind === 'sanity' ? 'sanityChanged' : 'staminaChanged', player, amount: p[kind] - before })
  if (after <= 0) devour(ctx, player)
}

/**
 * Raises or lowers an investigator's maximum sanity or stamina (never below 1); the current value clamps to the
 * new maximum. Lowering a maximum of 1 devours the investigator (revised rulebook, "Battling the Ancient One
 * Example": a maximum reduced to zero devours).
 */
export function changeMaximum(ctx: Ctx, player: number, kind: 'sanity' | 'stamina', amount: number): void {
  const p = playerAt(ctx, player)
  if (p.status !== 'active' || amount === 0) return
  const key = kind === 'sanity' ? 'maxSanity' : 'maxStamina'
  const wanted = p[key] + amount
  const max = Math.max(1, wanted)
  if (max !== p[key]) {
    p[key] = max
    emit(ctx, { type: 'maximumChanged', player, stat: kind, max })
  }
  if (wanted <= 0) return changeHealth(ctx, player, kind, -p[kind])
  if (p[kind] > max) changeHealth(ctx, player, kind, max - p[kind])
}

function devour(ctx: Ctx, player: number): void {
  const { s } = ctx
  const p = playerAt(ctx, player)
  emit(ctx, { type: 'investigatorDevoured', player, investigatorId: p.investigatorId ?? '' })
  if (player === s.turn.player) s.turn.cutShort = true
  for (const die of s.dice) if (die.at.kind === 'marker' && die.at.player === player) free(die)
  if (s.phase.kind === 'resolution') s.phase.helpers = s.phase.helpers.filter((h) => h !== player)
  if (s.awakened) {
    if (s.ruleset === 'revised') {
      p.status = 'devouredInBattle'
      addDoom(ctx, 1)
    } else eliminate(ctx, player)
    return
  }
  addDoom(ctx, 1)
  returnPossessions(ctx, player)
  const track = ctx.cat.ancientOne(s.ancientOne).doomTrack.length
  if (s.doom >= track || s.investigatorPool.length === 0) return eliminate(ctx, player)
  p.status = 'devoured'
  p.investigatorId = null
  // "If a player's investigator is devoured during his own turn, he proceeds immediately to the Clock phase of
  // his turn and then chooses his new investigator" (the Clock phase seats him); otherwise he chooses now.
  if (player !== s.turn.player || s.phase.kind === 'clock') awaitNewInvestigator(ctx, player)
}

/** A devoured player (not eliminated) chooses a new investigator: a pending choice. */
export function awaitNewInvestigator(ctx: Ctx, player: number): void {
  const { s } = ctx
  if (playerAt(ctx, player).status !== 'devoured') return
  if (s.pendingChoices.some((c) => c.kind === 'chooseInvestigator' && c.player === player)) return
  enqueueChoice(ctx, { kind: 'chooseInvestigator', player, investigators: [] })
}

function free(die: DieState): void {
  die.at = { kind: 'idle' }
  die.face = null
}

export function eliminate(ctx: Ctx, player: number): void {
  const p = playerAt(ctx, player)
  p.status = 'eliminated'
  p.investigatorId = null
  emit(ctx, { type: 'playerEliminated', player })
}

function returnPossessions(ctx: Ctx, player: number): void {
  const { s } = ctx
  const p = playerAt(ctx, player)
  for (const id of p.items) s.decks[ctx.cat.usable(id).deck].push(id)
  s.decks.spell.push(...p.spells)
  s.decks.ally.push(...p.allies)
  returnTrophies(ctx, p.trophies)
  Object.assign(p, { items: [], spells: [], allies: [], alliesUsed: [], trophies: [], clues: 0 })
}

/** An ally whose effect expired returns to the bottom of the ally deck (revised rulebook, "Allies"). */
export function allyLeaves(ctx: Ctx, player: number, cardId: string): void {
  const p = playerAt(ctx, player)
  p.allies = p.allies.filter((id) => id !== cardId)
  p.alliesUsed = p.alliesUsed.filter((id) => id !== cardId)
  ctx.s.decks.ally.push(cardId)
  emit(ctx, { type: 'allyLeft', player, cardId })
}

/** Seats an investigator at full sanity and stamina with their starting items, on the entrance. */
export function joinInvestigator(ctx: Ctx, player: number, investigatorId: string): void {
  const card = ctx.cat.investigator(investigatorId)
  const p = playerAt(ctx, player)
  Object.assign(p, {
    investigatorId,
    status: 'active',
    sanity: card.sanity,
    stamina: card.stamina,
    maxSanity: card.sanity,
    maxStamina: card.stamina,
    clues: card.startingClues,
    location: ctx.s.awakened ? { kind: 'ancientOne' } : { kind: 'entrance' },
    abilityUsedToday: false,
  })
  for (const start of card.startingItems) for (let i = 0; i < start.count; i++) drawCard(ctx, player, start.deck)
  emit(ctx, { type: 'investigatorJoined', player, investigatorId })
  applyEffects(ctx, ctx.cat.ancientOne(ctx.s.ancientOne).onJoin ?? [], player, null)
}
