// Revised rulebook, "Resolution Phase" (the dice pool), "Resolving an Adventure" ("returns all assigned and
// discarded dice to the dice pool"), "Focusing and Assisting" (dice on markers leave at the end of the turn).
import type { Resolution } from '../state.ts'
import type { Ctx } from './ctx.ts'

/** Enters the Resolution phase: every green die that is not locked or on a spell forms the dice pool. */
export function startResolution(ctx: Ctx, target: Resolution['target']): void {
  for (const die of ctx.s.dice) if (die.color === 'green' && die.at.kind === 'idle') die.at = { kind: 'pool' }
  ctx.s.phase = {
    kind: 'resolution',
    target,
    stage: 'ready',
    rollId: 0,
    rollNumber: 0,
    pendingDice: [],
    completed: [],
    completedThisRoll: false,
    afterFailedRoll: false,
    securedThisRoll: false,
    abilityUsedRoll: -1,
    helpers: [],
    collected: [],
    preparedSpells: [],
  }
}

/**
 * docs/rules.md#first-printing: a spell placed before a roll that never received a die was still spent
 * (first printing, "Using Items & Spells": spells are spent before a roll, and "whenever an item is spent or
 * discarded it is placed facedown on the bottom of its corresponding deck"), so it goes under the spell deck.
 */
export function spendPreparedSpells(ctx: Ctx): void {
  const phase = ctx.s.phase
  if (phase.kind !== 'resolution') return
  ctx.s.decks.spell.push(...phase.preparedSpells)
  phase.preparedSpells = []
}

/** The phase ends: every die in the pool, on a task, discarded or on a marker goes back beside the entrance. */
export function returnDice(ctx: Ctx): void {
  spendPreparedSpells(ctx)
  for (const die of ctx.s.dice) {
    const k = die.at.kind
    if (k === 'pool' || k === 'assigned' || k === 'discarded' || k === 'marker') {
      die.at = { kind: 'idle' }
      die.face = null
    }
  }
}
