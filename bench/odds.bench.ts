// `npx tsx bench/odds.bench.ts`: the odds solver's timings, one JSON line per metric on stdout
// (medians of several runs), diagnostics on stderr. Cold = a fresh solver (empty memo) each run; the roll tables
// (card-independent, like a static table) are built once per process. The per-task completion tables
// (staticTables.ts, kept by the Web Worker across solves) are cleared before each synthetic run ("truly cold"); the
// table states are timed with them kept (as the worker runs), and a sample of 600 with them cleared too.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import '../src/content/contentSets.ts'
import { DIE_FACES, type DieColor, type Face } from '../src/engine/dice.ts'
import { printedRequirements } from '../src/engine/notation/canComplete.ts'
import {
  createCardSolver,
  createSolver,
  parseOddsCard,
  rankChoices,
  setSolverByteBudget,
  type RollSituation,
} from '../src/engine/odds/index.ts'
import { FORGET_SEEN_REASON } from '../src/engine/odds/terrorModel.ts'
import { situationSolver, stateOf } from '../src/engine/odds/bestChoice.ts'
import { clearStaticTables } from '../src/engine/odds/staticTables.ts'
import { WORKER_SOLVER_BYTES } from '../src/state/odds/oddsProtocol.ts'
import { loadOddsStates, SAMPLE, type OddsStates } from './oddsStates.ts'

const CARDS = { ordered2: 'P P 3I > L L 2I', unordered3: '4I / T L / P 2I' } as const
const POOL: readonly [number, number, number] = [6, 1, 1]
const RUNS = 7
/** Passes over every table state the games met (about a minute and a half each on the reference machine). */
const TABLE_PASSES = 3

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number
const report = (metric: string, value: number, unit = 'ms') =>
  console.log(JSON.stringify({ metric, value: Number(value.toFixed(2)), unit }))

// This machine's speed that day, to compare figures across days: a fixed integer loop (no allocation).
{
  const runs: number[] = []
  for (let k = 0; k < 5; k++) {
    const started = performance.now()
    let x = 0
    for (let i = 0; i < 1e8; i++) x = (x + (i & 7)) | 0
    runs.push(performance.now() - started)
    if (x === 42) console.error('')
  }
  report('odds.machineLoopMs', median(runs))
}

function cold(card: string, clues: number): { ms: number; value: number; states: number } {
  clearStaticTables()
  const started = performance.now()
  const solver = createCardSolver(parseOddsCard(card))
  const value = solver.value({ done: 0, pool: POOL, held: new Uint8Array(8), focus: 1, spells: 0, clues })
  return { ms: performance.now() - started, value, states: solver.stateCount() }
}

for (const [name, card] of Object.entries(CARDS)) {
  for (const clues of [0, 1]) {
    const runs = Array.from({ length: RUNS }, () => cold(card, clues))
    const last = runs[runs.length - 1] as ReturnType<typeof cold>
    console.error(
      `${card} (6 green + yellow + red, focus 1, clues ${clues}): p = ${last.value.toFixed(6)}, ${last.states} states, runs ${runs.map((r) => r.ms.toFixed(0)).join(' ')} ms`,
    )
    report(`odds.coldMs.${name}.${clues === 0 ? 'focus1' : 'clue1'}`, median(runs.map((r) => r.ms)))
  }
}

{
  // The issue's slow case: `4I L L / P 2I`, 6 green + yellow + red, one focus and one spell, cold.
  const runs: number[] = []
  for (let i = 0; i < 7; i++) {
    clearStaticTables()
    const started = performance.now()
    createCardSolver(parseOddsCard('4I L L / P 2I')).value({
      done: 0,
      pool: POOL,
      held: new Uint8Array(8),
      focus: 1,
      spells: 1,
      clues: 0,
    })
    runs.push(performance.now() - started)
  }
  report('odds.coldMs.fourILLP2I.focus1spell1', median(runs))
}

