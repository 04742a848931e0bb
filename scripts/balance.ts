// `npm run balance [-- --games 120 --workers 2 --out BALANCE.md]`: plays many seeded games of the original set
// with the sensible bot (src/engine/bot) for every Ancient One at 1, 2 and 4 investigators, measures card
// difficulty with the exact odds solver, and writes BALANCE.md with the targets of issue 5 and whether each is met.
import { writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { CONTENT } from '../src/content/index.ts'
import '../src/content/contentSets.ts'
import { simulateGame, type DoomSource, type Outcome } from '../src/engine/bot/simulateGame.ts'
import { adventureOdds, parseCard } from '../src/engine/index.ts'

const PLAYER_COUNTS = [1, 2, 4] as const
const OUTCOMES: readonly Outcome[] = ['sealed', 'defeatedInBattle', 'devouredAll', 'lostBattle', 'unfinished']
const SOURCES: readonly DoomSource[] = ['mythos', 'midnight', 'penalty', 'terror', 'devoured', 'other']

type Job = { readonly ao: string; readonly players: number; readonly seed: number }
type Row = Job & {
  readonly outcome: Outcome
  readonly turns: number
  readonly days: number
  readonly attempts: number
  readonly successes: number
  readonly doom: Readonly<Record<DoomSource, number>>
}

/** A seed per game that does not depend on how the games are split between workers. */
const seedOf = (ao: number, players: number, i: number) => (ao + 1) * 1_000_003 + players * 10_007 + i * 7919

function play(job: Job): Row {
  const g = simulateGame({ seed: job.seed, investigators: job.players, ancientOne: job.ao, content: 'original' })
  return {
    ...job,
    outcome: g.outcome,
    turns: g.turns,
    days: g.days,
    attempts: g.attempts,
    successes: g.successes,
    doom: g.doom,
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '80' },
      workers: { type: 'string', default: String(Math.min(2, availableParallelism())) },
      out: { type: 'string', default: 'BALANCE.md' },
    },
  })
  const games = Number(values.games)
  const workers = Math.max(1, Number(values.workers))
  const jobs: Job[] = []
  CONTENT.ancientOnes.forEach((ao, a) => {
    for (const players of PLAYER_COUNTS)
      for (let i = 0; i < games; i++) jobs.push({ ao: ao.id, players, seed: seedOf(a, players, i) })
  })
  const started = performance.now()
  const rows = await runAll(jobs, workers)
  const seconds = (performance.now() - started) / 1000
  const report = render(rows, games, seconds, workers)
  writeFileSync(values.out, report)
  console.log(report.split('\n').slice(0, 40).join('\n'))
  console.log(`\nwrote ${values.out}: ${rows.length} games in ${seconds.toFixed(0)} s on ${workers} worker(s)`)
}

/** Workers start in plain Node: register the TypeScript loader (tsx), then load this script. */
const BOOT = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}
register()
await import(${JSON.stringify(import.meta.url)})`

function runAll(jobs: readonly Job[], workers: number): Promise<Row[]> {
  const shares: Job[][] = Array.from({ length: workers }, () => [])
  jobs.forEach((job, i) => shares[i % workers]?.push(job))
  const rows: Row[] = []
  let done = 0
  return new Promise((resolve, reject) => {
    for (const share of shares) {
      const w = new Worker(new URL(`data:text/javascript,${encodeURIComponent(BOOT)}`), { workerData: share })
      w.on('message', (row: Row) => {
        rows.push(row)
        if (rows.length % 200 === 0) process.stderr.write(`  ${rows.length}/${jobs.length} games\n`)
      })
      w.on('error', reject)
      w.on('exit', (code) => {
        if (code !== 0) reject(new Error(`balance: a worker exited with code ${code}`))
        else if (++done === shares.length) resolve(rows)
      })
    }
  })
}

/** Wilson score interval for a proportion, 95%. */
function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 0]
  const z = 1.96
  const p = wins / n
  const d = 1 + (z * z) / n
  const c = (p + (z * z) / (2 * n)) / d
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d
  return [Math.max(0, c - h), Math.min(1, c + h)]
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`
const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length)
const won = (r: Row) => r.outcome === 'sealed' || r.outcome === 'defeatedInBattle'
const check = (ok: boolean) => (ok ? '✅ met' : '❌ not met')

