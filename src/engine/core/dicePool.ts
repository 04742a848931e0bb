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

/** Every die in the pool, on a task, discarded or on a marker goes back beside the entrance. */
export function returnDice(ctx: Ctx): void {
  for (const die of ctx.s.dice) {
    const k = die.at.kind
    if (k === 'pool' || k === 'assigned' || k === 'discarded' || k === 'marker') {
      die.at = { kind: 'idle' }
      die.face = null
    }
  }
}
