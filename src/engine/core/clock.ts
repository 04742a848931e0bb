// Revised rulebook, "Clock Phase", "Midnight", "Mythos Cards"; battle: "Clock Phase" (the Ancient One's attack).
// RULES-NOTES.md: midnight's steps run once, after the clock phase of the turn, and not during the first turn.
import { emit, playerAt, type Ctx } from './ctx.ts'
import { applyEffects } from './effects.ts'
import { checkThresholds } from './doom.ts'
import { freeLocks, lockDie } from './locks.ts'
import { startResolution } from './resolution.ts'

/** Advances the clock three hours; reaching XII makes midnight strike at the end of this turn. */
export function advanceClock(ctx: Ctx): void {
  const { s } = ctx
  s.clock = (s.clock + 3) % 12
  emit(ctx, { type: 'clockAdvanced', clock: s.clock })
  if (s.clock === 0) s.midnightPending = true
}

/** The Clock phase of the current turn, midnight if it struck, then the next player's turn. */
export function endTurn(ctx: Ctx): void {
  const { s } = ctx
  if (s.status !== 'playing') return
  clockPhase(ctx)
  for (let guard = 0; guard < 4 * s.players.length + 4 && s.status === 'playing'; guard++) {
    if (beginNextTurn(ctx)) return
    clockPhase(ctx) // a player devoured during the battle only resolves the Clock phase
  }
}

function clockPhase(ctx: Ctx): void {
  const { s } = ctx
  advanceClock(ctx)
  if (s.midnightPending) {
    s.midnightPending = false
    if (s.turn.number > 1) midnight(ctx)
  }
  checkThresholds(ctx)
}

/** Starts the next seated player's turn; false when that player only resolves a Clock phase. */
function beginNextTurn(ctx: Ctx): boolean {
  const { s } = ctx
  if (s.status !== 'playing') return true
  let next = s.turn.player
  do next = (next + 1) % s.players.length
  while (playerAt(ctx, next).status === 'eliminated')
  s.turn = {
    number: s.turn.number + 1,
    player: next,
    focused: false,
    helpersUsed: [],
    spentColors: [],
    cutShort: false,
  }
  emit(ctx, { type: 'turnStarted', player: next, number: s.turn.number })
  if (playerAt(ctx, next).status === 'devouredInBattle') return false
  if (s.awakened) startResolution(ctx, { kind: 'ancientOne' })
  else s.phase = { kind: 'movement' }
  return true
}

function midnight(ctx: Ctx): void {
  const { s } = ctx
  s.day++
  emit(ctx, { type: 'midnightStruck', day: s.day })
  const target = s.turn.player
  const ancientOne = ctx.cat.ancientOne(s.ancientOne)
  if (!s.awakened) {
    for (const card of [...s.board]) {
      applyEffects(ctx, ctx.cat.adventure(card.cardId).atMidnight, target, { kind: 'card', cardId: card.cardId })
      for (const m of card.monsters)
        applyEffects(ctx, ctx.cat.monster(m.monsterId).atMidnight, target, { kind: 'monster', monsterId: m.monsterId })
    }
    if (s.mythos !== null) applyEffects(ctx, ctx.cat.mythos(s.mythos).nextMidnight, target, { kind: 'mythos' })
    applyEffects(ctx, ancientOne.atMidnight, target, null)
    checkThresholds(ctx)
  }
  if (s.status !== 'playing') return
  if (s.awakened) {
    emit(ctx, { type: 'ancientOneAttacked' })
    applyEffects(ctx, ancientOne.attack, target, null)
  } else drawMythos(ctx, target)
  for (const p of s.players) {
    p.abilityUsedToday = false
    p.alliesUsed = []
  }
}

/** The old Mythos card goes to the bottom (its locks free); the new one locks its die and acts at once. */
export function drawMythos(ctx: Ctx, target: number): void {
  const { s } = ctx
  if (s.mythos !== null) {
    s.decks.mythos.push(s.mythos)
    freeLocks(ctx, (src) => src.kind === 'mythos')
  }
  const cardId = s.decks.mythos.shift() ?? null
  s.mythos = cardId
  if (cardId === null) return
  emit(ctx, { type: 'mythosDrawn', cardId })
  const card = ctx.cat.mythos(cardId)
  if (card.lock) lockDie(ctx, card.lock, { kind: 'mythos' })
  applyEffects(ctx, card.immediate, target, { kind: 'mythos' })
}
