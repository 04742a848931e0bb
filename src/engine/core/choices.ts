// Revised rulebook, "Monsters" ("the player chooses one available monster task"; "chooses any Adventure or Other
// World card"; a reward's monster "may" go on the incoming card), "Trophies" (the player picks what to spend or
// lose), "Items" (which to discard): decisions the rules leave to the players.
// An effect that needs a choice queues it and the effect list goes on; the first queued choice is made current
// (its options computed from the state at that moment) and every other action waits until it is answered.
// A choice with a single option is made at once; one that has become moot (the player was devoured, the
// Ancient One awoke) is dropped. A devoured player's new investigator is the one choice whose answer sets off
// effects (the Ancient One's onJoin): it is queued and settled in effects.ts, above this file.
import type { MonsterSpot, PendingChoice, Trophy } from '../state.ts'
import { playerAt, type Ctx } from './ctx.ts'
import { monsterSpots, placeMonster } from './monsters.ts'
import { discardItems } from './playArea.ts'
import { trophyValue, spendTrophies } from './trophies.ts'

/** Every choice but the new investigator's, which effects.ts queues and settles. */
export type QueuedChoice = Exclude<PendingChoice, { kind: 'chooseInvestigator' }>

/**
 * Queues a choice; it becomes current at once when none is waiting, else when every earlier one is answered
 * (see promoteChoices in effects.ts). Settling it now never queues another choice.
 */
export function enqueueChoice(ctx: Ctx, choice: QueuedChoice): void {
  const { s } = ctx
  s.pendingChoices.push(choice)
  if (s.pendingChoices.length > 1) return
  if (s.status !== 'playing') {
    s.pendingChoices = []
    return
  }
  const current = refreshChoice(ctx, choice)
  if (current) s.pendingChoices[0] = current
  else s.pendingChoices.shift()
}

/** The choice with current options, or null once it was settled (forced) or dropped (moot). */
export function refreshChoice(ctx: Ctx, choice: QueuedChoice): QueuedChoice | null {
  switch (choice.kind) {
    case 'placeMonster':
      return refreshPlacement(ctx, choice)
    case 'loseTrophies':
      return refreshTrophies(ctx, choice)
    case 'discardItems':
      return refreshItems(ctx, choice)
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
