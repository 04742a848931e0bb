// `npm run odds -- "P P > L L" --green 6 --focus 1`: the exact probability of resolving an adventure
// with optimal play. Prints the probability alone on stdout (details with --verbose on stderr).
import { parseArgs } from 'node:util'
import '../src/content/contentSets.ts'
import { isFace, type Face } from '../src/engine/dice.ts'
import { RULESETS, type Ruleset } from '../src/engine/ruleset.ts'
import { adventureOdds } from '../src/engine/odds/index.ts'

const USAGE = `usage: npm run odds -- "<card notation>" [--green N] [--yellow] [--red] [--focus N] [--spells N] [--clues N]
                     [--secured I3,L] [--ruleset revised|first-printing] [--verbose]`

function count(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback
  const n = Number(text)
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a whole number, got "${text}"`)
  return n
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      green: { type: 'string' },
      yellow: { type: 'boolean', default: false },
      red: { type: 'boolean', default: false },
      focus: { type: 'string' },
      spells: { type: 'string' },
      clues: { type: 'string' },
      secured: { type: 'string' },
      ruleset: { type: 'string', default: 'revised' },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  const card = positionals.join(' ').trim()
  if (values.help || card === '') {
    console.error(USAGE)
    process.exitCode = values.help ? 0 : 2
    return
  }
  const ruleset = values.ruleset as Ruleset
  if (!RULESETS.includes(ruleset)) throw new Error(`--ruleset must be one of ${RULESETS.join(', ')}`)
  const secured = (values.secured ?? '').split(',').filter((s) => s !== '')
  const bad = secured.find((f) => !isFace(f))
  if (bad !== undefined) throw new Error(`--secured takes faces like I1..I4, L, P, T, W; got "${bad}"`)
  const pool = { green: count('green', values.green, 6), yellow: values.yellow, red: values.red }
  const opts = {
    focus: count('focus', values.focus, 0),
    spells: count('spells', values.spells, 0),
    clues: count('clues', values.clues, 0),
    secured: secured as Face[],
    ruleset,
  }
  const started = performance.now()
  const p = adventureOdds(card, pool, opts)
  if (values.verbose)
    console.error(
      `${card}: ${JSON.stringify({ pool, ...opts })} → ${(100 * p).toFixed(2)}% in ${(performance.now() - started).toFixed(1)} ms`,
    )
  console.log(p)
}

try {
  main()
} catch (e) {
  console.error(`odds: ${e instanceof Error ? e.message : String(e)}`)
  console.error(USAGE)
  process.exitCode = 2
}
