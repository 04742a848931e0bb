// Revised rulebook, "Monsters", "Monster Tasks", "Completing Monster Tasks", "Other World Cards";
// RULES-NOTES.md: monsters spread as evenly as possible (revised); first printing has no evenness rule.
import type { BoardCard } from '../state.ts'
import { enqueueChoice } from './choices.ts'
import { emit, playerAt, type Ctx } from './ctx.ts'
import { applyEffects } from './effects.ts'
import { freeLocks, lockDie } from './locks.ts'
import { randomInt } from '../rng.ts'
import { hasPassive } from './passives.ts'

/**
 * A monster appears: drawn at random from the cup now; the active player then chooses where it goes (a pending
 * choice). While a resolved adventure's rewards apply, `ctx.incoming` names the card that replaced it.
 */
export function monsterAppears(ctx: Ctx): void {
  const { s } = ctx
  if (s.awakened || s.monsterCup.length === 0 || s.board.length === 0) return
  const monsterId = s.monsterCup.splice(randomInt(s, 0, s.monsterCup.length - 1), 1)[0] as string
  const cards = s.board.map((b) => b.cardId)
  const incoming = ctx.incoming ?? null
  enqueueChoice(ctx, { kind: 'placeMonster', player: s.turn.player, monsterId, incoming, cards, spots: [] })
}

/** Deals a card onto the board (into `slot` when given), placing its locked die. */
export function dealCard(ctx: Ctx, deck: 'adventure' | 'otherWorld', slot: number | null): void {
  const { s } = ctx
  const cardId = s.decks[deck].shift()
  if (cardId === undefined) {
    if (slot !== null) s.board.splice(slot, 1)
    return
  }
  const card: BoardCard = { cardId, otherWorld: deck === 'otherWorld', monsters: [] }
  if (slot !== null) s.board[slot] = card
  else s.board.push(card)
  emit(ctx, { type: 'cardDealt', cardId, otherWorld: card.otherWorld })
  const lock = ctx.cat.adventure(cardId).lock
  if (lock) lockDie(ctx, lock, { kind: 'card', cardId })
}

/** A gate opens: the top Other World card enters play below the adventures (never replaced when resolved). */
export function openGate(ctx: Ctx): void {
  if (!ctx.s.awakened) dealCard(ctx, 'otherWorld', null)
}

/** The player takes a completed or defeated monster as a trophy, freeing its dice and following its reverse. */
export function collectMonster(ctx: Ctx, player: number, monsterId: string): void {
  const card = ctx.s.board.find((b) => b.monsters.some((m) => m.monsterId === monsterId))
  if (!card) return
  card.monsters = card.monsters.filter((m) => m.monsterId !== monsterId)
  const monster = ctx.cat.monster(monsterId)
  freeLocks(ctx, (src) => src.kind === 'monster' && src.monsterId === monsterId)
  emit(ctx, { type: 'monsterDefeated', monsterId })
  if (playerAt(ctx, player).status !== 'active') {
    ctx.s.monsterCup.push(monsterId)
    return
  }
  playerAt(ctx, player).trophies.push({ kind: 'monster', id: monsterId, value: monster.trophies })
  emit(ctx, { type: 'trophyGained', player, id: monsterId })
  applyEffects(ctx, monster.onDefeat, player, null)
  if (hasPassive(ctx.s, ctx.cat, player, 'monsterHunter'))
    applyEffects(ctx, [{ kind: 'clue', amount: 1 }], player, null)
}

/** Revised awakening: every adventure, other world and monster leaves the play area. */
export function discardBoard(ctx: Ctx): void {
  const { s } = ctx
  for (const card of s.board) {
    for (const m of card.monsters) s.monsterCup.push(m.monsterId)
    s.decks[card.otherWorld ? 'otherWorld' : 'adventure'].push(card.cardId)
    emit(ctx, { type: 'cardDiscarded', cardId: card.cardId })
  }
  s.board = []
}
