// States and legal actions sampled from seeded random games, for the fuzz tests: every content set, both
// rulesets, one to eight investigators, every phase and stage a game passes through, pending choices included.
import {
  applyAction,
  createGame,
  legalActions,
  type Action,
  type GameSetup,
  type GameState,
} from '../../../src/engine/index.ts'
import { catalogFor } from '../../../src/engine/catalog.ts'
import { CONTENT_SETS } from '../../../src/content/contentSets.ts'
import { deepFreeze, playRandomGame } from '../support/randomGame.ts'
import '../support/testContent.ts'

export type Sample = { readonly state: GameState; readonly legal: readonly Action[] }

const CONTENTS = [...Object.keys(CONTENT_SETS), 'engine-test']

/** A state few steps reach: a pending choice, the entrance. */
function rare(state: GameState): boolean {
  return state.pendingChoices.length > 0 || state.phase.kind === 'entrance' || state.phase.kind === 'clock'
}

/** Every `every`-th state, and every rare one, of `games` seeded random games, deep-frozen, each with its legal actions. */
export function sampleStates(games: number, every: number): Sample[] {
  const out: Sample[] = []
  for (let g = 0; g < games; g++) {
    const setup: GameSetup = {
      seed: 4242 + g,
      investigators: 1 + (g % 8),
      ruleset: g % 3 === 0 ? 'first-printing' : 'revised',
      content: CONTENTS[g % CONTENTS.length] as string,
    }
    const game = playRandomGame(setup, createGame(setup), g, { policy: g % 2 === 0 ? 'eager' : 'uniform' })
    let state = createGame(setup)
    game.actions.forEach((action, i) => {
      if (i % every === 0 || rare(state)) out.push({ state, legal: legalActions(state) })
      const result = applyAction(state, action)
      if (!result.ok) throw new Error(`fuzz: replaying seed ${setup.seed} failed at ${i}`)
      state = result.state
    })
    out.push({ state, legal: legalActions(state) }) // the game over
  }
  for (const s of out) deepFreeze(s.state)
  return out
}

/** Every id the content sets know, and every string in the sampled legal actions (task ids among them). */
export function knownIds(samples: readonly Sample[]): string[] {
  const ids = new Set<string>()
  for (const id of CONTENTS) {
    const c = catalogFor(id).content
    for (const list of [
      c.adventures,
      c.otherWorlds,
      c.items,
      c.spells,
      c.allies,
      c.monsters,
      c.investigators,
      c.mythos,
      c.ancientOnes,
      c.entrance.souvenirs,
    ])
      for (const x of list) ids.add(x.id)
  }
  const visit = (v: unknown): void => {
    if (typeof v === 'string') ids.add(v)
    else if (typeof v === 'object' && v !== null) Object.values(v).forEach(visit)
  }
  for (const s of samples) s.legal.forEach(visit)
  return [...ids]
}
