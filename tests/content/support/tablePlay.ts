// Plays the original set at the table with chosen dice: each roll is answered with faces that meet the next
// task (or with terror, to fail), so every card can be drawn, resolved and failed in a short seeded game.
import {
  applyAction,
  catalogFor,
  legalActions,
  openTasks,
  type Action,
  type DieRequirement,
  type Face,
  type GameEvent,
  type GameState,
} from '../../../src/engine/index.ts'
import type { Ctx } from '../../../src/engine/core/ctx.ts'
import { cloneState, type Draft } from '../../../src/engine/state.ts'

/** Every event the table saw, for the coverage checks. */
export const seenEvents: GameEvent[] = []

export function edit(state: GameState, change: (s: Draft) => void): GameState {
  const s = cloneState(state)
  change(s)
  return s as GameState
}

/** Runs an engine routine (dealing, a monster appearing) on a copy, keeping its events. */
export function engine(state: GameState, run: (ctx: Ctx) => void): GameState {
  const ctx: Ctx = { s: cloneState(state), events: [], cat: catalogFor(state.content) }
  run(ctx)
  seenEvents.push(...ctx.events)
  return ctx.s as GameState
}

export function act(state: GameState, action: Action): GameState {
  const r = applyAction(state, action)
  if (!r.ok) throw new Error(`${action.type} rejected: ${r.violation.code} ${r.violation.message}`)
  seenEvents.push(...r.events)
  return r.state
}

/** Answers pending choices (the first option offered) until none is left. */
export function settle(state: GameState): GameState {
  let s = state
  for (let i = 0; i < 50 && s.status === 'playing' && s.pendingChoices.length > 0; i++) {
    const first = legalActions(s)[0]
    if (!first) throw new Error('a pending choice offers no answer')
    s = act(s, first)
  }
  return s
}

/** Green faces that meet the requirements (threes for investigation). */
function facesFor(reqs: readonly DieRequirement[]): Face[] {
  const faces: Face[] = []
  for (const r of reqs) {
    if (r.kind === 'symbol') faces.push(r.oneOf[0] as Face)
    else {
      for (let n = r.amount; n > 0; n -= 3) faces.push(n >= 3 ? 'I3' : n === 2 ? 'I2' : 'I1')
    }
  }
  return faces
}

/** The result for the pending roll: the wanted faces on green dice, harmless ones elsewhere. */
export function answer(state: GameState, wanted: readonly Face[]): Action {
  const phase = state.phase
  if ((phase.kind !== 'resolution' && phase.kind !== 'entrance') || phase.stage !== 'rolling')
    throw new Error('no pending roll')
  const queue = [...wanted]
  const faces = phase.pendingDice.map((id) => {
    const color = state.dice[id]?.color
    if (color === 'green' && queue.length > 0) return queue.shift() as Face
    return color === 'red' ? 'I2' : 'I1'
  })
  return { type: 'reportRoll', rollId: phase.rollId, faces }
}

/** Restores the table between scenes: full health, no doom or Elder Signs, locks only from `keep`'s card. */
export function refresh(state: GameState, keep?: string): GameState {
  return edit(state, (s) => {
    s.doom = 0
    s.elderSigns = 0
    for (const p of s.players)
      if (p.status === 'active') Object.assign(p, { sanity: p.maxSanity, stamina: p.maxStamina })
    for (const lock of s.locks) {
      if (lock.source.kind === 'card' && lock.source.cardId === keep) continue
      const die = lock.dieId === null ? undefined : s.dice[lock.dieId]
      if (die) Object.assign(die, { at: { kind: 'idle' }, face: null })
    }
    s.locks = s.locks.filter((l) => l.source.kind === 'card' && l.source.cardId === keep)
    for (const d of s.dice) if (d.at.kind === 'spell') Object.assign(d, { at: { kind: 'idle' }, face: null })
    s.spellsInPlay = []
    for (const b of s.board)
      if (b.cardId === keep) {
        s.monsterCup.push(...b.monsters.filter((m) => !isKept(m.monsterId)).map((m) => m.monsterId))
        b.monsters = b.monsters.filter((m) => isKept(m.monsterId))
      }
  })
}

let kept: string | null = null
const isKept = (monsterId: string) => monsterId === kept

/** Keeps one monster on the card that `refresh` clears (the monster under test). */
export function keepMonster(monsterId: string | null): void {
  kept = monsterId
}

/**
 * The active player goes to `cardId` and either resolves it with chosen dice ('win') or fails it: one roll of
 * terror faces declared failed (terror effects), one die discarded, then the adventure abandoned (penalties).
 */
export function attempt(state: GameState, cardId: string, mode: 'win' | 'fail'): GameState {
  let s = settle(state)
  const turn = s.turn.number
  if (s.phase.kind === 'movement') s = act(s, { type: 'moveTo', to: { kind: 'card', cardId } })
  let failed = false
  for (let i = 0; i < 100 && s.status === 'playing' && s.turn.number === turn; i++) {
    if (s.pendingChoices.length > 0) {
      s = settle(s)
      continue
    }
    const phase = s.phase
    if (phase.kind !== 'resolution') break
    const open = openTasks(s)
    const next = (open.ordered ? undefined : open.tasks.find((t) => t.monsterId !== null)) ?? open.tasks[0]
    switch (phase.stage) {
      case 'ready': {
        const empty = !s.dice.some((d) => d.at.kind === 'pool')
        s = act(s, (mode === 'fail' && failed) || empty ? { type: 'abandonAdventure' } : { type: 'rollDice' })
        break
      }
      case 'rolling':
        s = act(s, answer(s, mode === 'win' && next ? facesFor(next.requirements) : ['T', 'T', 'T', 'T', 'T', 'T']))
        break
      case 'rolled': {
        const done = legalActions(s).find((a) => a.type === 'completeTask' && a.taskId === next?.id)
        if (mode === 'win' && done) s = act(s, done)
        else {
          s = act(s, { type: 'failRoll' })
          failed = true
        }
        break
      }
      case 'discarding': {
        const die = s.dice.find((d) => d.at.kind === 'pool')
        s = act(s, die ? { type: 'discardDie', dieId: die.id } : { type: 'abandonAdventure' })
        break
      }
    }
  }
  return settle(s)
}

/** An entrance turn: search the lost & found with the given face (ends the turn). */
export function entranceTurn(state: GameState, face: Face): GameState {
  let s = settle(state)
  if (s.phase.kind === 'movement') s = act(s, { type: 'moveTo', to: { kind: 'entrance' } })
  s = act(s, { type: 'searchLostAndFound' })
  s = act(s, answer(s, [face]))
  return settle(s)
}

/** Entrance turns until midnight has struck (the clock set to IX first). */
export function toMidnight(state: GameState, face: Face = 'I2'): GameState {
  const day = state.day
  let s = edit(state, (d) => {
    d.clock = 9
  })
  for (let i = 0; i < 8 && s.day === day && s.status === 'playing'; i++) s = entranceTurn(s, face)
  return s
}
