// The states a player actually meets, for the odds bench (bench/odds.bench.ts): seeded games played by the bot
// (src/engine/bot) on the original set, recording at the start of each turn every card on the table with the
// active player's dice, help and terror (what the table shows before he moves), and after each roll of an
// adventure the roll situation bestMove ranks. Deterministic: the same seed and game count give the same file.
//
//   npx tsx bench/oddsStates.ts [games=200] [seed=1] [turns=10]   writes bench/oddsStates.json.gz
//
// Each game is followed for its first `turns` turns (every seat's turn counts): a whole bot game takes half a
// minute on a busy two-core machine, and the first turns already meet every kind of card, help and roll.
//
// The file keeps every distinct table state met, in a seeded order (its first SAMPLE are a seeded sample, for the
// bench's quicker passes and bench/oddsCompare.ts), and a seeded sample of SAMPLE roll states; the counts of the
// distinct states met are in it too, with how many of the table states have odds marked approximate (terrorModel's
// `exactness`; each such state carries the reason). Gzipped JSON: the ten thousand table states are some 5 MB as text.
import { readFileSync, writeFileSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import { applyAction } from '../src/engine/applyAction.ts'
import { chooseAction } from '../src/engine/bot/index.ts'
import { extraDice } from '../src/engine/bot/cardOdds.ts'
import type { DieRequirement } from '../src/engine/card.ts'
import { catalog } from '../src/engine/catalog.ts'
import { CONTENT } from '../src/content/index.ts'
import '../src/content/contentSets.ts'
import { createGame } from '../src/engine/createGame.ts'
import { cardTasks } from '../src/engine/core/cardTasks.ts'
import type { RollSituation } from '../src/engine/odds/index.ts'
import { terrorModel } from '../src/engine/odds/index.ts'
import { rollSituationOf } from '../src/engine/odds/bestMove.ts'
import { LIMITS, type SolverState, type TerrorModel } from '../src/engine/odds/solverCard.ts'
import type { Ruleset } from '../src/engine/ruleset.ts'
import type { GameState } from '../src/engine/state.ts'

/** One card on the table before the player moves: the solver's card and its starting state. */
export type TableState = {
  readonly card: string
  readonly tasks: readonly (readonly DieRequirement[])[]
  readonly ordered: boolean
  readonly ruleset: Ruleset
  readonly terror: TerrorModel
  readonly state: Omit<SolverState, 'held'>
  /** Why its odds are marked approximate (terrorModel's `exactness`), where they are in some game that met it. */
  readonly approximate?: string
}

export type OddsStates = {
  readonly seed: number
  readonly games: number
  readonly turns: number
  readonly distinct: {
    readonly tables: number
    readonly rolls: number
    /** Of the distinct table states, those whose odds are marked approximate, by card. */
    readonly approximate: Readonly<Record<string, number>>
  }
  /** Every distinct table state met, in a seeded order. */
  readonly tables: readonly TableState[]
  /** A seeded sample of SAMPLE of the roll states met. */
  readonly rolls: readonly RollSituation[]
}

export const SAMPLE = 600
export const STATES_FILE = 'bench/oddsStates.json.gz'

/** The states file the bench reads (written by this script). */
export function loadOddsStates(file = STATES_FILE): OddsStates {
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as OddsStates
}

/**
 * The table state of `cardId` for the active player (the help he would bring, as the odds on the card count it), and
 * whether its odds are marked approximate.
 */
function tableState(s: GameState, cardId: string): { table: TableState; approximate: string | null } | null {
  const cat = catalog(s)
  const player = s.turn.player
  const p = s.players[player]
  if (!p || p.status !== 'active') return null
  const tasks = cardTasks(s, cat, cardId)
  if (tasks.length === 0 || tasks.length > LIMITS.tasks) return null
  const extra = extraDice(s, cat, p)
  const noFocus = s.mythos !== null && cat.mythos(s.mythos).noFocus
  const assists = s.players.filter(
    (o, i) => i !== player && o.status === 'active' && o.location.kind === 'card' && o.location.cardId === cardId,
  ).length
  const spells = p.spells.filter((id) => cat.usable(id).use.kind === 'secureDie').length
  const rerolls = [...p.items, ...p.allies.filter((a) => !p.alliesUsed.includes(a))].filter(
    (id) => cat.usable(id).use.kind === 'reroll',
  ).length
  const green = s.dice.filter((d) => d.color === 'green' && d.at.kind === 'idle').length
  const { model, exactness } = terrorModel(s, cardId, {
    addYellow: extra.yellow,
    addRed: extra.red,
    spells: spells > 0,
  })
  const table: TableState = {
    card: cardId,
    tasks: tasks.map((t) => t.requirements),
    ordered: cat.adventureTasks(cardId).ordered,
    ruleset: s.ruleset,
    terror: model,
    state: {
      done: 0,
      pool: [green, 0, 0],
      focus: Math.min((noFocus ? 0 : 1) + assists, LIMITS.focus),
      spells: Math.min(spells, LIMITS.spells),
      clues: Math.min(p.clues + rerolls, LIMITS.clues),
      addYellow: extra.yellow ? 1 : 0,
      addRed: extra.red ? 1 : 0,
    },
  }
  return { table, approximate: exactness.approximate ? exactness.reason : null }
}

/** A small seeded generator (mulberry32) for the sample: the bench file must not depend on Math.random. */
function sampler(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function sample<T>(all: readonly T[], n: number, next: () => number): T[] {
  const xs = [...all]
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[xs[i], xs[j]] = [xs[j] as T, xs[i] as T]
  }
  return xs.slice(0, n)
}

/** Plays `games` bot games from `seed` for `turns` turns each (2 investigators, the Ancient Ones in turn) and keeps the states met. */
export function collectOddsStates(games: number, seed: number, turns: number, log = (_: string) => {}): OddsStates {
  const tables = new Map<string, TableState>()
  const approximate = new Map<string, string>()
  const rolls = new Map<string, RollSituation>()
  const aos = CONTENT.ancientOnes.map((a) => a.id)
  for (let g = 0; g < games; g++) {
    const investigators = 2 + (g % 3 === 0 ? 1 : 0)
    let s = createGame({ seed: seed * 100_000 + g, investigators, ancientOne: aos[g % aos.length] as string })
    let turn = -1
    for (let n = 0; n < 30_000 && s.status === 'playing' && s.turn.number <= turns; n++) {
      if (s.phase.kind === 'movement' && s.turn.number !== turn && s.pendingChoices.length === 0) {
        turn = s.turn.number
        for (const b of s.board) {
          const t = tableState(s, b.cardId)
          if (!t) continue
          const key = JSON.stringify(t.table)
          tables.set(key, t.table)
          if (t.approximate !== null && !approximate.has(key)) approximate.set(key, t.approximate)
        }
      }
      if (s.phase.kind === 'resolution' && s.phase.stage === 'rolled' && s.pendingChoices.length === 0) {
        const r = rollSituationOf(s)
        if (r) rolls.set(JSON.stringify(r.situation), r.situation)
      }
      const result = applyAction(s, chooseAction(s))
      if (!result.ok) throw new Error(`bench: bot move rejected: ${result.violation.code}`)
      s = result.state
    }
    log(`game ${g + 1}/${games}: ${tables.size} table states, ${rolls.size} roll states`)
  }
  const next = sampler(seed)
  return {
    seed,
    games,
    turns,
    distinct: {
      tables: tables.size,
      rolls: rolls.size,
      approximate: Object.fromEntries(
        [...countBy([...approximate.keys()], (key) => (tables.get(key) as TableState).card)].sort(
          (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
        ),
      ),
    },
    // The reason rides with each approximate state (after the states are told apart without it).
    tables: sample(
      [...tables].map(([key, t]) => {
        const why = approximate.get(key)
        return why === undefined ? t : { ...t, approximate: why }
      }),
      tables.size,
      next,
    ),
    rolls: sample([...rolls.values()], SAMPLE, next),
  }
}

function countBy<T>(xs: readonly T[], key: (x: T) => string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const x of xs) counts.set(key(x), (counts.get(key(x)) ?? 0) + 1)
  return counts
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const games = Number(process.argv[2] ?? 200)
  const seed = Number(process.argv[3] ?? 1)
  const turns = Number(process.argv[4] ?? 10)
  const states = collectOddsStates(games, seed, turns, (line) => console.error(line))
  // gzip's header carries no time here (Node writes 0): the same states give the same bytes.
  writeFileSync(STATES_FILE, gzipSync(JSON.stringify(states), { level: 9 }))
  console.error(`wrote ${STATES_FILE}: ${states.tables.length} table and ${states.rolls.length} roll states`)
}
