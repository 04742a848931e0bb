import type { Advice, OptimalPlayer, Odds } from './types.ts'
import type { AhSetup, AhRoll, AhMove } from './arkhamHorror.ts'

/** Exact odds before the roll, played optimally (see solver.ts). Throws `companion:` on a setup with a problem. */
export function ahOdds(setup: AhSetup): Odds {
  throw new Error('companion: ahOdds not implemented yet ' + JSON.stringify(setup))
}

/** The best next move for the dice on the table, every distinct move rated. Throws `companion:` on a bad roll. */
export function ahAdvice(roll: AhRoll): Advice<AhMove> {
  throw new Error('companion: ahAdvice not implemented yet ' + JSON.stringify(roll))
}

/** Solves the setup once; `play(random)` rolls and follows the optimal policy (the Monte Carlo check). */
export function createAhPlayer(setup: AhSetup): OptimalPlayer<number, AhMove> {
  throw new Error('companion: createAhPlayer not implemented yet ' + JSON.stringify(setup))
}
