// Revised rulebook, "Monsters" (where a monster marker goes), "Monster Tasks", "Other World Cards", "Awakening the
// Ancient One" (everything leaves the play area): cards and monster markers entering and leaving the table.
// docs/rules.md#monsters: monsters spread as evenly as possible (revised); first printing has no evenness rule.
import type { BoardCard, MonsterSpot, PendingChoice } from '../state.ts'
import { emit, type Ctx } from './ctx.ts'
import { lockDie } from './locks.ts'

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

/**
 * Where a drawn monster may go: any open monster task; with none, below any card (revised: as evenly as
 * possible); a reward's monster may also go on the incoming card (revised). Only cards in play when it appeared.
 */
export function monsterSpots(ctx: Ctx, choice: Extract<PendingChoice, { kind: 'placeMonster' }>): MonsterSpot[] {
  const { s } = ctx
  const cards = s.board.filter((b) => choice.cards.includes(b.cardId))
  const pool = cards.length > 0 ? cards : s.board
  const open: MonsterSpot[] = []
  for (const card of pool) {
    ctx.cat.adventureTasks(card.cardId).tasks.forEach((task, row) => {
      if (task.monsterArea && !card.monsters.some((m) => m.row === row)) open.push({ cardId: card.cardId, row })
    })
  }
  const below = (cardId: string) =>
    s.board.find((b) => b.cardId === cardId)?.monsters.filter((m) => m.row === -1).length ?? 0
  let spots = open
  if (spots.length === 0) {
    const fewest = Math.min(...pool.map((b) => below(b.cardId)))
    const even = s.ruleset === 'revised' ? pool.filter((b) => below(b.cardId) === fewest) : pool
    spots = even.map((b) => ({ cardId: b.cardId, row: -1 }))
  }
  const incoming = choice.incoming
  if (incoming !== null && s.ruleset === 'revised' && s.board.some((b) => b.cardId === incoming)) {
    if (!spots.some((x) => x.cardId === incoming) && !open.some((x) => x.cardId === incoming))
      spots = [...spots, { cardId: incoming, row: -1 }]
  }
  return spots
}

/** Puts a monster marker on a spot; its locked die icon takes a die at once. */
export function placeMonster(ctx: Ctx, monsterId: string, spot: MonsterSpot): void {
  const card = ctx.s.board.find((b) => b.cardId === spot.cardId)
  if (!card) throw new Error(`engine: no card ${spot.cardId} for a monster`)
  card.monsters.push({ monsterId, row: spot.row, defeated: false })
  emit(ctx, { type: 'monsterAppeared', monsterId, cardId: card.cardId, row: spot.row })
  const lock = ctx.cat.monster(monsterId).lock
  if (lock) lockDie(ctx, lock, { kind: 'monster', monsterId })
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
