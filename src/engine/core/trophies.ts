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

/**
 * Every distinct way to pay `amount` with no trophy left over that could be kept: one payment per multiset of
 * trophy values (trophies of one value are interchangeable for paying), cheapest total first, at most `limit`.
 * Of each value the payment takes the first trophies in the player's order, so the ids are deterministic.
 * Paying with a trophy that is not needed is legal too (no change is given) but never better; it is not listed.
 */
export function distinctPayments(trophies: readonly Trophy[], amount: number, limit: number): string[][] {
  if (amount <= 0) return [[]]
  const values = [...new Set(trophies.map((t) => t.value))].sort((a, b) => b - a)
  const byValue = values.map((v) => trophies.filter((t) => t.value === v))
  const out: { ids: string[]; sum: number }[] = []
  const counts: number[] = []
  const visit = (i: number, sum: number): void => {
    if (sum >= amount) {
      // Minimal: leaving out the cheapest trophy taken would fall short.
      const cheapest = values.findLast((_, j) => j < i && (counts[j] as number) > 0) as number
      if (sum - cheapest < amount)
        out.push({ ids: byValue.flatMap((ts, j) => ts.slice(0, counts[j] ?? 0).map((t) => t.id)), sum })
      return
    }
    if (i === values.length) return
    for (let k = (byValue[i] as Trophy[]).length; k >= 0; k--) {
      counts[i] = k
      visit(i + 1, sum + k * (values[i] as number))
    }
    counts[i] = 0
  }
  visit(0, 0)
  return out
    .sort((a, b) => a.sum - b.sum || a.ids.length - b.ids.length)
    .slice(0, limit)
    .map((p) => p.ids)
}
