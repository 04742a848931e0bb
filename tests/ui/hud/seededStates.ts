// Seeded states for the HUD tests: games played a few hundred steps by a seeded random pick among the legal
// actions (weighted toward completing tasks so adventures resolve and the game moves on).
import { applyAction, createGame, legalActions, type GameSetup, type GameState } from '../../../src/engine/index.ts'

/** A small deterministic generator (mulberry32) for picking actions in tests. */
export function createPicker(seed: number): (n: number) => number {
  let a = seed >>> 0
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)
  }
}

/** Every state a seeded random game passes through (up to `steps`). */
export function seededStates(setup: GameSetup, steps = 400): GameState[] {
  const pick = createPicker(setup.seed)
  let state = createGame(setup)
  const out: GameState[] = [state]
  for (let i = 0; i < steps && state.status === 'playing'; i++) {
    const legal = legalActions(state)
    const tasks = legal.filter((a) => a.type === 'completeTask')
    const action = (tasks.length > 0 && pick(3) > 0 ? tasks[pick(tasks.length)] : legal[pick(legal.length)])!
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(`seededStates: the engine refused its own legal action ${JSON.stringify(action)}`)
    state = result.state
    out.push(state)
  }
  return out
}

export const SETUPS: readonly GameSetup[] = [
  { seed: 11, investigators: 1 },
  { seed: 12, investigators: 2 },
  { seed: 13, investigators: 3, ruleset: 'first-printing' },
  { seed: 14, investigators: 4 },
]
