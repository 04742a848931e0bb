// Revised rulebook, "The Doom Track", "Awakening the Ancient One", "Winning the Game";
// docs/rules.md#first-printing, "awakening" row; first printing, "Battling an Ancient One".
import { emit, type Ctx } from './ctx.ts'
import { spendPreparedSpells } from './dicePool.ts'
import { freeLocks, removeBoardLockedDice } from './locks.ts'
import { monsterAppears } from './monsterAppears.ts'
import { discardBoard } from './monsters.ts'

function trackLength(ctx: Ctx): number {
  return ctx.cat.ancientOne(ctx.s.ancientOne).doomTrack.length
}

/** Adds doom tokens; a token on a monster icon makes a monster appear (before the awakening only). */
export function addDoom(ctx: Ctx, amount: number): void {
  const { s } = ctx
  const track = ctx.cat.ancientOne(s.ancientOne).doomTrack
  for (let i = 0; i < amount && s.doom < track.length; i++) {
    s.doom++
    emit(ctx, { type: 'doomAdded', total: s.doom })
    if (!s.awakened && track[s.doom - 1] === 'monster') monsterAppears(ctx)
  }
}

export function removeDoom(ctx: Ctx, amount: number): void {
  const { s } = ctx
  const next = Math.max(0, s.doom - amount)
  if (next === s.doom) return
  s.doom = next
  emit(ctx, { type: 'doomRemoved', total: s.doom })
}

/** An effect that awakens the Ancient One early: doom fills every remaining space. */
export function awakenNow(ctx: Ctx): void {
  const { s } = ctx
  if (s.awakened) return
  while (s.doom < trackLength(ctx)) {
    s.doom++
    emit(ctx, { type: 'doomAdded', total: s.doom })
  }
}

/**
 * Settles the game after an effect batch: enough Elder Signs win (even with the final doom token placed
 * together), a full doom track awakens the Ancient One, an empty one in battle wins, no investigators lose.
 */
export function checkThresholds(ctx: Ctx): void {
  const { s } = ctx
  if (s.status !== 'playing') return
  if (s.elderSigns >= ctx.cat.ancientOne(s.ancientOne).elderSigns) return end(ctx, 'won', 'sealed')
  if (!s.awakened && s.doom >= trackLength(ctx)) awaken(ctx)
  if (s.awakened && s.doom <= 0) return end(ctx, 'won', 'defeated')
  if (!s.players.some((p) => p.status === 'active' || p.status === 'devoured')) return end(ctx, 'lost', null)
}

function end(ctx: Ctx, status: 'won' | 'lost', how: 'sealed' | 'defeated' | null): void {
  spendPreparedSpells(ctx)
  ctx.s.status = status
  ctx.s.phase = { kind: 'over' }
  emit(ctx, how ? { type: 'gameWon', how } : { type: 'gameLost' })
}

function awaken(ctx: Ctx): void {
  const { s } = ctx
  s.awakened = true
  emit(ctx, { type: 'ancientOneAwakened' })
  if (s.ruleset === 'revised') {
    // "discard the current Mythos card. Its lingering effect immediately ends and any dice locked by it are freed.
    // If any dice are locked by Adventure cards, Other World cards, or monster markers when the Ancient One
    // awakens, remove those dice from the game. Then discard all Adventure cards, Other World cards, and monsters"
    if (s.mythos !== null) {
      s.decks.mythos.push(s.mythos)
      s.mythos = null
      freeLocks(ctx, (src) => src.kind === 'mythos')
    }
    removeBoardLockedDice(ctx)
    discardBoard(ctx)
  }
  // First printing: "all Investigator markers are moved to the Ancient One card ... (Note that once the Ancient
  // One awakens, disregard the lingering effect of the most recent Mythos card.)" — nothing is discarded or freed;
  // the Mythos card stays with its lock, and its lingering effects are ignored wherever they are read (awakened).
  for (const p of s.players) if (p.status === 'active') p.location = { kind: 'ancientOne' }
  const phase = s.phase
  if (phase.kind !== 'resolution' || phase.target.kind !== 'ancientOne') s.turn.cutShort = true
}
