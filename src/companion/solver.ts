// Exact optimal play of a "roll, then improve" dice check, shared by the three companion modes.
//
// A state is the multiset of what the dice show, reduced to classes that matter (success? tentacle?), plus the
// resource left (stress, clue and focus tokens). After the roll the player may stop, or pay 1 resource to reroll one
// die of a class ("reroll" modes), or to roll one more die ("add" mode, Arkham Horror's clues). The value of a state is
// found by backward induction over these states, memoised by a packed key, so every state is solved once.
//
// Optimal = lexicographic, in this order:
//   1. the most reward: P(successes ≥ goal), or for the goal 'most' the expected successes;
//   2. among those, the fewest expected tentacles (Death May Die's sanity loss: a reroll can turn up a tentacle);
//   3. then the fewest expected resources spent (stop rather than spend for nothing);
//   4. then the most expected successes (so equal moves give one well-defined distribution).
// Backward induction over this order is exact: a policy optimal for (1) must be optimal for (1) in every state it
// reaches, so comparing the tie-breakers only among moves that tie on (1) loses nothing. Rewards grow with the
// successes, which is what lets `pointlessRerolls` skip rerolling a die that already shows its kind's best.
import { rollOutcomes } from './rollOutcomes.ts'
import type { Advice, DieClass, DieKind, Goal, Odds, RatedMove, SolverSpec } from './types.ts'

export type { DieClass, DieKind, SolverSpec } from './types.ts'

/** The value of a state (or of a move in it) under optimal play from there on. */
export interface Value {
  readonly reward: number
  readonly tentacles: number
  readonly spent: number
  readonly mean: number
  readonly dist: Float64Array
}

/** A move in a state: stop, or spend 1 resource on class `cls` (reroll) or on a new die (add, `cls` = -1). */
export interface SolverMove {
  readonly type: 'stop' | 'spend'
  readonly cls: number
}

export interface Solver {
  readonly spec: SolverSpec
  /** The value of dice showing `counts` (one count per class) with `resource` left. */
  value(counts: readonly number[], resource: number): Value
  /** Every legal move with its value, best first (stop first among exact ties). */
  options(counts: readonly number[], resource: number): readonly { move: SolverMove; value: Value }[]
  /** The value before the roll: `dice[k]` dice of kind k rolled, then optimal play with `resource`. */
  initial(dice: readonly number[], resource: number): Value
  /** States solved so far (the bench reports it). */
  stateCount(): number
}

const EPS = 1e-12
const NO_DIST = new Float64Array(0)
const NONE = -2
const MAX_KEY_BITS = 22

/** Whether `a` is strictly better than `b` under the policy's order. */
function isBetter(a: Value, b: Value): boolean {
  return isBetterBy(a.reward, a.tentacles, a.spent, a.mean, b)
}

function isBetterBy(reward: number, tentacles: number, spent: number, mean: number, b: Value): boolean {
  if (Math.abs(reward - b.reward) > EPS) return reward > b.reward
  if (Math.abs(tentacles - b.tentacles) > EPS) return tentacles < b.tentacles
  if (Math.abs(spent - b.spent) > EPS) return spent < b.spent
  return mean > b.mean + EPS
}

