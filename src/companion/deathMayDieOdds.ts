// Cthulhu: Death May Die, "Rerolls": exact odds of a roll when each stress taken rerolls one die, played optimally
// (solver.ts: the best chance to meet the goal, then the fewest expected tentacles, then the least stress).
// Elder signs and blanks weigh the same here: the rulebook's roll gives elder signs no effect of their own.
import {
  DMD_BLACK_DICE,
  DMD_DIE_FACES,
  DMD_FACES,
  DMD_LIMITS,
  dmdRollProblem,
  dmdSetupProblem,
  isDmdSuccess,
  isDmdTentacle,
  scoreDmdRoll,
} from './deathMayDie.ts'
import type { DmdDie, DmdDieKind, DmdFace, DmdMove, DmdRoll, DmdSetup } from './deathMayDie.ts'
import { adviceOf, createSolver, followAdvice, oddsOf, type Solver, type SolverSpec } from './solver.ts'
import { throwOnProblem } from './validate.ts'
import type { Advice, Goal, OptimalPlayer, Odds, PlayedRoll, RandomSource } from './types.ts'

// Classes: black success, black success + tentacle, black tentacle, black nothing; green success, green nothing.
const CLASSES = [
  { success: 1, tentacle: 0 },
  { success: 1, tentacle: 1 },
  { success: 0, tentacle: 1 },
  { success: 0, tentacle: 0 },
  { success: 1, tentacle: 0 },
  { success: 0, tentacle: 0 },
] as const

function classOf(die: DmdDie): number {
  const success = isDmdSuccess(die.face)
  if (die.kind === 'green') return success ? 4 : 5
  const tentacle = isDmdTentacle(die.face)
  return success ? (tentacle ? 1 : 0) : tentacle ? 2 : 3
}

function kindOutcomes(kind: DmdDieKind): [number, number][] {
  const byClass = new Map<number, number>()
  for (const face of DMD_DIE_FACES[kind]) {
    const cls = classOf({ kind, face })
    byClass.set(cls, (byClass.get(cls) ?? 0) + 1 / 6)
  }
  return [...byClass.entries()]
}

function dmdSolver(green: number, goal: Goal): Solver {
  const spec: SolverSpec = {
    classes: CLASSES,
    kindOfClass: [0, 0, 0, 0, 1, 1],
    kinds: [{ outcomes: kindOutcomes('black') }, { outcomes: kindOutcomes('green') }],
    action: 'reroll',
    goal,
    maxSuccesses: DMD_BLACK_DICE + green,
    maxDice: [DMD_BLACK_DICE, green],
    maxResource: DMD_LIMITS.stress,
  }
  return createSolver(spec)
}

function countsOf(dice: readonly DmdDie[]): number[] {
  const counts = CLASSES.map(() => 0)
  for (const die of dice) counts[classOf(die)] = (counts[classOf(die)] as number) + 1
  return counts
}

const goalOf = (x: { readonly goal?: Goal }): Goal => x.goal ?? 'most'

/** Exact odds before the roll, played optimally. Throws `companion:` on a setup with a problem. */
export function dmdOdds(setup: DmdSetup): Odds {
  throwOnProblem(dmdSetupProblem(setup))
  const solver = dmdSolver(setup.green, goalOf(setup))
  return oddsOf(solver.initial([DMD_BLACK_DICE, setup.green], setup.stress), goalOf(setup))
}

// Among dice of one class, reroll the one that shows least: a blank before an elder sign, a plain success before a
// success + elder sign (elder signs may matter to a skill the solver does not model).
const REROLL_PREFERENCE: readonly DmdFace[] = ['blank', 'elderSign', 'tentacle', 'success', 'successTentacle']
const preference = (face: DmdFace) => {
  const i = REROLL_PREFERENCE.indexOf(face)
  return i < 0 ? DMD_FACES.length : i
}

function representative(dice: readonly DmdDie[], cls: number): number {
  let best = -1
  for (const [i, die] of dice.entries()) {
    if (classOf(die) !== cls) continue
    if (best < 0 || preference(die.face) < preference((dice[best] as DmdDie).face)) best = i
  }
  return best
}

function adviceWith(solver: Solver, roll: DmdRoll): Advice<DmdMove> {
  const goal = goalOf(roll)
  const options = solver.options(countsOf(roll.dice), roll.stress).map(({ move, value }) => ({
    move:
      move.type === 'stop'
        ? ({ type: 'stop' } as const)
        : ({ type: 'reroll', die: representative(roll.dice, move.cls) } as const),
    odds: oddsOf(value, goal),
  }))
  return adviceOf(options)
}

/** The best next move for the dice on the table, every distinct move rated. Throws `companion:` on a bad roll. */
export function dmdAdvice(roll: DmdRoll): Advice<DmdMove> {
  throwOnProblem(dmdRollProblem(roll))
  return adviceWith(dmdSolver(roll.dice.length - DMD_BLACK_DICE, goalOf(roll)), roll)
}

const rollDie = (kind: DmdDieKind, random: RandomSource): DmdDie => ({
  kind,
  face: DMD_DIE_FACES[kind][Math.min(5, Math.floor(random() * 6))] as DmdFace,
})

/** Solves the setup once; `play(random)` rolls and follows the optimal policy (the Monte Carlo check). */
export function createDmdPlayer(setup: DmdSetup): OptimalPlayer<DmdDie, DmdMove> {
  const odds = dmdOdds(setup)
  const goal = goalOf(setup)
  const solver = dmdSolver(setup.green, goal)
  return {
    odds,
    play(random) {
      const kinds: DmdDieKind[] = [
        ...Array<DmdDieKind>(DMD_BLACK_DICE).fill('black'),
        ...Array<DmdDieKind>(setup.green).fill('green'),
      ]
      const thrown: DmdRoll = { dice: kinds.map((kind) => rollDie(kind, random)), stress: setup.stress, goal }
      const { roll, moves } = followAdvice(
        thrown,
        (at) => adviceWith(solver, at).move,
        (at, move) => {
          const die = at.dice[move.die] as DmdDie
          return {
            ...at,
            dice: at.dice.map((d, i) => (i === move.die ? rollDie(die.kind, random) : d)),
            stress: at.stress - 1,
          }
        },
      )
      const score = scoreDmdRoll(roll.dice, goal)
      const played: PlayedRoll<DmdDie, DmdMove> = {
        dice: roll.dice,
        moves,
        successes: score.successes,
        tentacles: score.tentacles,
        spent: setup.stress - roll.stress,
        passed: score.passed,
      }
      return played
    },
  }
}
