// Revised rulebook, "Rewards & Penalties", "Terror Effects", "Mythos Cards", "Losing Stamina and Sanity",
// "Regaining Sanity and Stamina", "Being Devoured"; battle: "Clock Phase" (devoured during the battle).
// docs/rules.md#first-printing — devoured in the battle, out of the game.
// The effect vocabulary every card text is written in, and the one chain the rules make recursive: an effect can
// devour an investigator, a devoured player with one investigator left takes it at once, and the joining
// investigator suffers the Ancient One's onJoin effects. Those functions call one another, so they live here
// together; everything they need is in files below this one (the core's layers never import upwards).
import type { Effect } from '../content.ts'
import type { DieState, LockSource, PendingChoice } from '../state.ts'
import { advanceClock } from './advanceClock.ts'
import { enqueueChoice, refreshChoice } from './choices.ts'
import { emit, playerAt, type Ctx } from './ctx.ts'
import { addDoom, awakenNow, removeDoom } from './doom.ts'
import { lockDie } from './locks.ts'
import { monsterAppears } from './monsterAppears.ts'
import { openGate } from './monsters.ts'
import { drawCard, returnPossessions } from './playArea.ts'

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
  if (s.doom >= track) return eliminateKeepingClock(ctx, player)
  if (s.investigatorPool.length === 0) return eliminate(ctx, player)
  p.status = 'devoured'
  p.investigatorId = null
  // "If a player's investigator is devoured during his own turn, he proceeds immediately to the Clock phase of
  // his turn and then chooses his new investigator" (the Clock phase seats him); otherwise he chooses now.
  if (player !== s.turn.player || s.phase.kind === 'clock') awaitNewInvestigator(ctx, player)
}

function free(die: DieState): void {
  die.at = { kind: 'idle' }
  die.face = null
}

/** The player leaves the game: his seat is skipped from now on. */
function eliminate(ctx: Ctx, player: number): void {
  const p = playerAt(ctx, player)
  p.status = 'eliminated'
  p.investigatorId = null
  emit(ctx, { type: 'playerEliminated', player })
}

/**
 * "If the Ancient One awakens as a result of an investigator being devoured, that player is eliminated from the
 * game. The clock still advances during battle with the Ancient One as though that player's turn had occurred."
 * His seat keeps only its Clock phase, like the seat of a player devoured during the battle.
 */
function eliminateKeepingClock(ctx: Ctx, player: number): void {
  eliminate(ctx, player)
  playerAt(ctx, player).status = 'devouredInBattle'
}

/** A devoured player (not eliminated) chooses a new investigator: a pending choice. */
export function awaitNewInvestigator(ctx: Ctx, player: number): void {
  const { s } = ctx
  if (playerAt(ctx, player).status !== 'devoured') return
  if (s.pendingChoices.some((c) => c.kind === 'chooseInvestigator' && c.player === player)) return
  s.pendingChoices.push({ kind: 'chooseInvestigator', player, investigators: [] })
  if (s.pendingChoices.length === 1) promoteChoices(ctx)
}

/** Makes the first queued choice current, settling forced and moot ones on the way. */
export function promoteChoices(ctx: Ctx): void {
  const { s } = ctx
  while (s.pendingChoices.length > 0 && s.status === 'playing') {
    const head = s.pendingChoices[0] as PendingChoice
    const current = head.kind === 'chooseInvestigator' ? refreshInvestigator(ctx, head) : refreshChoice(ctx, head)
    if (current) {
      s.pendingChoices[0] = current
      return
    }
    s.pendingChoices.shift()
  }
  if (s.status !== 'playing') s.pendingChoices = []
}

type InvestigatorChoice = Extract<PendingChoice, { kind: 'chooseInvestigator' }>

function refreshInvestigator(ctx: Ctx, choice: InvestigatorChoice): InvestigatorChoice | null {
  const { s } = ctx
  if (playerAt(ctx, choice.player).status !== 'devoured') return null
  const investigators = [...s.investigatorPool]
  if (investigators.length > 1) return { ...choice, investigators }
  const only = investigators[0]
  if (only === undefined)
    eliminate(ctx, choice.player) // "If there are no more investigators to choose from"
  else takeInvestigator(ctx, choice.player, only)
  return null
}

/** The devoured player's new investigator joins from the pool. */
export function takeInvestigator(ctx: Ctx, player: number, investigatorId: string): void {
  ctx.s.investigatorPool = ctx.s.investigatorPool.filter((id) => id !== investigatorId)
  joinInvestigator(ctx, player, investigatorId)
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
