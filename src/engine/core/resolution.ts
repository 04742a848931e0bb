// Revised rulebook, "Resolution Phase", "Resolving an Adventure", "Rewards & Penalties", "Failing Rolls",
// "Requesting Assistance" (the helpers' cost), "Completing Monster Tasks" (trophies kept on a failure).
import { endTurn, runTurnEnd } from './clock.ts'
import { collectMonster } from './collectMonster.ts'
import { emit, interrupted, playerAt, type Ctx } from './ctx.ts'
import { returnDice } from './dicePool.ts'
import { checkThresholds } from './doom.ts'
import { cannotPossiblyComplete } from './autoFail.ts'
import { applyEffects, promoteChoices } from './effects.ts'
import { enqueueChoice } from './choices.ts'
import { freeLocks } from './locks.ts'
import { dealCard } from './monsters.ts'
import { hasPassive } from './passives.ts'

/** The active player takes these monsters; each leaves the phase's list, so none is collected twice. */
function collectMonsters(ctx: Ctx, ids: readonly string[]): void {
  const phase = ctx.s.phase
  if (phase.kind === 'resolution') phase.collected = phase.collected.filter((id) => !ids.includes(id))
  for (const id of ids) collectMonster(ctx, ctx.s.turn.player, id)
}

/** All tasks done: markers home, the card becomes a trophy, a new card replaces it, rewards follow. */
export function succeedAdventure(ctx: Ctx, cardId: string): void {
  const { s } = ctx
  const player = s.turn.player
  const slot = s.board.findIndex((b) => b.cardId === cardId)
  const board = s.board[slot]
  if (!board) throw new Error(`engine: resolved card ${cardId} is not in play`)
  collectMonsters(
    ctx,
    board.monsters.map((m) => m.monsterId),
  )
  for (const p of s.players)
    if (p.location.kind === 'card' && p.location.cardId === cardId) p.location = { kind: 'entrance' }
  returnDice(ctx)
  freeLocks(ctx, (src) => src.kind === 'card' && src.cardId === cardId)
  const card = ctx.cat.adventure(cardId)
  playerAt(ctx, player).trophies.push({
    kind: card.otherWorld ? 'otherWorld' : 'adventure',
    id: cardId,
    value: card.trophies,
  })
  emit(ctx, { type: 'adventureResolved', cardId, player })
  const at = s.board.findIndex((b) => b.cardId === cardId)
  if (card.otherWorld) s.board.splice(at, 1)
  else dealCard(ctx, 'adventure', at)
  ctx.incoming = card.otherWorld ? null : (s.board[at]?.cardId ?? null)
  applyEffects(ctx, card.rewards, player, null)
  ctx.incoming = null
  if (hasPassive(s, ctx.cat, player, 'scholar')) applyEffects(ctx, [{ kind: 'clue', amount: 1 }], player, null)
  finishResolution(ctx)
}

/** The adventure is failed: monster trophies first, then penalties, then each helper's cost (their choice). */
export function failAdventure(ctx: Ctx): void {
  const { s } = ctx
  const phase = s.phase
  if (phase.kind !== 'resolution') throw new Error('engine: failAdventure outside a Resolution phase')
  const player = s.turn.player
  collectMonsters(ctx, phase.collected)
  returnDice(ctx)
  if (phase.target.kind === 'card') {
    const cardId = phase.target.cardId
    emit(ctx, { type: 'adventureFailed', cardId, player })
    applyEffects(ctx, ctx.cat.adventure(cardId).penalties, player, null)
    for (const helper of phase.helpers) {
      const investigatorId = playerAt(ctx, helper).investigatorId
      if (investigatorId !== null) enqueueChoice(ctx, { kind: 'assistPenalty', player: helper, investigatorId })
    }
  }
  finishResolution(ctx)
}

/**
 * After the phase: every monster completed or defeated this phase and not yet taken is collected — also one
 * defeated on another card ("After either resolving or failing the adventure, the player collects the defeated
 * monster marker at the end of his Resolution phase") — then thresholds settle and the Clock phase follows.
 */
export function finishResolution(ctx: Ctx): void {
  const phase = ctx.s.phase
  if (phase.kind === 'resolution') collectMonsters(ctx, phase.collected)
  checkThresholds(ctx)
  if (ctx.s.status === 'playing') endTurn(ctx)
}

/**
 * Called at the end of every applier: when the turn was cut short (devoured, awakening) the Resolution
 * phase ends without rewards or penalties and the player proceeds to the Clock phase; a turn end that waited
 * for a choice goes on once none is pending; first printing: between rolls, an adventure whose remaining tasks no
 * dice the player can roll could meet fails at once (autoFail.ts); otherwise the next queued choice becomes current.
 */
export function settle(ctx: Ctx): void {
  const { s } = ctx
  checkThresholds(ctx)
  if (s.status !== 'playing') return
  if (s.phase.kind === 'clock') return runTurnEnd(ctx, s.turnEnd ?? 'nextTurn')
  if (interrupted(ctx)) {
    const phase = s.phase
    if (phase.kind === 'resolution') collectMonsters(ctx, phase.collected)
    returnDice(ctx)
    return finishResolution(ctx)
  }
  if (cannotPossiblyComplete(s, ctx.cat)) {
    failAdventure(ctx)
    return settle(ctx)
  }
  promoteChoices(ctx)
}
