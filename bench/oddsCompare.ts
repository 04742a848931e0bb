// Two versions of the odds solver side by side on the table states of bench/oddsStates.json.gz, in one process:
//   git worktree add /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/node_modules
//   npx tsx bench/oddsCompare.ts /tmp/before . [passes=3] [states=600]
// (the file's first 600 states are a seeded sample; `all` takes every state, some 3 minutes a pass for the two).
// Each argument is a checkout whose src/engine/odds/index.ts is loaded. After one untimed pass of each, passes over
// the whole sample alternate (A, B, A, B, …: a busy minute of a shared machine lands on both); each state's CPU time
// is the median of its passes. Prints each version's p99, median and slowest state, and B's ratios to A.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { createSolver as CreateSolver } from '../src/engine/odds/index.ts'
import { loadOddsStates, SAMPLE, type OddsStates } from './oddsStates.ts'

type Table = OddsStates['tables'][number]

const [a, b] = process.argv.slice(2)
if (!a || !b) {
  console.error('usage: npx tsx bench/oddsCompare.ts <checkout A> <checkout B> [passes=3] [states=600, or all]')
  process.exit(2)
}
const passes = Number(process.argv[4] ?? 3)
const load = async (root: string): Promise<typeof CreateSolver> =>
  (
    (await import(pathToFileURL(resolve(root, 'src/engine/odds/index.ts')).href)) as {
      createSolver: typeof CreateSolver
    }
  ).createSolver
const solvers = [await load(a), await load(b)] as const
const every = loadOddsStates().tables
const tables = process.argv[5] === 'all' ? every : every.slice(0, Number(process.argv[5] ?? SAMPLE))

function solve(create: typeof CreateSolver, t: Table): number {
  const started = process.cpuUsage()
  create({ tasks: t.tasks, ordered: t.ordered, ruleset: t.ruleset, terror: t.terror }).value({
    ...t.state,
    held: new Uint8Array(8),
  })
  const used = process.cpuUsage(started)
  return (used.user + used.system) / 1000
}

for (const t of tables) for (const create of solvers) solve(create, t)
const times = solvers.map(() => tables.map((): number[] => []))
for (let p = 0; p < passes; p++)
  solvers.forEach((create, k) => tables.forEach((t, i) => times[k]?.[i]?.push(solve(create, t))))

const median = (xs: readonly number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1] as number
const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((x, y) => x - y)
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] as number
}
const perState = times.map((version) => version.map(median))
const summary = perState.map((ms) => ({
  p99: quantile(ms, 0.99),
  median: quantile(ms, 0.5),
  max: Math.max(...ms),
  total: ms.reduce((x, y) => x + y, 0),
}))
summary.forEach((s, k) =>
  console.log(
    `${k === 0 ? 'A' : 'B'} (${k === 0 ? a : b}): p99 ${s.p99.toFixed(1)} ms, median ${s.median.toFixed(2)} ms, slowest ${s.max.toFixed(0)} ms`,
  ),
)
const [sa, sb] = summary as [(typeof summary)[0], (typeof summary)[0]]
console.log(
  `B / A: p99 ${(sb.p99 / sa.p99).toFixed(3)}, median ${(sb.median / sa.median).toFixed(3)}, total CPU ${(sb.total / sa.total).toFixed(3)} (${tables.length} states, ${passes} passes each)`,
)
