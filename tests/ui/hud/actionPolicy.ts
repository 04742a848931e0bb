// The policy of the "every action type has a path" browser test, shared with its Node check: at each step a
// seeded pick among the engine's legal actions, weighted toward types not yet performed, so that a few short
// games reach every action type. The page reports the seeded roll after a roll, so the simulation does too.
import {
  applyAction,
  createGame,
  legalActions,
  type Action,
  type ActionType,
  type GameSetup,
  type GameState,
} from '../../../src/engine/index.ts'
import { chooseAction } from '../../../src/engine/bot/index.ts'
import { actionKey } from '../../../src/ui/hud/actionKey.ts'
import { createPicker } from './seededStates.ts'

/** Every type of the `Action` union (the test fails if the union grows and this list does not). */
export const ACTION_TYPES = [
  'moveTo',
  'rollDice',
  'reportRoll',
  'completeTask',
  'failRoll',
  'discardDie',
  'focusDie',
  'assist',
  'castSpell',
  'releaseSpellDie',
  'spendClue',
  'useCard',
  'useAbility',
  'abandonAdventure',
  'firstAid',
  'searchLostAndFound',
  'buySouvenir',
  'chooseMonsterSpot',
  'chooseTrophies',
  'chooseItemsToDiscard',
  'chooseInvestigator',
  'chooseAssistPenalty',
  'chooseMaximum',
] as const satisfies readonly ActionType[]

/** Compile-time check that ACTION_TYPES names every type of the union. */
type Unlisted = Exclude<ActionType, (typeof ACTION_TYPES)[number]>
export const EVERY_TYPE_LISTED: [Unlisted] extends [never] ? true : Unlisted = true

/** Types that cannot come up in a game started from the page, each with the reason. */
export const UNREACHABLE: Partial<Record<ActionType, string>> = {
  chooseMaximum:
    'only the effect maxSanityOrStamina asks it, and no card of the content set the page plays with (original) has that effect',
}

/** One seeded game of the test: the `#/play` query and the seed of the action picks. */
export type PolicyRun = {
  readonly query: string
  readonly setup: GameSetup
  readonly pickSeed: number
  readonly steps: number
}

/**
 * The pick: most of the time a type not yet performed when one is legal; otherwise mostly what the bot would do
 * (so games last and earn trophies), when the engine lists it; otherwise a pick weighted away from frequent types.
 */
export function pickAction(
  state: GameState,
  legal: readonly Action[],
  seen: ReadonlyMap<string, number>,
  pick: (n: number) => number,
): Action {
  const unseen = legal.filter((a) => !seen.has(a.type))
  if (unseen.length > 0 && pick(4) !== 0) return unseen[pick(unseen.length)] as Action
  if (pick(10) < 8) {
    const wanted = botChoice(state)
    const listed = wanted === null ? undefined : legal.find((a) => actionKey(a) === wanted)
    if (listed) return listed
  }
  const weights = legal.map((a) => 1 / (1 + (seen.get(a.type) ?? 0)))
  const total = weights.reduce((s, w) => s + w, 0)
  let at = (pick(1_000_000) / 1_000_000) * total
  for (let i = 0; i < legal.length; i++) {
    at -= weights[i] as number
    if (at < 0) return legal[i] as Action
  }
  return legal[legal.length - 1] as Action
}

/** The bot's action as a key, or null where the bot cannot plan (its odds solver caps a card's tasks). */
function botChoice(state: GameState): string | null {
  try {
    return actionKey(chooseAction(state))
  } catch {
    return null
  }
}

const setupRun = (query: string, setup: GameSetup, steps: number): PolicyRun => ({
  query,
  setup,
  pickSeed: setup.seed,
  steps,
})

/**
 * Games the browser test may play, found with `simulateRun` in Node: two investigators reach assistance and its
 * cost; Tsathoggua's midnight makes an investigator discard an item; the rest add variety for rare types.
 */