export function createSolver(spec: SolverSpec): Solver {
  const layout = keyLayout(spec)
  const memo: (Value | undefined)[] = new Array<Value | undefined>(2 ** layout.bits)
  let solved = 0
  const size = spec.maxSuccesses + 1
  const classCount = spec.classes.length
  const counts = new Int32Array(classCount)
  const success = Int32Array.from(spec.classes, (c) => c.success)
  const tentacle = Int32Array.from(spec.classes, (c) => c.tentacle)
  const kindOf = Int32Array.from(spec.kindOfClass)
  // The state key is kept up to date as dice move between classes: key = Σ counts[i]·weight[i] + resource.
  const weight = layout.weight
  const outcomeCls = spec.kinds.map((k) => Int32Array.from(k.outcomes, ([cls]) => cls))
  const outcomeP = spec.kinds.map((k) => Float64Array.from(k.outcomes, ([, p]) => p))
  const isAdd = spec.action === 'add'
  const pointless = pointlessRerolls(spec)
  let key = 0
  let successes = 0
  let tentacles = 0

  const move = (cls: number, by: number) => {
    counts[cls] = (counts[cls] as number) + by
    key += by * (weight[cls] as number)
    successes += by * (success[cls] as number)
    tentacles += by * (tentacle[cls] as number)
  }

  // Stopping: the successes shown are final. One shared one-hot distribution per success count (never written).
  const oneHot = Array.from({ length: size }, (_, k) =>
    Float64Array.from({ length: size }, (_, j) => (j === k ? 1 : 0)),
  )
  function stopValue(): Value {
    const reward = spec.goal === 'most' ? successes : successes >= spec.goal ? 1 : 0
    return { reward, tentacles, spent: 0, mean: successes, dist: oneHot[successes] as Float64Array }
  }

  // The scalars of the last spend evaluated (no object per candidate move: the DP compares thousands of them).
  let outReward = 0
  let outTentacles = 0
  let outSpent = 0
  let outMean = 0

  // Spending 1 resource on a die of `kind` (the caller has taken a rerolled die off its class): the expected
  // scalars into out*, and the distribution into `dist` when given (the DP needs it for the best move alone).
  function rollOne(kind: number, resource: number, dist: Float64Array | null): void {
    let reward = 0
    let tentacleSum = 0
    let spent = 1
    let mean = 0
    const classes = outcomeCls[kind] as Int32Array
    const ps = outcomeP[kind] as Float64Array
    for (let j = 0; j < classes.length; j++) {
      const cls = classes[j] as number
      const p = ps[j] as number
      move(cls, 1)
      const v = solve(resource - 1)
      move(cls, -1)
      reward += p * v.reward
      tentacleSum += p * v.tentacles
      spent += p * v.spent
      mean += p * v.mean
      if (dist !== null) for (let k = 0; k < size; k++) dist[k] = (dist[k] as number) + p * (v.dist[k] as number)
    }
    outReward = reward
    outTentacles = tentacleSum
    outSpent = spent
    outMean = mean
  }

  /** Spends 1 resource on class `cls` (a reroll), or on a new die when `cls` is -1; the result is in out*. */
  function spend(cls: number, resource: number, dist: Float64Array | null): void {
    if (cls < 0) return rollOne(0, resource, dist)
    move(cls, -1)
    rollOne(kindOf[cls] as number, resource, dist)
    move(cls, 1)
  }

  function spendValue(cls: number, resource: number): Value {
    const dist = new Float64Array(size)
    spend(cls, resource, dist)
    return { reward: outReward, tentacles: outTentacles, spent: outSpent, mean: outMean, dist }
  }

  // The legal spends in the current state, as classes (-1 = add a die).
  function legalSpends(resource: number): number[] {
    if (resource <= 0) return []
    if (isAdd) return [-1]
    const moves: number[] = []
    for (let cls = 0; cls < classCount; cls++) if ((counts[cls] as number) > 0) moves.push(cls)
    return moves
  }

  function solve(resource: number): Value {
    const stateKey = key + resource
    const known = memo[stateKey]
    if (known !== undefined) return known
    const stop = stopValue()
    let bestCls = NONE
    if (resource > 0) {
      let best = stop
      for (let cls = isAdd ? -1 : 0; cls < (isAdd ? 0 : classCount); cls++) {
        if (cls >= 0 && (counts[cls] === 0 || pointless[cls] === 1)) continue
        spend(cls, resource, null)
        if (isBetterBy(outReward, outTentacles, outSpent, outMean, best)) {
          best = { reward: outReward, tentacles: outTentacles, spent: outSpent, mean: outMean, dist: NO_DIST }
          bestCls = cls
        }
      }
    }
    const value = bestCls === NONE ? stop : spendValue(bestCls, resource)
    memo[stateKey] = value
    solved++
    return value
  }

  const load = (from: readonly number[]) => {
    if (from.length !== classCount) throw new Error('companion: counts do not match the classes')
    key = 0
    successes = 0
    tentacles = 0
    counts.fill(0)
    for (let cls = 0; cls < classCount; cls++) move(cls, from[cls] as number)
  }

  return {
    spec,
    value(from, resource) {
      load(from)
      return solve(resource)
    },
    options(from, resource) {
      load(from)
      const rated = [{ move: { type: 'stop', cls: -1 } as SolverMove, value: stopValue() }]
      for (const cls of legalSpends(resource))
        rated.push({ move: { type: 'spend', cls }, value: spendValue(cls, resource) })
      // A stable sort keeps stop first among exact ties.
      return rated.sort((a, b) => (isBetter(a.value, b.value) ? -1 : isBetter(b.value, a.value) ? 1 : 0))
    },
    initial(dice, resource) {
      const acc = { reward: 0, tentacles: 0, spent: 0, mean: 0, dist: new Float64Array(size) }
      for (const [rolled, p] of rollOutcomes(spec, dice)) {
        load(rolled)
        const v = solve(resource)
        acc.reward += p * v.reward
        acc.tentacles += p * v.tentacles
        acc.spent += p * v.spent
        acc.mean += p * v.mean
        for (let k = 0; k < size; k++) acc.dist[k] = (acc.dist[k] as number) + p * (v.dist[k] as number)
      }
      return acc
    },
    stateCount: () => solved,
  }
}

