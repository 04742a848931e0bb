// Revised rulebook, "Clock Phase", "Midnight", "Mythos Cards"; battle: "Clock Phase" (the Ancient One's attack).
// docs/rules.md#midnight: midnight's steps run once, after the clock phase of the turn, and not during the first turn.
import type { TurnEndStep } from '../state.ts'
import { advanceClock } from './advanceClock.ts'
import { emit, playerAt, type Ctx } from './ctx.ts'
import { startResolution } from './dicePool.ts'
import { checkThresholds } from './doom.ts'
import { applyEffects, awaitNewInvestigator, promoteChoices } from './effects.ts'
import { freeLocks, lockDie } from './locks.ts'
import { allyLeaves } from './playArea.ts'

/** The Clock phase of the current turn, midnight if it struck, then the next player's turn. */
export function endTurn(ctx: Ctx): void {
  if (ctx.s.status !== 'playing') return
  ctx.s.phase = { kind: 'clock' }
  runTurnEnd(ctx, 'clockPhase')
}

/** Runs the end of the turn from `from`, stopping (and remembering where) whenever a choice is pending. */
export function runTurnEnd(ctx: Ctx, from: TurnEndStep): void {
  const { s } = ctx
  let step: TurnEndStep | null = from
  for (let guard = 0; step !== null && guard < 8 * s.players.length + 8; guard++) {
    promoteChoices(ctx)
    if (s.status !== 'playing') break
    if (s.pendingChoices.length > 0) {
      s.turnEnd = step
      return
    }
    step = turnEndStep(ctx, step)
  }
  s.turnEnd = null
}

function turnEndStep(ctx: Ctx, step: TurnEndStep): TurnEndStep | null {
  const { s } = ctx
  switch (step) {
    case 'clockPhase':
      return clockPhase(ctx)
    case 'midnightCards':
      midnightCards(ctx)
      return 'midnightMythos'
    case 'midnightMythos':
      midnightMythos(ctx)
      return 'replenish'
    case 'replenish':
      replenish(ctx)
      return 'nextTurn'
    case 'nextTurn':
      if (s.status !== 'playing' || beginNextTurn(ctx)) return null
      s.phase = { kind: 'clock' }
      return 'clockPhase' // a player devoured during the battle only resolves the Clock phase
  }
}

function clockPhase(ctx: Ctx): TurnEndStep {
  const { s } = ctx
  advanceClock(ctx)
  awaitNewInvestigator(ctx, s.turn.player)
  checkThresholds(ctx)
  if (!s.midnightPending) return 'nextTurn'
  s.midnightPending = false
  return s.turn.number > 1 ? 'midnightCards' : 'nextTurn'
}

/** Starts the next seated player's turn; false when that player only resolves a Clock phase. */
function beginNextTurn(ctx: Ctx): boolean {
  const { s } = ctx
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

/** Midnight, step 1: "At Midnight" effects of every card in play and "the next time the clock strikes midnight". */
function midnightCards(ctx: Ctx): void {
  const { s } = ctx
  s.day++
  emit(ctx, { type: 'midnightStruck', day: s.day })
  const target = s.turn.player
  if (s.awakened) return // "During an Ancient One battle, At Midnight effects do not occur."
  for (const card of [...s.board]) {
    applyEffects(ctx, ctx.cat.adventure(card.cardId).atMidnight, target, { kind: 'card', cardId: card.cardId })
    for (const m of card.monsters)
      applyEffects(ctx, ctx.cat.monster(m.monsterId).atMidnight, target, { kind: 'monster', monsterId: m.monsterId })
  }
  if (s.mythos !== null) applyEffects(ctx, ctx.cat.mythos(s.mythos).nextMidnight, target, { kind: 'mythos' })
  applyEffects(ctx, ctx.cat.ancientOne(s.ancientOne).atMidnight, target, null)
  checkThresholds(ctx)
}

/**
 * Midnight, step 2: a new Mythos card, or the Ancient One's attack once it is awake. "If midnight strikes at the
 * same time that the Ancient One awakens, the investigators immediately resolve the Ancient One's attack" — also
 * when the new Mythos card's immediate effect is what awakens it.
 */
function midnightMythos(ctx: Ctx): void {
  const { s } = ctx
  if (s.status !== 'playing') return
  if (!s.awakened) {
    drawMythos(ctx, s.turn.player)
    checkThresholds(ctx)
  }
  if (s.status !== 'playing' || !s.awakened) return
  emit(ctx, { type: 'ancientOneAttacked' })
  applyEffects(ctx, ctx.cat.ancientOne(s.ancientOne).attack, s.turn.player, null)
  checkThresholds(ctx)
}

/** Midnight, step 3: "once per day" abilities and allies replenish; allies whose effect lasts until midnight leave. */
function replenish(ctx: Ctx): void {
  const { s } = ctx
  s.players.forEach((p, player) => {
    p.abilityUsedToday = false
    p.alliesUsed = []
    for (const id of p.allies.filter((a) => ctx.cat.usable(a).expires === 'atMidnight')) allyLeaves(ctx, player, id)
  })
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
