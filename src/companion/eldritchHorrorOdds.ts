import type { Advice, OptimalPlayer, Odds } from './types.ts'
import type { EhSetup, EhRoll, EhMove } from './eldritchHorror.ts'

/** Exact odds before the roll, played optimally (see solver.ts). Throws `companion:` on a setup with a problem. */
export function ehOdds(setup: EhSetup): Odds {
  throw new Error('companion: ehOdds not implemented yet ' + JSON.stringify(setup))
}

/** The best next move for the dice on the table, every distinct move rated. Throws `companion:` on a bad roll. */
export function ehAdvice(roll: EhRoll): Advice<EhMove> {
  throw new Error('companion: ehAdvice not implemented yet ' + JSON.stringify(roll))
}

/** Solves the setup once; `play(random)` rolls and follows the optimal policy (the Monte Carlo check). */
export function createEhPlayer(setup: EhSetup): OptimalPlayer<number, EhMove> {
  throw new Error('companion: createEhPlayer not implemented yet ' + JSON.stringify(setup))
}
