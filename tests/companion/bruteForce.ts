// An independent exhaustive search for the companion odds: every die keeps its own face (no classes), every possible
// die is tried for every reroll, every possible face sequence is enumerated, nothing is memoised. Slow on purpose;
// only for small pools. It shares no code with src/companion/solver.ts.
export interface Outcome {
  readonly reward: number
  readonly tentacles: number
  readonly spent: number
  readonly mean: number
  readonly dist: readonly number[]
}

/** A face: successes and tentacles it shows. */
export interface BruteFace {
  readonly success: number
  readonly tentacle: number
}

export interface BruteGame {
  /** Each die's six faces. */
  readonly dice: readonly (readonly BruteFace[])[]
  /** 'reroll': a resource rerolls any one die; 'add': a resource adds a die with faces `addFaces`. */
  readonly action: 'reroll' | 'add'
  readonly addFaces?: readonly BruteFace[]
  readonly resource: number
  readonly goal: number | 'most'
  readonly size: number
}

const EPS = 1e-12

function better(a: Outcome, b: Outcome): boolean {
  if (Math.abs(a.reward - b.reward) > EPS) return a.reward > b.reward
  if (Math.abs(a.tentacles - b.tentacles) > EPS) return a.tentacles < b.tentacles
  if (Math.abs(a.spent - b.spent) > EPS) return a.spent < b.spent
  return a.mean > b.mean + EPS
}

function average(outcomes: readonly Outcome[], extraSpent: number, size: number): Outcome {
  const n = outcomes.length
  const dist = Array.from({ length: size }, (_, k) => outcomes.reduce((s, o) => s + (o.dist[k] ?? 0), 0) / n)
  return {
    reward: outcomes.reduce((s, o) => s + o.reward, 0) / n,
    tentacles: outcomes.reduce((s, o) => s + o.tentacles, 0) / n,
    spent: extraSpent + outcomes.reduce((s, o) => s + o.spent, 0) / n,
    mean: outcomes.reduce((s, o) => s + o.mean, 0) / n,
    dist,
  }
}

/** The best outcome from concrete faces on the table (`shown[i]` = face of die i) with `left` resource. */
export function bestFrom(
  game: BruteGame,
  faces: readonly (readonly BruteFace[])[],
  shown: readonly BruteFace[],
  left: number,
): Outcome {
  const successes = shown.reduce((s, f) => s + f.success, 0)
  const dist = Array.from({ length: game.size }, (_, k) => (k === successes ? 1 : 0))
  let best: Outcome = {
    reward: game.goal === 'most' ? successes : successes >= game.goal ? 1 : 0,
    tentacles: shown.reduce((s, f) => s + f.tentacle, 0),
    spent: 0,
    mean: successes,
    dist,
  }
  if (left <= 0) return best
  if (game.action === 'add') {
    const add = game.addFaces ?? []
    const results = add.map((face) => bestFrom(game, [...faces, add], [...shown, face], left - 1))
    const v = average(results, 1, game.size)
    return better(v, best) ? v : best
  }
  for (let i = 0; i < shown.length; i++) {
    const results = (faces[i] ?? []).map((face) =>
      bestFrom(
        game,
        faces,
        shown.map((f, j) => (j === i ? face : f)),
        left - 1,
      ),
    )
    const v = average(results, 1, game.size)
    if (better(v, best)) best = v
  }
  return best
}

/** The best outcome before the roll: every face of every die, in every combination. */
export function bruteOdds(game: BruteGame): Outcome {
  const results: Outcome[] = []
  const walk = (i: number, shown: BruteFace[]) => {
    if (i === game.dice.length) {
      results.push(bestFrom(game, game.dice, shown, game.resource))
      return
    }
    for (const face of game.dice[i] ?? []) walk(i + 1, [...shown, face])
  }
  walk(0, [])
  return average(results, 0, game.size)
}
