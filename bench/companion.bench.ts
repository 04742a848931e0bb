// `npx tsx bench/companion.bench.ts`: the companion tray's exact odds for the largest pools the tray offers, one JSON
// line per metric on stdout, diagnostics on stderr. Cold = every call solves from scratch (the solver memoises only
// within one call). Wall time, and process CPU time; one untimed call per mode first, so the figures measure the
// solver and not the JIT's first pass.
import {
  AH_LIMITS,
  DMD_DIE_FACES,
  DMD_LIMITS,
  EH_LIMITS,
  ahOdds,
  dmdAdvice,
  dmdOdds,
  ehOdds,
  type DmdDie,
  type Goal,
  type Odds,
} from '../src/companion/index.ts'
import { createRandom } from '../src/physics/createRandom.ts'

const REPS = 5
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
const median = (xs: number[]) => sorted(xs)[xs.length >> 1] as number
const report = (metric: string, value: number, unit = 'ms') =>
  console.log(JSON.stringify({ metric, value: Number(value.toFixed(2)), unit }))

const goals = (max: number): Goal[] => [...Array.from({ length: max }, (_, i) => i + 1), 'most']

// Each mode's largest pool, solved for every goal, REPS times each.
const MODES: Record<string, (goal: Goal) => Odds> = {
  deathMayDie: (goal) => dmdOdds({ green: DMD_LIMITS.green, stress: DMD_LIMITS.stress, goal }),
  eldritchHorror: (goal) =>
    ehOdds({ skill: EH_LIMITS.dice, clues: EH_LIMITS.clues, focus: EH_LIMITS.focus, blessing: 'blessed', goal }),
  arkhamHorror: (goal) => ahOdds({ skill: AH_LIMITS.dice, clues: AH_LIMITS.clues, blessing: 'blessed', goal }),
}
const GOAL_MAX: Record<string, number> = {
  deathMayDie: DMD_LIMITS.goal,
  eldritchHorror: EH_LIMITS.goal,
  arkhamHorror: AH_LIMITS.goal,
}

for (const [mode, solve] of Object.entries(MODES)) {
  const first = performance.now()
  solve(1)
  const firstMs = performance.now() - first
  const times: number[] = []
  const cpu: number[] = []
  for (let rep = 0; rep < REPS; rep++) {
    for (const goal of goals(GOAL_MAX[mode] as number)) {
      const cpuStart = process.cpuUsage()
      const started = performance.now()
      solve(goal)
      times.push(performance.now() - started)
      const used = process.cpuUsage(cpuStart)
      cpu.push((used.user + used.system) / 1000)
    }
  }
  console.error(
    `${mode}: ${times.length} cold solves of the largest pool (every goal ×${REPS}); first call ${firstMs.toFixed(1)} ms; ` +
      `min ${sorted(times)[0]?.toFixed(2)} median ${median(times).toFixed(2)} max ${Math.max(...times).toFixed(2)} ms`,
  )
  report(`companion.oddsMs.${mode}.median`, median(times))
  report(`companion.oddsMs.${mode}.max`, Math.max(...times))
  // CPU time of the process (less disturbed than wall time when other work shares the cores).
  report(`companion.oddsCpuMs.${mode}.median`, median(cpu))
}

// Advice after a roll (cold): 3 black + 8 green on the table, 8 stress, 6 successes needed.
const random = createRandom(2026).float
const face = (kind: 'black' | 'green'): DmdDie => ({
  kind,
  face: DMD_DIE_FACES[kind][Math.floor(random() * 6)] ?? 'blank',
})
const adviceTimes: number[] = []
for (let i = 0; i < 25; i++) {
  const dice = [
    ...Array.from({ length: 3 }, () => face('black')),
    ...Array.from({ length: DMD_LIMITS.green }, () => face('green')),
  ]
  const started = performance.now()
  dmdAdvice({ dice, stress: DMD_LIMITS.stress, goal: 6 })
  adviceTimes.push(performance.now() - started)
}
report('companion.adviceMs.deathMayDie.median', median(adviceTimes))