// Warm best move: the solver for the card is already solved; rank every choice for a fresh roll.
const g = xoroshiro128plus(2024)
const colors: DieColor[] = ['green', 'green', 'green', 'green', 'green', 'green', 'yellow', 'red']
for (const [name, card] of Object.entries(CARDS)) {
  const parsed = parseOddsCard(card)
  const base = {
    tasks: parsed.tasks.map(printedRequirements),
    done: 0,
    ordered: parsed.ordered,
    ruleset: 'revised' as const,
    held: [],
    focus: 1,
    spells: 0,
    clues: 1,
  }
  const rollOnce = (): RollSituation => ({
    ...base,
    rolled: colors.map((color, id) => ({ id, color, face: DIE_FACES[color][uniformInt(g, 0, 5)] as Face })),
  })
  rankChoices(rollOnce()) // solves the card (cold), then every timed call is warm
  const times: number[] = []
  let options = 0
  for (let i = 0; i < 15; i++) {
    const s = rollOnce()
    const started = performance.now()
    options += rankChoices(s).length
    times.push(performance.now() - started)
  }
  console.error(
    `${card}: warm rankChoices over 15 rolls (focus 1, clue 1): ${times.map((t) => t.toFixed(1)).join(' ')} ms, ${(options / 15).toFixed(0)} choices per roll`,
  )
  report(`odds.bestMoveWarmMs.${name}`, median(times))
}

