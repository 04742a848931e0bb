// Revised rulebook, "Trophies": spending gives no change; cards go to the bottom of their decks, monsters to the cup.
import type { Trophy } from '../state.ts'
import { emit, playerAt, type Ctx } from './ctx.ts'

export function trophyValue(trophies: readonly Trophy[]): number {
  return trophies.reduce((sum, t) => sum + t.value, 0)
}

/** Returns trophies to their decks or the monster cup. */
export function returnTrophies(ctx: Ctx, trophies: readonly Trophy[]): void {
  for (const t of trophies) {
    if (t.kind === 'monster') ctx.s.monsterCup.push(t.id)
    else ctx.s.decks[t.kind === 'adventure' ? 'adventure' : 'otherWorld'].push(t.id)
  }
}

/** Spends the named trophies (already validated). */
export function spendTrophies(ctx: Ctx, player: number, ids: readonly string[]): void {
  if (ids.length === 0) return
  const p = playerAt(ctx, player)
  const spent = p.trophies.filter((t) => ids.includes(t.id))
  p.trophies = p.trophies.filter((t) => !ids.includes(t.id))
  returnTrophies(ctx, spent)
  emit(ctx, { type: 'trophiesSpent', player, ids: spent.map((t) => t.id) })
}

/** The cheapest-first set of trophies whose value reaches `amount`, or null when they do not suffice. */
export function cheapestPayment(trophies: readonly Trophy[], amount: number): string[] | null {
  if (amount <= 0) return []
  const sorted = [...trophies].sort((a, b) => a.value - b.value)
  const ids: string[] = []
  let sum = 0
  for (const t of sorted) {
    if (sum >= amount) break
    ids.push(t.id)
    sum += t.value
  }
  return sum >= amount ? ids : null
}
