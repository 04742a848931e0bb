// The odds of resolving an adventure from where the player stands (see solver.ts for the model).
import type { Card } from '../card.ts'
import type { DieColor, Face } from '../dice.ts'
import { printedRequirements } from '../notation/canComplete.ts'
import { parseCard } from '../notation/parseCard.ts'
import type { Ruleset } from '../ruleset.ts'
import { FACE_COUNT, FACE_IDS } from './fulfillers.ts'
import { createSolver, type Solver } from './solver.ts'
import { SolverCache } from './solverCache.ts'
import type { TerrorModel } from './solverCard.ts'

/** The dice in the pool: green count, and whether the yellow and red dice are in it. */
export type OddsPool = { readonly green: number; readonly yellow?: boolean; readonly red?: boolean }

/** What the player may still use during this attempt. */
export type OddsOptions = {
  /** Focus uses left (revised: 1 per turn, or 0 once used; first printing: 1 while the own marker is empty). @defaultValue 0 */
  readonly focus?: number
  /** Securing spells the player may still cast. @defaultValue 0 */
  readonly spells?: number
  /** Clue tokens the player may spend. @defaultValue 0 */
  readonly clues?: number
  /**
   * Investigators on the card who can still assist (revised: each once per turn; first printing: those
   * whose marker is empty; one die per failed roll, in place of focusing). @defaultValue 0
   */
  readonly assists?: number
  /** One-use rerolls besides clues (items, spells, allies, once-per-day abilities). @defaultValue 0 */
  readonly rerolls?: number
  /** An ability that rerolls any dice once per roll. @defaultValue false */
  readonly rerollEachRoll?: boolean
  /** The yellow die can still be added to the pool (an item, ally or ability; the die is free). @defaultValue false */
  readonly addYellow?: boolean
  /** The red die can still be added to the pool. @defaultValue false */
  readonly addRed?: boolean
  /**
   * Dice already on the player's marker (focused), by face. First printing: `focus` counts the empty
   * markers (own + helpers'), and a marker die used in a task empties its marker again. @defaultValue []
   */
  readonly secured?: readonly Face[]
  /** Dice already on spells (they can be taken back into the pool before a roll). @defaultValue [] */
  readonly onSpells?: readonly { readonly color: DieColor; readonly face: Face }[]
  /** @defaultValue 'revised' */
  readonly ruleset?: Ruleset
  /** What terror does during this attempt (solverCard.ts; from a game: terrorModel.ts). @defaultValue none */
  readonly terror?: TerrorModel
}

/** Parses card notation for the solver; bad notation is a programmer error and throws. */
export function parseOddsCard(notation: string): Card {
  const parsed = parseCard(notation)
  if (!parsed.ok)
    throw new Error(`engine: odds: bad card notation at ${parsed.error.position}: ${parsed.error.message}`)
  return parsed.value
}

/** A solver for a parsed card with no monsters on it (printed requirements apply). */
export function createCardSolver(card: Card, ruleset: Ruleset = 'revised', terror?: TerrorModel): Solver {
  const tasks = card.tasks.map(printedRequirements)
  return createSolver({ tasks, ordered: card.ordered, ruleset, ...(terror ? { terror } : {}) })
}

/** Held faces as counts per face id. */
export function heldCounts(faces: readonly Face[]): Uint8Array {
  const held = new Uint8Array(FACE_COUNT)
  for (const f of faces) {
    const id = FACE_IDS.indexOf(f as (typeof FACE_IDS)[number])
    held[id] = (held[id] as number) + 1
  }
  return held
}

const solvers = new SolverCache<Solver>(16)

function cachedSolver(card: string, ruleset: Ruleset, terror: TerrorModel | undefined): Solver {
  const key = `${ruleset}\u0000${card}\u0000${terror ? JSON.stringify(terror) : ''}`
  return solvers.get(key, () => createCardSolver(parseOddsCard(card), ruleset, terror))
}

/**
 * The exact probability of completing every task of `card` (task notation, e.g. `'P P > L L'`)
 * with optimal play, before rolling `pool`. Solvers are kept per card and ruleset, so asking again
 * about the same card is fast.
 */
export function adventureOdds(card: string, pool: OddsPool, opts: OddsOptions = {}): number {
  const solver = cachedSolver(card, opts.ruleset ?? 'revised', opts.terror)
  return solver.value({
    done: 0,
    pool: [pool.green, pool.yellow ? 1 : 0, pool.red ? 1 : 0],
    held: heldCounts(opts.secured ?? []),
    onSpells: opts.onSpells ?? [],
    focus: (opts.focus ?? 0) + (opts.assists ?? 0),
    spells: opts.spells ?? 0,
    clues: (opts.clues ?? 0) + (opts.rerolls ?? 0),
    addYellow: opts.addYellow ? 1 : 0,
    addRed: opts.addRed ? 1 : 0,
    rerollEachRoll: opts.rerollEachRoll ?? false,
  })
}
