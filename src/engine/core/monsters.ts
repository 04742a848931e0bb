// Revised rulebook, "Monsters", "Monster Tasks", "Completing Monster Tasks", "Other World Cards";
// RULES-NOTES.md: monsters spread as evenly as possible (revised); first printing has no evenness rule.
import type { BoardCard } from '../state.ts'
import { emit, playerAt, type Ctx } from './ctx.ts'
import { applyEffects } from './effects.ts'
import { freeLocks, lockDie } from './locks.ts'
import { randomInt } from '../rng.ts'

/** A monster appears: drawn at random from the cup, placed on an open monster task, else below a card. */
export function monsterAppears(ctx: Ctx): void {
  const { s } = ctx
  if (s.awakened || s.monsterCup.length === 0 || s.board.length === 0) return
  const monsterId = s.monsterCup.splice(randomInt(s, 0, s.monsterCup.length - 1), 1)[0] as string
  const spots = openMonsterTasks(ctx)
  let card: BoardCard
  let row = -1
  if (spots.length > 0) {
    const spot = spots[randomInt(s, 0, spots.length - 1)] as { card: BoardCard; row: number }
    card = spot.card
    row = spot.row
  } else {
    const below = (b: BoardCard) => b.monsters.filter((m) => m.row === -1).length
    const fewest = Math.min(...s.board.map(below))
    const cards = s.ruleset === 'revised' ? s.board.filter((b) => below(b) === fewest) : s.board
    card = cards[randomInt(s, 0, cards.length - 1)] as BoardCard
  }
  card.monsters.push({ monsterId, row, defeated: false })
  emit(ctx, { type: 'monsterAppeared', monsterId, cardId: card.cardId, row })
  const lock = ctx.cat.monster(monsterId).lock
  if (lock) lockDie(ctx, lock, { kind: 'monster', monsterId })
}

function openMonsterTasks(ctx: Ctx): { card: BoardCard; row: number }[] {
  const spots: { card: BoardCard; row: number }[] = []
  for (const card of ctx.s.board) {
    ctx.cat.adventureTasks(card.cardId).tasks.forEach((task, row) => {
      if (task.monsterArea && !card.monsters.some((m) => m.row === row)) spots.push({ card, row })
    })
  }
  return spots
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
