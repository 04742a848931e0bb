// Physics bench (issue 4): step time, settle time, cocked rate and fairness of the headless dice.
// Run: `npx tsx bench/physics.bench.ts` (or `npm run bench -- physics`). One JSON line per metric on
// stdout; diagnostics on stderr.
import { type DieColor } from '../src/engine/dice.ts'
import {
  chiSquareTest,
  DIE_KINDS,
  KIND_FACES,
  readDie,
  type DieKind,
  createDiceWorld,
  createRandom,
  createRoll,
  loadRapier,
  PHYSICS,
  randomThrow,
  throwDice,
  type Rapier,
} from '../src/physics/index.ts'

const MIXED_THROWS = Number(process.env.PHYSICS_BENCH_MIXED ?? 1000)
/**
 * 8 dice of one kind per throw: 750 throws give 6,000 faces of each kind. Every kind (the Elder Sign
 * colours, the pip die, Death May Die's black and green) is counted per face *position*.
 */
const FAIRNESS_THROWS = Number(process.env.PHYSICS_BENCH_FAIRNESS ?? 750)
const GAME_DICE: DieColor[] = ['green', 'green', 'green', 'green', 'green', 'green', 'yellow', 'red']

function report(metric: string, value: number, unit: string): void {
  console.log(JSON.stringify({ metric, value: Number(value.toPrecision(4)), unit }))
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

interface ThrowResult {
  faces: number[]
  steps: number
  cocked: number
  rethrows: number
  /** Wall time of each world step while any die was still moving, in ms. */
  stepMs: number[]
}

/** One throw exactly as `simulateRoll` makes it, with the steps timed. */
function timedThrow(rapier: Rapier, seed: number, colors: readonly DieKind[], timeSteps: boolean): ThrowResult {
  const dw = createDiceWorld(rapier)
  try {
    const rng = createRandom(seed)
    const dice = colors.map((color, i) => dw.addDie(i, color))
    throwDice(dw, dice, rng, randomThrow(rng))
    const roll = createRoll(dw, dice, rng, seed)
    const stepMs: number[] = []
    for (;;) {
      const t0 = timeSteps ? performance.now() : 0
      const done = roll.step()
      if (timeSteps && dice.every((d) => !roll.isSettled(d))) stepMs.push(performance.now() - t0)
      if (done) break
      if (roll.stats.steps > 60 / PHYSICS.timestep) throw new Error(`bench: throw ${seed} did not settle`)
    }
    // Face positions, read from the bodies with the same rule as the report (a face printed twice counts apart).
    const faces = dice.map((d) => readDie(d.body.rotation()).index)
    return { faces, steps: roll.stats.steps, cocked: roll.stats.cocked, rethrows: roll.stats.rethrows, stepMs }
  } finally {
    dw.free()
  }
}

const rapier = await loadRapier()
const started = performance.now()

// The game's own throw, 6 green + yellow + red: settle time, cocked dice, step time.
const settle: number[] = []
const stepMs: number[] = []
let cocked = 0
let rethrows = 0
for (let i = 0; i < MIXED_THROWS; i++) {
  const r = timedThrow(rapier, 1_000_000 + i, GAME_DICE, true)
  settle.push(r.steps * PHYSICS.timestep)
  stepMs.push(...r.stepMs)
  cocked += r.cocked
  rethrows += r.rethrows
}
settle.sort((a, b) => a - b)
stepMs.sort((a, b) => a - b)
console.error(
  `physics: ${MIXED_THROWS} throws of 8 dice; settle max ${settle.at(-1)?.toFixed(2)} s; ` +
    `${rethrows} nudges/re-throws; step p90 ${quantile(stepMs, 0.9).toFixed(3)} ms (${stepMs.length} steps timed)`,
)
report('physics.stepMs8Dice', quantile(stepMs, 0.5), 'ms')
report('physics.settleSecondsMedian', quantile(settle, 0.5), 's')
report('physics.settleSecondsP99', quantile(settle, 0.99), 's')
report('physics.cockedRate', cocked / (MIXED_THROWS * GAME_DICE.length), 'fraction')

// Fairness: each kind on its own seeds, every die's face position counted.
DIE_KINDS.forEach((color, k) => {
  const counts = [0, 0, 0, 0, 0, 0]
  for (let i = 0; i < FAIRNESS_THROWS; i++) {
    const { faces } = timedThrow(rapier, 2_000_000 + k * 100_000 + i, Array<DieKind>(8).fill(color), false)
    for (const index of faces) counts[index]! += 1
  }
  const { statistic, p } = chiSquareTest(counts)
  console.error(
    `physics: ${color} ${counts.reduce((a, b) => a + b)} faces ` +
      `${KIND_FACES[color].map((f, i) => `${i}:${f}=${counts[i]}`).join(' ')} chi2=${statistic.toFixed(2)}`,
  )
  report(`physics.fairnessP.${color}`, p, 'p')
})
console.error(`physics: bench took ${((performance.now() - started) / 1000).toFixed(1)} s`)