// ---- The states players meet (bench/oddsStates.ts: seeded bot games; regenerate with `npx tsx bench/oddsStates.ts`).
// Cold adventureOdds for every distinct card on the table the games met (a fresh solver per card, terror included),
// and warm bestMove's ranking after a roll (the card solved before the roll, as the table's odds leave it). Medians
// and p99 over all of them (the tail is steep, p98 and p99.5 some 2× apart: a sample of 600 put the p99 anywhere
// from 70 to 140 ms); one process, one core.
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] as number
}
const statesFile: OddsStates = loadOddsStates()
/** One cold solve of a table state: its CPU time (ms; this process's, so another process on the core adds none). */
function solveTableState(t: OddsStates['tables'][number]): number {
  const started = process.cpuUsage()
  const solver = createSolver({ tasks: t.tasks, ordered: t.ordered, ruleset: t.ruleset, terror: t.terror })
  solver.value({ ...t.state, held: new Uint8Array(8) })
  const used = process.cpuUsage(started)
  return (used.user + used.system) / 1000
}
{
  const all = statesFile.tables
  // The file's first SAMPLE states are a seeded sample: the first pass, in a process that has solved only the
  // synthetic cards (JIT, roll tables and task tables warming up), is over them.
  const sample = all.slice(0, SAMPLE)
  const first = sample.map(solveTableState)
  // Then as a Worker that has run a while: each state the median of 3 cold solves (a fresh solver each), one per
  // pass over all the states, so that neither a garbage collection in one run nor a slow minute of a shared machine
  // makes a state slow; per-task tables kept. Then one pass over the sample with them cleared before each solve.
  const passes = Array.from({ length: TABLE_PASSES }, () => all.map(solveTableState))
  const kept = all.map((_, i) => median(passes.map((pass) => pass[i] as number)))
  // Each state's fastest of its solves: the solver's cost on an unloaded core (this machine's busy minutes, which
  // can double a pass, show in the medians, not here). For comparing versions of the solver across days.
  const best = all.map((_, i) => Math.min(...passes.map((pass) => pass[i] as number)))
  const cleared = sample.map((t) => {
    clearStaticTables()
    return solveTableState(t)
  })
  const top = kept.map((ms, i) => ({ ms, i })).sort((a, b) => b.ms - a.ms)
  const name = (i: number) => {
    const t = all[i] as OddsStates['tables'][number]
    return `${t.card} #${i}`
  }
  const slowest = all[(top[0] as { i: number }).i] as OddsStates['tables'][number]
  console.error(
    `table states: all ${all.length} distinct (${statesFile.games} games × ${statesFile.turns} turns, seed ${statesFile.seed}); slowest ${(top[0] as { ms: number }).ms.toFixed(0)} ms: ${slowest.card} ${JSON.stringify(slowest.state)}`,
  )
  console.error(
    `slowest twenty: ${top
      .slice(0, 20)
      .map(({ ms, i }) => `${name(i)} ${ms.toFixed(0)}`)
      .join(', ')}; ${top.filter(({ ms }) => ms > 100).length} states over 100 ms`,
  )
  report('odds.tableColdMs.median', quantile(kept, 0.5))
  report('odds.tableColdMs.p98', quantile(kept, 0.98))
  report('odds.tableColdMs.p99', quantile(kept, 0.99))
  report('odds.tableColdMs.max', Math.max(...kept))
  report('odds.tableColdMs.p99BestOf3', quantile(best, 0.99))
  report('odds.tableColdMs.p99SampleOf600', quantile(kept.slice(0, SAMPLE), 0.99))
  report('odds.tableColdMs.p99TablesCleared', quantile(cleared, 0.99))
  report('odds.tableColdMs.p99FirstPass', quantile(first, 0.99))
  // Of every distinct table state the games met, those whose odds are marked approximate.
  const approximate = Object.entries(statesFile.distinct.approximate)
  const count = approximate.reduce((n, [, k]) => n + k, 0)
  console.error(
    `approximate odds: ${count} of ${statesFile.distinct.tables} distinct table states (${approximate.map(([card, k]) => `${card} ${k}`).join(', ')})`,
  )
  report('odds.tableStates.approximatePct', (100 * count) / statesFile.distinct.tables, '%')
  // Each approximate state carries its reason: what following it exactly would start from.
  const why = new Map<string, number[]>()
  all.forEach((t, i) => {
    if (t.approximate) why.set(t.approximate, [...(why.get(t.approximate) ?? []), kept[i] as number])
  })
  for (const [reason, ms] of why)
    console.error(
      `approximate (${ms.length}): ${reason}; their cold solves (approximate) median ${quantile(ms, 0.5).toFixed(1)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
    )
  // The odds worker's second pass (state/odds/oddsDriver.ts): where the only reason is monsters seen going
  // elsewhere that the solver forgot (`refine`), it asks again with every one followed (everySeen), under the
  // worker's byte budget, and the number it shows becomes exact. Once each, cold, in this process.
  setSolverByteBudget(WORKER_SOLVER_BYTES)
  const exactPass: number[] = []
  let stillApproximate = 0
  for (const [i, t] of all.entries()) {
    if (!t.approximate) continue
    const arrivals = t.terror?.arrivals
    if (!t.terror || !arrivals?.forgetSeen || t.approximate !== FORGET_SEEN_REASON) {
      stillApproximate++
      continue
    }
    const { forgetSeen, ...every } = arrivals
    const started = process.cpuUsage()
    try {
      const solver = createSolver({
        tasks: t.tasks,
        ordered: t.ordered,
        ruleset: t.ruleset,
        terror: { ...t.terror, arrivals: every },
      })
      const value = solver.value({ ...t.state, held: new Uint8Array(8) })
      const used = process.cpuUsage(started)
      const ms = (used.user + used.system) / 1000
      exactPass.push(ms)
      console.error(
        `exact pass: ${name(i)} ${ms.toFixed(0)} ms, ${(solver.heldBytes() / 2 ** 20).toFixed(0)} MB, p = ${value.toFixed(9)} (forgetting ${forgetSeen})`,
      )
    } catch (e) {
      const used = process.cpuUsage(started)
      stillApproximate++
      console.error(
        `exact pass: ${name(i)} stopped after ${((used.user + used.system) / 1000).toFixed(0)} ms: ${e instanceof Error ? e.message : String(e)}`,
      )
    }
  }
  setSolverByteBudget(Infinity)
  report('odds.tableStates.approximateAfterExactPassPct', (100 * stillApproximate) / statesFile.distinct.tables, '%')
  if (exactPass.length > 0) report('odds.tableStates.exactPassMs.max', Math.max(...exactPass))
}
{
  const times: number[] = []
  for (const r of statesFile.rolls) {
    const solver = situationSolver(r)
    solver.value(stateOf(r, r.rolled, r.held)) // the state before this roll: solved when the roll was made
    const started = performance.now()
    rankChoices(r)
    times.push(performance.now() - started)
  }
  console.error(`roll states: ${times.length} of ${statesFile.distinct.rolls} distinct`)
  report('odds.rollWarmMs.median', quantile(times, 0.5))
  report('odds.rollWarmMs.p99', quantile(times, 0.99))
}

// ---- Side by side with the peer calculator (englishcatfish/ElderSign, C++): `P P > L L`, 6 green + yellow + red,
// one focus (peer ~2.4 s), and the same with one clue (peer ~25 min). Cold, medians of 3.
for (const [name, clues] of [
  ['focus1', 0],
  ['focus1clue1', 1],
] as const) {
  const runs: number[] = []
  let value = 0
  for (let i = 0; i < 3; i++) {
    const started = performance.now()
    value = createCardSolver(parseOddsCard('P P > L L')).value({
      done: 0,
      pool: POOL,
      held: new Uint8Array(8),
      focus: 1,
      spells: 0,
      clues,
    })
    runs.push(performance.now() - started)
  }
  console.error(`P P > L L (6 green + yellow + red, focus 1, clues ${clues}): p = ${value.toFixed(8)}`)
  report(`odds.peer.PPLL.${name}.coldMs`, median(runs))
}
