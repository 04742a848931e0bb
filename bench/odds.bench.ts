// `npx tsx bench/odds.bench.ts`: the odds solver's timings, one JSON line per metric on stdout
// (medians of several runs), diagnostics on stderr. Cold = a fresh solver (empty memo) each run;
// the roll tables (card-independent, like a static table) are built once per process.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { DIE_FACES, type DieColor, type Face } from '../src/engine/dice.ts'
import { printedRequirements } from '../src/engine/notation/canComplete.ts'
import { createCardSolver, parseOddsCard, rankChoices, type RollSituation } from '../src/engine/odds/index.ts'

const CARDS = { ordered2: 'P P 3I > L L 2I', unordered3: '4I / T L / P 2I' } as const
const POOL: readonly [number, number, number] = [6, 1, 1]
const RUNS = 7

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number
const report = (metric: string, value: number, unit = 'ms') =>
  console.log(JSON.stringify({ metric, value: Number(value.toFixed(2)), unit }))

function cold(card: string, clues: number): { ms: number; value: number; states: number } {
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