function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q
  const lo = Math.floor(at)
  const hi = Math.ceil(at)
  return (sorted[lo] ?? 0) + ((sorted[hi] ?? 0) - (sorted[lo] ?? 0)) * (at - lo)
}

function render(rows: readonly Row[], games: number, seconds: number, workers: number): string {
  const out: string[] = []
  const cell = (ao: string, players: number) => rows.filter((r) => r.ao === ao && r.players === players)
  const rate = (list: readonly Row[]) => list.filter(won).length / Math.max(1, list.length)
  out.push('# Balance of the original set', '')
  out.push(
    `Generated by \`npm run balance\` (scripts/balance.ts): ${rows.length} seeded games (${games} per Ancient One and`,
    `player count) played by the sensible bot (src/engine/bot), ${seconds.toFixed(0)} s on ${workers} worker(s).`,
    'Win rates carry 95% Wilson intervals. Card difficulty is exact (odds solver): the chance to resolve a card',
    'with six green dice and one focus, no monsters, items, spells or clues.',
    '',
  )
  out.push('## Win rate per Ancient One and player count', '')
  out.push('| Ancient One | Elder Signs | doom track | 1 investigator | 2 investigators | 4 investigators |')
  out.push('|---|---|---|---|---|---|')
  for (const ao of CONTENT.ancientOnes) {
    const cols = PLAYER_COUNTS.map((p) => {
      const list = cell(ao.id, p)
      const wins = list.filter(won).length
      const [lo, hi] = wilson(wins, list.length)
      return `${pct(wins / list.length)} (${pct(lo)}–${pct(hi)}, n=${list.length})`
    })
    out.push(`| ${ao.name} | ${ao.elderSigns} | ${ao.doomTrack.length} | ${cols.join(' | ')} |`)
  }
  out.push('', '## Game length', '')
  out.push('| investigators | turns (mean) | turns (median) | in-game days (mean) | adventures attempted | resolved |')
  out.push('|---|---|---|---|---|---|')
  for (const p of PLAYER_COUNTS) {
    const list = rows.filter((r) => r.players === p)
    const turns = list.map((r) => r.turns).sort((a, b) => a - b)
    const attempts = mean(list.map((r) => r.attempts))
    const success =
      list.reduce((n, r) => n + r.successes, 0) /
      Math.max(
        1,
        list.reduce((n, r) => n + r.attempts, 0),
      )
    out.push(
      `| ${p} | ${mean(turns).toFixed(1)} | ${quantile(turns, 0.5).toFixed(0)} | ${mean(list.map((r) => r.days)).toFixed(1)} | ${attempts.toFixed(1)} | ${pct(success)} |`,
    )
  }
  out.push('', '## How games end', '')
  out.push(`| investigators | ${OUTCOMES.join(' | ')} |`, `|---|${OUTCOMES.map(() => '---').join('|')}|`)
  for (const p of PLAYER_COUNTS) {
    const list = rows.filter((r) => r.players === p)
    out.push(
      `| ${p} | ${OUTCOMES.map((o) => pct(list.filter((r) => r.outcome === o).length / list.length)).join(' | ')} |`,
    )
  }
  out.push(
    '',
    'sealed: enough Elder Signs; defeatedInBattle: the awakened Ancient One beaten; devouredAll: every investigator',
    'devoured before the awakening; lostBattle: awakened, and the battle lost; unfinished: the step cap was reached.',
    '',
    '### Where the doom came from before the awakening (mean tokens per game)',
    '',
    `| investigators | ${SOURCES.join(' | ')} |`,
    `|---|${SOURCES.map(() => '---').join('|')}|`,
  )
  for (const p of PLAYER_COUNTS) {
    const list = rows.filter((r) => r.players === p)
    out.push(`| ${p} | ${SOURCES.map((s) => mean(list.map((r) => r.doom[s])).toFixed(2)).join(' | ')} |`)
  }
  out.push(
    '',
    'mythos: Mythos immediate effects; midnight: at-midnight texts (cards, monsters, Ancient One, a Mythos card’s',
    '"next midnight"); penalty: failed adventures; terror: terror effects; devoured: investigators devoured.',
  )
  const odds = difficulty(out)
  out.push('', '## Targets (issue 5)', '')
  const two = CONTENT.ancientOnes.map((ao) => rate(cell(ao.id, 2)))
  const everyWinnable = CONTENT.ancientOnes.every((ao) => PLAYER_COUNTS.every((p) => rate(cell(ao.id, p)) > 0))
  const median = quantile(odds, 0.5)
  const targets: [string, boolean, string][] = [
    ['every Ancient One winnable (a win at 1, 2 and 4 investigators)', everyWinnable, ''],
    [
      'two investigators: each win rate within 15%–85%',
      two.every((r) => r >= 0.15 && r <= 0.85),
      `range ${pct(Math.min(...two))}–${pct(Math.max(...two))}`,
    ],
    [
      'two investigators: the Ancient Ones span easy to hard (one ≥ 55%, one ≤ 35%)',
      Math.max(...two) >= 0.55 && Math.min(...two) <= 0.35,
      `easiest ${pct(Math.max(...two))}, hardest ${pct(Math.min(...two))}`,
    ],
    ['adventure difficulty: median about 35% (30%–40%)', median >= 0.3 && median <= 0.4, `median ${pct(median)}`],
    [
      'adventure difficulty: spread from a few percent (≤ 10%) to about 90% (≥ 80%)',
      (odds[0] ?? 1) <= 0.1 && (odds.at(-1) ?? 0) >= 0.8,
      `${(100 * (odds[0] ?? 0)).toFixed(1)}%–${(100 * (odds.at(-1) ?? 0)).toFixed(1)}%`,
    ],
  ]
  out.push('| target | status | figure |', '|---|---|---|')
  for (const [name, ok, figure] of targets) out.push(`| ${name} | ${check(ok)} | ${figure} |`)
  out.push('')
  return out.join('\n')
}

