// Seeded random play through legalActions with invariants checked after every action.
import { applyAction, legalActions, type Action, type GameSetup, type GameState } from '../../../src/engine/index.ts'
import { catalog } from '../../../src/engine/catalog.ts'

/** Returns a list of broken invariants (empty when all hold). */
export function invariants(state: GameState): string[] {
  const bad: string[] = []
  state.players.forEach((p, i) => {
    if (p.status !== 'active') return
    if (p.sanity < 1 || p.sanity > p.maxSanity) bad.push(`player ${i} sanity ${p.sanity}/${p.maxSanity}`)
    if (p.stamina < 1 || p.stamina > p.maxStamina) bad.push(`player ${i} stamina ${p.stamina}/${p.maxStamina}`)
    if (p.clues < 0) bad.push(`player ${i} clues ${p.clues}`)
  })
  if (state.dice.length !== 8 || state.dice.some((d, i) => d.id !== i)) bad.push('dice not conserved')
  for (const lock of state.locks) {
    if (lock.dieId === null) continue
    const die = state.dice[lock.dieId]
    if (!die || die.at.kind !== 'locked' || die.at.lockId !== lock.id || die.color !== lock.color)
      bad.push(`lock ${lock.id} inconsistent`)
  }
  for (const die of state.dice) {
    if (die.at.kind === 'locked') {
      const lockId = die.at.lockId
      if (state.locks.filter((l) => l.id === lockId && l.dieId === die.id).length !== 1)
        bad.push(`die ${die.id} on a missing lock`)
    }
    if (die.at.kind === 'spell') {
      const spellId = die.at.spellId
      if (state.spellsInPlay.filter((e) => e.spellId === spellId && e.dieId === die.id).length !== 1)
        bad.push(`die ${die.id} on a missing spell`)
    }
    if (
      (die.at.kind === 'pool' ||
        die.at.kind === 'assigned' ||
        die.at.kind === 'discarded' ||
        die.at.kind === 'marker') &&
      state.phase.kind !== 'resolution' &&
      state.status === 'playing'
    )
      bad.push(`die ${die.id} ${die.at.kind} outside a resolution`)
  }
  const ao = catalog(state).ancientOne(state.ancientOne)
  if (state.doom < 0 || state.doom > ao.doomTrack.length) bad.push(`doom ${state.doom}`)
  if (state.elderSigns < 0) bad.push(`elder signs ${state.elderSigns}`)
  if (state.status === 'playing' && state.elderSigns >= ao.elderSigns) bad.push('elder signs reached but still playing')
  if (state.status === 'playing' && !state.awakened && state.doom >= ao.doomTrack.length)
    bad.push('doom full but not awakened')
  if (![0, 3, 6, 9].includes(state.clock)) bad.push(`clock ${state.clock}`)
  if (state.status !== 'playing' && state.phase.kind !== 'over') bad.push('ended but phase not over')
  return bad
}

export type Played = { state: GameState; actions: Action[]; violations: string[]; steps: number }

/** A tiny deterministic generator for choosing among legal actions (independent of the game's own). */
export function chooser(seed: number): (n: number) => number {
  let s = (seed ^ 0x9e3779b9) >>> 0
  return (n) => {
    s ^= s << 13
    s >>>= 0
    s ^= s >>> 17
    s ^= s << 5
    s >>>= 0
    return s % n
  }
}

/** Uniform over legal actions, or 'eager': completes a task whenever it can and rarely gives up. */
export type Policy = 'uniform' | 'eager'

function choose(legal: readonly Action[], pick: (n: number) => number, policy: Policy): Action {
  if (policy === 'eager') {
    const complete = legal.filter((a) => a.type === 'completeTask')
    if (complete.length > 0) return complete[pick(complete.length)] as Action
    const keep = legal.filter((a) => a.type !== 'abandonAdventure' && a.type !== 'failRoll')
    const fail = legal.find((a) => a.type === 'failRoll')
    if (fail && pick(3) === 0) return fail
    if (keep.length > 0) return keep[pick(keep.length)] as Action
  }
  return legal[pick(legal.length)] as Action
}

export function playRandomGame(
  setup: GameSetup,
  initial: GameState,
  seed: number,
  opts: { check?: boolean; maxSteps?: number; policy?: Policy; freeze?: boolean } = {},
): Played {
  const pick = chooser(seed)
  const actions: Action[] = []
  const violations: string[] = []
  let state = initial
  const max = opts.maxSteps ?? 20_000
  let steps = 0
  for (; steps < max && state.status === 'playing'; steps++) {
    const legal = legalActions(state)
    if (legal.length === 0) {
      violations.push(`no legal action in phase ${state.phase.kind}`)
      break
    }
    const action = choose(legal, pick, opts.policy ?? 'uniform')
    if (opts.freeze) deepFreeze(state)
    const result = applyAction(state, action)
    if (!result.ok) {
      violations.push(`legal action rejected: ${action.type} ${result.violation.code}`)
      break
    }
    state = result.state
    actions.push(action)
    if (opts.check !== false)
      for (const v of invariants(state)) violations.push(`step ${steps} after ${action.type}: ${v}`)
    if (violations.length > 0) break
  }
  if (state.status === 'playing') violations.push(`game did not end in ${max} steps (setup ${JSON.stringify(setup)})`)
  return { state, actions, violations, steps }
}

/** Freezes a state deeply, so an applier that mutates its input (instead of its working copy) throws. */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const v of Object.values(value)) deepFreeze(v)
}
