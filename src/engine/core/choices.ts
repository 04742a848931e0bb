// Revised rulebook, "Monsters" ("the player chooses one available monster task"; "chooses any Adventure or Other
// World card"; a reward's monster "may" go on the incoming card), "Trophies" (the player picks what to spend or
// lose), "Being Devoured" ("he selects a new investigator"): decisions the rules leave to the players.
// An effect that needs a choice queues it and the effect list goes on; the first queued choice is made current
// (its options computed from the state at that moment) and every other action waits until it is answered.
// A choice with a single option is made at once; one that has become moot (the player was devoured, the
// Ancient One awoke) is dropped.
import type { MonsterSpot, PendingChoice, Trophy } from '../state.ts'
import { emit, playerAt, type Ctx } from './ctx.ts'
import { eliminate, joinInvestigator } from './devour.ts'
import { lockDie } from './locks.ts'
import { trophyValue, spendTrophies } from './trophies.ts'

/** Queues a choice; it becomes current at once when none is waiting, else when every earlier one is answered. */
export function enqueueChoice(ctx: Ctx, choice: PendingChoice): void {
  ctx.s.pendingChoices.push(choice)
  if (ctx.s.pendingChoices.length === 1) promoteChoices(ctx)
}

/** Makes the first queued choice current, settling forced and moot ones on the way. */
export function promoteChoices(ctx: Ctx): void {
  const { s } = ctx
  while (s.pendingChoices.length > 0 && s.status === 'playing') {
    const current = refresh(ctx, s.pendingChoices[0] as PendingChoice)
    if (current) {
      s.pendingChoices[0] = current
      return
    }
    s.pendingChoices.shift()
  }
  if (s.status !== 'playing') s.pendingChoices = []
}

/** The choice with current options, or null once it was settled (forced) or dropped (moot). */
function refresh(ctx: Ctx, choice: PendingChoice): PendingChoice | null {
  switch (choice.kind) {
    case 'placeMonster':
      return refreshPlacement(ctx, choice)
    case 'loseTrophies':
      return refreshTrophies(ctx, choice)
    case 'discardItems':
      return refreshItems(ctx, choice)
    case 'chooseInvestigator':
      return refreshInvestigator(ctx, choice)
    case 'assistPenalty':
    case 'reduceMaximum':
      return stillSeated(ctx, choice) ? choice : null
  }
}

/** A choice about an investigator's own sanity or stamina is moot once that investigator has left. */
function stillSeated(ctx: Ctx, choice: { player: number; investigatorId: string }): boolean {
  const p = playerAt(ctx, choice.player)
  return p.status === 'active' && p.investigatorId === choice.investigatorId
}

type Placement = Extract<PendingChoice, { kind: 'placeMonster' }>

function refreshPlacement(ctx: Ctx, choice: Placement): Placement | null {
  const { s } = ctx
  if (s.awakened || s.status !== 'playing' || s.board.length === 0) {
    s.monsterCup.push(choice.monsterId)
    return null
  }
  const spots = monsterSpots(ctx, choice)
  if (spots.length === 1) {
    placeMonster(ctx, choice.monsterId, spots[0] as MonsterSpot)
    return null
  }
  return { ...choice, spots }
}

/**
 * Where a drawn monster may go: any open monster task; with none, below any card (revised: as evenly as
 * possible); a reward's monster may also go on the incoming card (revised). Only cards in play when it appeared.
 */
export function monsterSpots(ctx: Ctx, choice: Placement): MonsterSpot[] {
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

type TrophyChoice = Extract<PendingChoice, { kind: 'loseTrophies' }>

function refreshTrophies(ctx: Ctx, choice: TrophyChoice): TrophyChoice | null {
  const p = playerAt(ctx, choice.player)
  if (p.status !== 'active' || p.investigatorId !== choice.investigatorId) return null
  const own = p.trophies.filter((t) => choice.trophies.includes(t.id))
  const payments = minimalPayments(own, choice.amount, 2)
  if (payments.length > 1) return { ...choice, trophies: own.map((t) => t.id) }
  spendTrophies(ctx, choice.player, payments[0] ?? own.map((t) => t.id))
  return null
}

/**
 * Sets of trophies worth at least `amount` from which no trophy can be left out (no change is given), up to
 * `limit` of them, cheapest first. Empty when all of them together do not reach the amount.
 */
export function minimalPayments(trophies: readonly Trophy[], amount: number, limit: number): string[][] {
  if (amount <= 0) return [[]]
  const sorted = [...trophies].sort((a, b) => a.value - b.value)
  const out: string[][] = []
  const picked: Trophy[] = []
  const visit = (i: number, sum: number, rest: number): void => {
    if (out.length >= limit) return
    if (sum >= amount) {
      if (picked.every((t) => sum - t.value < amount)) out.push(picked.map((t) => t.id))
      return
    }
    if (i >= sorted.length || sum + rest < amount) return
    const t = sorted[i] as Trophy
    picked.push(t)
    visit(i + 1, sum + t.value, rest - t.value)
    picked.pop()
    visit(i + 1, sum, rest - t.value)
  }
  visit(0, 0, trophyValue(sorted))
  return out
}

type ItemChoice = Extract<PendingChoice, { kind: 'discardItems' }>

function refreshItems(ctx: Ctx, choice: ItemChoice): ItemChoice | null {
  const p = playerAt(ctx, choice.player)
  if (p.status !== 'active' || p.investigatorId !== choice.investigatorId) return null
  const items = p.items.filter((id) => choice.items.includes(id))
  if (items.length > choice.count) return { ...choice, items }
  discardItems(ctx, choice.player, items.slice(0, choice.count))
  return null
}

/** The named items go to the bottom of their decks. */
export function discardItems(ctx: Ctx, player: number, ids: readonly string[]): void {
  const p = playerAt(ctx, player)
  for (const id of ids) {
    const at = p.items.indexOf(id)
    if (at < 0) continue
    p.items.splice(at, 1)
    ctx.s.decks[ctx.cat.usable(id).deck].push(id)
    emit(ctx, { type: 'itemDiscarded', player, cardId: id })
  }
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