/** Appends the card-difficulty section; returns the sorted adventure odds. */
function difficulty(out: string[]): number[] {
  const measure = (notation: string) => adventureOdds(notation, { green: 6 }, { focus: 1 })
  const odds = CONTENT.adventures.map((a) => measure(a.tasks)).sort((a, b) => a - b)
  const worlds = CONTENT.otherWorlds.map((a) => measure(a.tasks)).sort((a, b) => a - b)
  out.push('', '## Card difficulty (six green dice, one focus)', '')
  out.push('| cards | min | lower quartile | median | upper quartile | max |', '|---|---|---|---|---|---|')
  for (const [name, xs] of [
    ['48 adventures', odds],
    ['8 other worlds', worlds],
  ] as const)
    out.push(
      `| ${name} | ${[0, 0.25, 0.5, 0.75, 1].map((q) => `${(100 * quantile(xs, q)).toFixed(1)}%`).join(' | ')} |`,
    )
  out.push('', 'Adventures per 10% band:', '', '```')
  for (let b = 0; b < 10; b++) {
    const n = odds.filter((p) => p >= b / 10 && (p < (b + 1) / 10 || (b === 9 && p <= 1))).length
    out.push(`${String(b * 10).padStart(3)}–${String(b * 10 + 10).padEnd(3)}% ${'█'.repeat(n)} ${n}`)
  }
  out.push('```', '')
  const cards = CONTENT.adventures.map((a) => ({ a, card: parseCard(a.tasks) }))
  const share = (pred: (x: (typeof cards)[number]) => boolean) => pct(cards.filter(pred).length / cards.length)
  const tasks = (n: number) => share((x) => x.card.ok && x.card.value.tasks.length === n)
  out.push(
    `Shape: ${tasks(1)} one task, ${tasks(2)} two, ${tasks(3)} three; ` +
      `${share((x) => x.card.ok && x.card.value.ordered)} ordered; ${share((x) => x.a.terror.length > 0)} with terror; ` +
      `${share((x) => x.card.ok && x.card.value.tasks.some((t) => t.monsterArea !== null))} with a monster area; ` +
      `trophies 1/2/3: ${[1, 2, 3].map((t) => cards.filter((x) => x.a.trophies === t).length).join('/')}.`,
  )
  return odds
}

if (!isMainThread) {
  for (const job of workerData as Job[]) parentPort?.postMessage(play(job))
} else {
  await main()
}
