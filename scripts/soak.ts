// The long soak: 100,000 seeded random games through legalActions, invariants after every action.
// Games rotate over every content set (CONTENT_SETS and the engine's test-only set with passive abilities).
// Usage: npm run soak [-- games]   Exits non-zero on any violation.
import { CONTENT_SETS } from '../src/content/contentSets.ts'
import { createGame, type Ruleset } from '../src/engine/index.ts'
import { playRandomGame, type Policy } from '../tests/engine/support/randomGame.ts'
import '../tests/engine/support/testContent.ts'

const contents = [...Object.keys(CONTENT_SETS), 'engine-test']

const games = Number(process.argv[2] ?? 100_000)
const counts = { won: 0, lost: 0, actions: 0, violations: 0 }
const examples: string[] = []
const started = performance.now()
for (let seed = 1; seed <= games; seed++) {
  const ruleset: Ruleset = seed % 4 === 0 ? 'first-printing' : 'revised'
  const content = contents[Math.floor(seed / 4) % contents.length] as string
  const setup = { seed, investigators: 1 + (seed % 8), ruleset, content }
  const policy: Policy = seed % 2 === 0 ? 'eager' : 'uniform'
  const game = playRandomGame(setup, createGame(setup), seed * 7919, { policy })
  counts.actions += game.steps
  if (game.violations.length > 0) {
    counts.violations++
    const line = `seed ${seed} (${policy}, ${content}): ${game.violations.slice(0, 3).join(' | ')}`
    if (examples.length < 10) examples.push(line)
    console.error(line)
  } else if (game.state.status === 'won') counts.won++
  else counts.lost++
  if (seed % 10_000 === 0)
    console.error(
      `${seed} games, ${counts.violations} violations, ${Math.round((performance.now() - started) / 1000)} s`,
    )
}
const seconds = (performance.now() - started) / 1000
console.log(
  JSON.stringify({
    games,
    contents,
    ...counts,
    seconds: Math.round(seconds),
    gamesPerSecond: Math.round(games / seconds),
  }),
)
for (const e of examples) console.log(e)
process.exit(counts.violations === 0 ? 0 : 1)