/**
 * Classes not worth rerolling: those showing the best a die of their kind can show (the most successes and the
 * fewest tentacles its faces offer). Keeping such a die and playing on as if it had been rerolled (rerolling it
 * whenever the other policy would reroll its new face) ends with at least as many successes, no more tentacles and one
 * reroll fewer, so the solver skips these moves (`options` still rates them). This only prunes; it never adds a move.
 */
function pointlessRerolls(spec: SolverSpec): Uint8Array {
  const pointless = new Uint8Array(spec.classes.length)
  if (spec.action !== 'reroll') return pointless
  for (const [cls, c] of spec.classes.entries()) {
    const faces = (spec.kinds[spec.kindOfClass[cls] as number] as DieKind).outcomes.map(
      ([o]) => spec.classes[o] as DieClass,
    )
    const best = faces.every((f) => c.success >= f.success && c.tentacle <= f.tentacle)
    pointless[cls] = best ? 1 : 0
  }
  return pointless
}

/**
 * A dense key for the memo: bit fields for each class count and the resource. When dice are only rerolled, each
 * kind's dice always number the same, so the kind's last class is implied by the others and gets no field (weight 0).
 */
function keyLayout(spec: SolverSpec): { weight: Float64Array; bits: number } {
  const bitsFor = (n: number) => Math.max(1, Math.ceil(Math.log2(n + 1)))
  const weight = new Float64Array(spec.classes.length)
  let bits = bitsFor(spec.maxResource)
  for (let cls = spec.classes.length - 1; cls >= 0; cls--) {
    const kind = spec.kindOfClass[cls] as number
    const lastOfKind = spec.kindOfClass.lastIndexOf(kind) === cls
    if (spec.action === 'reroll' && lastOfKind) continue
    weight[cls] = 2 ** bits
    bits += bitsFor(spec.maxDice[kind] as number)
  }
  if (bits > MAX_KEY_BITS) throw new Error(`companion: a ${bits}-bit state key is too large for the memo`)
  return { weight, bits }
}

/** The public odds of a value. */
export function oddsOf(value: Value, goal: Goal): Odds {
  return {
    pass: goal === 'most' ? null : value.reward,
    successes: Array.from(value.dist),
    expectedSuccesses: value.mean,
    expectedTentacles: value.tentacles,
    expectedSpent: value.spent,
  }
}

/** The advice for moves rated best first (the solver's order): the first is the move to make. */
export function adviceOf<M>(options: readonly RatedMove<M>[]): Advice<M> {
  const best = options[0] as RatedMove<M>
  return { move: best.move, odds: best.odds, options }
}

/**
 * Plays on from `roll` as `advise` says, making each move with `play`, until the advice is to stop: the roll it
 * ends with and every move advised, the stop last (the Monte Carlo players).
 */
export function followAdvice<R, M extends { readonly type: string }>(
  roll: R,
  advise: (roll: R) => M,
  play: (roll: R, move: Exclude<M, { readonly type: 'stop' }>) => R,
): { readonly roll: R; readonly moves: M[] } {
  const moves: M[] = []
  let now = roll
  for (;;) {
    const move = advise(now)
    moves.push(move)
    if (move.type === 'stop') return { roll: now, moves }
    now = play(now, move as Exclude<M, { readonly type: 'stop' }>)
  }
}
