// Eldritch Horror, "Tests" and "Focus action": exact odds of a test when each clue or focus token rerolls one die,
// played optimally (solver.ts). Clue and focus tokens do the same to a test, so the solver counts them together; the
// advice spends focus first, because clues have other uses (and a fuller focus pool is capped at 2 anyway).
import { blessingOf, goalOf, isPipSuccess, pipSolver, playedPips, rollPip, throwPips } from './pips.ts'
import { EH_LIMITS, ehDiceCount, ehRollProblem, ehSetupProblem, scoreEhRoll } from './eldritchHorror.ts'
import type { EhMove, EhRoll, EhSetup } from './eldritchHorror.ts'
import { adviceOf, followAdvice, oddsOf, type Solver } from './solver.ts'
import { throwOnProblem } from './validate.ts'
import type { Advice, Blessing, Goal, OptimalPlayer, Odds } from './types.ts'

function ehSolver(dice: number, blessing: Blessing, goal: Goal): Solver {
  return pipSolver({ blessing, goal, action: 'reroll', maxDice: dice, maxResource: EH_LIMITS.clues + EH_LIMITS.focus })
}

/** Exact odds before the roll, played optimally. Throws `companion:` on a setup with a problem. */
export function ehOdds(setup: EhSetup): Odds {
  throwOnProblem(ehSetupProblem(setup))
  const dice = ehDiceCount(setup)
  const solver = ehSolver(dice, blessingOf(setup), goalOf(setup))
  return oddsOf(solver.initial([dice], setup.clues + setup.focus), goalOf(setup))
}

// Among dice of one class, reroll the lowest pip (any would do: a die's pip beyond success has no meaning).
function representative(roll: EhRoll, success: boolean): number {
  let best = -1
  for (const [i, pip] of roll.pips.entries()) {
    if (isPipSuccess(pip, blessingOf(roll)) !== success) continue
    if (best < 0 || pip < (roll.pips[best] as number)) best = i
  }
  return best
}

function adviceWith(solver: Solver, roll: EhRoll): Advice<EhMove> {
  const goal = goalOf(roll)
  const successes = scoreEhRoll(roll.pips, blessingOf(roll), 'most').successes
  const spend = roll.focus > 0 ? ('focus' as const) : ('clue' as const)
  const options = solver
    .options([successes, roll.pips.length - successes], roll.clues + roll.focus)
    .map(({ move, value }) => ({
      move:
        move.type === 'stop'
          ? ({ type: 'stop' } as const)
          : ({ type: 'reroll', die: representative(roll, move.cls === 0), spend } as const),
      odds: oddsOf(value, goal),
    }))
  return adviceOf(options)
}

/** The best next move for the dice on the table, every distinct move rated. Throws `companion:` on a bad roll. */
export function ehAdvice(roll: EhRoll): Advice<EhMove> {
  throwOnProblem(ehRollProblem(roll))
  return adviceWith(ehSolver(roll.pips.length, blessingOf(roll), goalOf(roll)), roll)
}

/** Solves the setup once; `play(random)` rolls and follows the optimal policy (the Monte Carlo check). */
export function createEhPlayer(setup: EhSetup): OptimalPlayer<number, EhMove> {
  const odds = ehOdds(setup)
  const dice = ehDiceCount(setup)
  const goal = goalOf(setup)
  const solver = ehSolver(dice, blessingOf(setup), goal)
  const start = setup.clues + setup.focus
  return {
    odds,
    play(random) {
      const { clues, focus } = setup
      const thrown: EhRoll = { pips: throwPips(dice, random), clues, focus, blessing: blessingOf(setup), goal }
      const { roll, moves } = followAdvice(
        thrown,
        (at) => adviceWith(solver, at).move,
        (at, move) => {
          const pips = at.pips.map((p, i) => (i === move.die ? rollPip(random) : p))
          return move.spend === 'focus' ? { ...at, pips, focus: at.focus - 1 } : { ...at, pips, clues: at.clues - 1 }
        },
      )
      const score = scoreEhRoll(roll.pips, blessingOf(setup), goal)
      return playedPips(roll.pips, moves, score, start - roll.clues - roll.focus)
    },
  }
}