export const CANDIDATE_RUNS: readonly PolicyRun[] = [
  setupRun('seed=6&investigators=2&ruleset=revised', { seed: 6, investigators: 2, ruleset: 'revised' }, 300),
  ...[4, 5].map((seed) =>
    setupRun(
      `seed=${seed}&investigators=1&ruleset=first-printing&ancientOne=tsathoggua`,
      { seed, investigators: 1, ruleset: 'first-printing', ancientOne: 'tsathoggua' },
      60,
    ),
  ),
  setupRun(
    'seed=4&investigators=1&ruleset=revised&ancientOne=tsathoggua',
    { seed: 4, investigators: 1, ruleset: 'revised', ancientOne: 'tsathoggua' },
    60,
  ),
  setupRun(
    'seed=5&investigators=2&ruleset=revised&ancientOne=tsathoggua',
    { seed: 5, investigators: 2, ruleset: 'revised', ancientOne: 'tsathoggua' },
    60,
  ),
  ...[11, 2].map((seed) =>
    setupRun(`seed=${seed}&investigators=2&ruleset=revised`, { seed, investigators: 2, ruleset: 'revised' }, 300),
  ),
  ...[3].map((seed) =>
    setupRun(
      `seed=${seed}&investigators=3&ruleset=first-printing`,
      { seed, investigators: 3, ruleset: 'first-printing' },
      300,
    ),
  ),
]

/** The types still to perform, the unreachable ones aside. */
export function missingTypes(seen: ReadonlyMap<string, number>): ActionType[] {
  return ACTION_TYPES.filter((t) => !seen.has(t) && !UNREACHABLE[t])
}

/**
 * Chooses the runs greedily in Node: each round plays every unused candidate (carrying what was seen) and keeps the
 * one that adds the most missing types, cut at the step of its last new type. The engine decides what a seed
 * brings, so the plan follows the engine rather than pinning seeds that a rule change would break.
 */
export function planRuns(candidates: readonly PolicyRun[] = CANDIDATE_RUNS): {
  runs: PolicyRun[]
  seen: Map<string, number>
} {
  const seen = new Map<string, number>()
  const runs: PolicyRun[] = []
  const unused = [...candidates]
  while (missingTypes(seen).length > 0 && unused.length > 0) {
    let best: { index: number; added: number; steps: number } | null = null
    unused.forEach((run, index) => {
      const trial = new Map(seen)
      const before = missingTypes(trial).length
      const { lastNew } = simulateRun(run, trial)
      const added = before - missingTypes(trial).length
      if (added > 0 && (!best || added > best.added || (added === best.added && lastNew < best.steps)))
        best = { index, added, steps: lastNew }
    })
    const chosen = best as { index: number; added: number; steps: number } | null
    if (!chosen) break
    const run = { ...(unused[chosen.index] as PolicyRun), steps: chosen.steps }
    unused.splice(chosen.index, 1)
    simulateRun(run, seen)
    runs.push(run)
  }
  return { runs, seen }
}

/** Applies an action the way the page does: then the seeded result of any roll it started. */
export function performLikeThePage(state: GameState, action: Action): { state: GameState; performed: Action[] } {
  const result = applyAction(state, action)
  if (!result.ok)
    throw new Error(`actionPolicy: the engine refused ${JSON.stringify(action)}: ${result.violation.message}`)
  const report = legalActions(result.state).find((a) => a.type === 'reportRoll')
  if (!report) return { state: result.state, performed: [action] }
  const reported = applyAction(result.state, report)
  if (!reported.ok) throw new Error('actionPolicy: the seeded roll was refused')
  return { state: reported.state, performed: [action, report] }
}

/**
 * Plays a run in Node, counting each performed type in `seen`: the steps played and the step that brought the last
 * type new to `seen`. Stops early once no type is missing.
 */
export function simulateRun(
  run: PolicyRun,
  seen: Map<string, number> = new Map(),
): { steps: number; lastNew: number; state: GameState } {
  const pick = createPicker(run.pickSeed)
  let state = createGame(run.setup)
  let steps = 0
  let lastNew = 0
  while (steps < run.steps && state.status === 'playing' && missingTypes(seen).length > 0) {
    const legal = legalActions(state)
    if (legal.length === 0) break
    const next = performLikeThePage(state, pickAction(state, legal, seen, pick))
    steps++
    for (const a of next.performed) {
      if (!seen.has(a.type)) lastNew = steps
      seen.set(a.type, (seen.get(a.type) ?? 0) + 1)
    }
    state = next.state
  }
  return { steps, lastNew, state }
}
