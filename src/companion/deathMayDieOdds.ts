import type { Advice, OptimalPlayer, Odds } from './types.ts'
import type { DmdSetup, DmdRoll, DmdMove, DmdDie } from './deathMayDie.ts'

/** Exact odds before the roll, played optimally (see solver.ts). Throws `companion:` on a setup with a problem. */
export function dmdOdds(setup: DmdSetup): Odds {
  throw new Error('companion: dmdOdds not implemented yet ' + JSON.stringify(setup))
}

/** The best next move for the dice on the table, every distinct move rated. Throws `companion:` on a bad roll. */
export function dmdAdvice(roll: DmdRoll): Advice<DmdMove> {
  throw new Error('companion: dmdAdvice not implemented yet ' + JSON.stringify(roll))
}

/** Solves the setup once; `play(random)` rolls and follows the optimal policy (the Monte Carlo check). */
export function createDmdPlayer(setup: DmdSetup): OptimalPlayer<DmdDie, DmdMove> {
  throw new Error('companion: createDmdPlayer not implemented yet ' + JSON.stringify(setup))
}
