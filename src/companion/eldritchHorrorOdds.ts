// Eldritch Horror, "Tests" and "Focus action": exact odds of a test when each clue or focus token rerolls one die,
// played optimally (solver.ts). Clue and focus tokens do the same to a test, so the solver counts them together; the
// advice spends focus first, because clues have other uses (and a fuller focus pool is capped at 2 anyway).
import { blessingOf, goalOf, isPipSuccess, pipSolver } from './pips.ts'
import {
  EH_LIMITS,
  ehDiceCount,
  ehRollProblem,
  ehSetupProblem,
  scoreEhRoll,
  type EhMove,
  type EhRoll,
  type EhSetup,
} from './eldritchHorror.ts'
import { oddsOf, type Solver } from './solver.ts'
import type { Advice, Blessing, Goal, OptimalPlayer, Odds, RandomSource } from './types.ts'

function ehSolver(dice: number, blessing: Blessing, goal: Goal): Solver {
  return pipSolver({ blessing, goal, action: 'reroll', maxDice: dice, maxResource: EH_LIMITS.clues + EH_LIMITS.focus })
}

/** Exact odds before the roll, played optimally. Throws `companion:` on a setup with a problem. */
export function ehOdds(setup: EhSetup): Odds {
  const problem = ehSetupProblem(setup)
  if (problem !== null) throw new Error(`companion: ${problem}`)
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
  const best = options[0] as (typeof options)[number]
  return { move: best.move, odds: best.odds, options }
}

/** The best next move for the dice on the table, every distinct move rated. Throws `companion:` on a bad roll. */
export function ehAdvice(roll: EhRoll): Advice<EhMove> {
  const problem = ehRollProblem(roll)
  if (problem !== null) throw new Error(`companion: ${problem}`)
  return adviceWith(ehSolver(roll.pips.length, blessingOf(roll), goalOf(roll)), roll)
}

const rollPip = (random: RandomSource): number => Math.min(5, Math.floor(random() * 6)) + 1

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
      let roll: EhRoll = {
        pips: Array.from({ length: dice }, () => rollPip(random)),
        clues: setup.clues,
        focus: setup.focus,
        blessing: blessingOf(setup),
        goal,
      }
      const moves: EhMove[] = []
      for (;;) {
        const { move } = adviceWith(solver, roll)
        moves.push(move)
        if (move.type === 'stop') break
        const pips = roll.pips.map((p, i) => (i === move.die ? rollPip(random) : p))
        roll =
          move.spend === 'focus' ? { ...roll, pips, focus: roll.focus - 1 } : { ...roll, pips, clues: roll.clues - 1 }
      }
      const score = scoreEhRoll(roll.pips, blessingOf(setup), goal)
      return {
        dice: roll.pips,
        moves,
        successes: score.successes,
        tentacles: 0,
        spent: start - roll.clues - roll.focus,
        passed: score.passed,
      }
    },
  }
}
