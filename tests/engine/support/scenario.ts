// Builds exact table situations for rule tests: a real game from createGame, then edited as plain data.
import { expect } from 'vitest'
import {
  applyAction,
  type Action,
  type Face,
  type GameEvent,
  type GameState,
  type Ruleset,
  type ViolationCode,
} from '../../../src/engine/index.ts'
import { createGame, legalActions } from '../../../src/engine/index.ts'
import { deepCopy, type Draft } from '../../../src/engine/state.ts'

export const BOARD = ['egyptian-wing', 'ticket-booth', 'star-chamber', 'loading-dock', 'dark-stair', 'map-room']

export type ScenarioOptions = {
  ruleset?: Ruleset
  players?: number
  board?: readonly string[]
  mythos?: string | null
  ancientOne?: string
  content?: string
  investigators?: readonly string[]
}

/** A game on turn 2 at III o'clock, player 0 to move, chosen cards, no locks, empty hands, full health. */
export function scenario(opts: ScenarioOptions = {}): GameState {
  const ids =
    opts.investigators ??
    ['henry-armitage', 'randolph-carter', 'herbert-west', 'william-dyer'].slice(0, opts.players ?? 2)
  const base = createGame({
    seed: 7,
    investigators: ids,
    ancientOne: opts.ancientOne ?? 'yog-sothoth',
    ruleset: opts.ruleset ?? 'revised',
    content: opts.content ?? 'starter',
  })
  return edit(base, (s) => {
    const board = opts.board ?? BOARD
    for (const b of s.board) if (!board.includes(b.cardId)) s.decks.adventure.push(b.cardId)
    s.decks.adventure = s.decks.adventure.filter((id) => !board.includes(id))
    s.board = board.map((cardId) => ({
      cardId,
      otherWorld: cardId.includes('leng') || cardId.includes('yith') || cardId.includes('dreamlands'),
      monsters: [],
    }))
    s.locks = []
    for (const d of s.dice) Object.assign(d, { at: { kind: 'idle' }, face: null })
    s.mythos = opts.mythos === undefined ? 'stars-align' : opts.mythos
    s.decks.mythos = s.decks.mythos.filter((id) => id !== s.mythos)
    Object.assign(s, {
      doom: 0,
      elderSigns: 0,
      clock: 3,
      day: 1,
      midnightPending: false,
      monsterCup: s.monsterCup.concat(s.board.flatMap((b) => b.monsters.map((m) => m.monsterId))),
    })
    s.turn = { number: 2, player: 0, focused: false, helpersUsed: [], spentColors: [], cutShort: false }
    s.phase = { kind: 'movement' }
    for (const p of s.players)
      Object.assign(p, {
        items: [],
        spells: [],
        allies: [],
        alliesUsed: [],
        trophies: [],
        clues: 0,
        location: { kind: 'entrance' },
        sanity: p.maxSanity,
        stamina: p.maxStamina,
      })
  })
}

/** A copy of the state changed by `change` (tests only: the engine never mutates). */
export function edit(state: GameState, change: (s: Draft) => void): GameState {
  const s = deepCopy(state) as Draft
  change(s)
  return s
}

/** Applies actions in order; a rejection fails the test with its code. */
export function play(state: GameState, ...actions: Action[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = []
  for (const action of actions) {
    const r = applyAction(state, action)
    if (!r.ok) throw new Error(`rejected ${action.type}: ${r.violation.code} ${r.violation.message}`)
    state = r.state
    events.push(...r.events)
  }
  return { state, events }
}

/** Asserts the action is rejected with `code` and the state is unchanged. */
export function expectRejected(state: GameState, action: Action, code: ViolationCode): void {
  const before = JSON.stringify(state)
  const r = applyAction(state, action)
  expect(r.ok).toBe(false)
  if (!r.ok) {
    expect(r.violation.code).toBe(code)
    expect(r.violation.message.length).toBeGreaterThan(5)
  }
  expect(JSON.stringify(state)).toBe(before)
}

/** Moves player 0 to a card and rolls the given faces (one per pool die, in die order). */
export function rollAt(state: GameState, cardId: string, faces: readonly Face[]): GameState {
  const moved = play(state, { type: 'moveTo', to: { kind: 'card', cardId } }).state
  return roll(moved, faces)
}

export function roll(state: GameState, faces: readonly Face[]): GameState {
  const rolling = play(state, { type: 'rollDice' }).state
  if (rolling.phase.kind !== 'resolution') throw new Error('not resolving')
  return play(rolling, { type: 'reportRoll', rollId: rolling.phase.rollId, faces }).state
}

export function poolIds(state: GameState): number[] {
  return state.dice.filter((d) => d.at.kind === 'pool').map((d) => d.id)
}

/** Answers every pending choice with the first answer legalActions offers (placement tests pick their own). */
export function answerChoices(state: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = []
  for (let guard = 0; state.pendingChoices.length > 0 && guard < 50; guard++) {
    const answer = legalActions(state)[0]
    if (!answer) throw new Error('a pending choice offers no answer')
    const r = play(state, answer)
    state = r.state
    events.push(...r.events)
  }
  return { state, events }
}
