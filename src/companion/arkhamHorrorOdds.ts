// Arkham Horror, "Skill Checks": exact odds of a check when each clue token spent after the roll adds one die,
// played optimally (solver.ts). With 0 or fewer dice the check fails automatically and clues cannot help.
import { blessingOf, goalOf, isPipSuccess, pipSolver, playedPips, rollPip, throwPips } from './pips.ts'
import { AH_LIMITS, ahDiceCount, ahRollProblem, ahSetupProblem, scoreAhRoll } from './arkhamHorror.ts'
import type { AhMove, AhRoll, AhSetup } from './arkhamHorror.ts'
import { adviceOf, followAdvice, oddsOf, type Solver } from './solver.ts'
import { throwOnProblem } from './validate.ts'
import type { Advice, Blessing, Goal, OptimalPlayer, Odds } from './types.ts'

function ahSolver(blessing: Blessing, goal: Goal, maxDice: number): Solver {
  return pipSolver({ blessing, goal, action: 'add', maxDice: maxDice, maxResource: AH_LIMITS.clues })
}

/** The odds of a check that fails automatically: no successes, spent nothing. */
function failedOdds(goal: Goal, maxDice: number): Odds {
  const successes = Array.from({ length: maxDice + 1 }, (_, k) => (k === 0 ? 1 : 0))
  return { pass: goal === 'most' ? null : 0, successes, expectedSuccesses: 0, expectedTentacles: 0, expectedSpent: 0 }
}

/** Exact odds before the roll, played optimally. Throws `companion:` on a setup with a problem. */
export function ahOdds(setup: AhSetup): Odds {
  throwOnProblem(ahSetupProblem(setup))
  const dice = ahDiceCount(setup)
  const maxDice = Math.max(0, dice) + setup.clues
  if (dice <= 0) return failedOdds(goalOf(setup), maxDice)
  const solver = ahSolver(blessingOf(setup), goalOf(setup), maxDice)
  return oddsOf(solver.initial([dice], setup.clues), goalOf(setup))
}

function adviceWith(solver: Solver, roll: AhRoll): Advice<AhMove> {
  const goal = goalOf(roll)
  const maxDice = roll.pips.length + roll.clues
  if (roll.pips.length === 0) {
    const odds = failedOdds(goal, maxDice)
    return { move: { type: 'stop' }, odds, options: [{ move: { type: 'stop' }, odds }] }
  }
  const successes = roll.pips.filter((pip) => isPipSuccess(pip, blessingOf(roll))).length
  const options = solver.options([successes, roll.pips.length - successes], roll.clues).map(({ move, value }) => ({
    move: move.type === 'stop' ? ({ type: 'stop' } as const) : ({ type: 'addDie' } as const),
    odds: oddsOf(value, goal),
  }))
  return adviceOf(options)
}

/** The best next move for the dice on the table, every distinct move rated. Throws `companion:` on a bad roll. */
export function ahAdvice(roll: AhRoll): Advice<AhMove> {
  throwOnProblem(ahRollProblem(roll))
  return adviceWith(ahSolver(blessingOf(roll), goalOf(roll), roll.pips.length + roll.clues), roll)
}

/** Solves the setup once; `play(random)` rolls and follows the optimal policy (the Monte Carlo check). */
export function createAhPlayer(setup: AhSetup): OptimalPlayer<number, AhMove> {
  const odds = ahOdds(setup)
  const dice = Math.max(0, ahDiceCount(setup))
  const goal = goalOf(setup)
  const solver = ahSolver(blessingOf(setup), goal, dice + setup.clues)
  return {
    odds,
    play(random) {
      const thrown: AhRoll = { pips: throwPips(dice, random), clues: setup.clues, blessing: blessingOf(setup), goal }
      const { roll, moves } = followAdvice(
        thrown,
        (at) => adviceWith(solver, at).move,
        (at) => ({ ...at, pips: [...at.pips, rollPip(random)], clues: at.clues - 1 }),
      )
      return playedPips(roll.pips, moves, scoreAhRoll(roll.pips, blessingOf(setup), goal), setup.clues - roll.clues)
    },
  }
}
