import { describe, expect, it } from 'vitest'
import {
  BARRIER_KINDS,
  applyAction,
  barrier,
  createGame,
  legalActions,
  revealedBy,
  undoFloor,
  undoRefusal,
  type Action,
  type BarrierKind,
  type GameEvent,
  type GameState,
  type UndoBarrier,
} from '../../src/engine/index.ts'
import { playRandomGame } from './support/randomGame.ts'
import { BOARD, edit, play, scenario } from './support/scenario.ts'

/** One accepted action of a real game: the state before and after, and what the engine said. */
type Step = { before: GameState; action: Action; after: GameState; events: readonly GameEvent[] }

/** Replays seeded random games and keeps every step. */
function randomSteps(games: number): Step[] {
  const steps: Step[] = []
  for (let g = 0; g < games; g++) {
    const setup = { seed: 1000 + g, investigators: 1 + (g % 4) }
    const initial = createGame(setup)
    const played = playRandomGame(setup, initial, 31 + g, { policy: 'eager', check: false })
    let state = initial
    for (const action of played.actions) {
      const r = applyAction(state, action)
      if (!r.ok) throw new Error(`replay refused ${action.type}`)
      steps.push({ before: state, action, after: r.state, events: r.events })
      state = r.state
    }
  }
  return steps
}

const STEPS = randomSteps(12)
const kindOf = (s: Step): BarrierKind | null => revealedBy(s.before, s.after, s.events)?.kind ?? null
const hasEvent = (s: Step, type: GameEvent['type']) => s.events.some((e) => e.type === type)
const DECKS = ['adventure', 'otherWorld', 'mythos', 'common', 'unique', 'spell', 'ally'] as const

describe('revealedBy', () => {
  it('names a roll: reportRoll shows faces (undoing it would be a reroll); asking for the roll reveals nothing', () => {
    const moved = play(scenario(), { type: 'moveTo', to: { kind: 'card', cardId: BOARD[0] as string } }).state
    const rolling = play(moved, { type: 'rollDice' })
    expect(revealedBy(moved, rolling.state, rolling.events)).toBeNull()
    const report = legalActions(rolling.state).find((a) => a.type === 'reportRoll') as Action
    const landed = play(rolling.state, report)
    expect(revealedBy(rolling.state, landed.state, landed.events)).toEqual(barrier('roll'))
    expect(barrier('roll').message).toBe('The dice have been rolled; undoing would be a reroll.')
  })

  it('names a reroll (a clue spent) as a roll when its faces come back, not before', () => {
    const spent = STEPS.filter((s) => s.action.type === 'spendClue')
    expect(spent.length).toBeGreaterThan(0)
    for (const s of spent) expect(kindOf(s)).toBeNull() // the dice are only asked for
    const answers = STEPS.filter((_, i) => STEPS[i - 1]?.action.type === 'spendClue')
    for (const s of answers) expect(s.action.type).toBe('reportRoll')
    for (const s of answers) expect(kindOf(s)).toBe('roll')
  })

  it.each([
    ['cardDrawn', 'card'],
    ['cardDealt', 'adventure'],
    ['mythosDrawn', 'mythos'],
  ] as const)('names an action that emitted %s as %s', (type, kind) => {
    const found = STEPS.filter((s) => hasEvent(s, type))
    expect(found.length).toBeGreaterThan(0)
    for (const s of found) expect(kindOf(s)).not.toBeNull()
    expect(found.some((s) => kindOf(s) === kind)).toBe(true)
  })

  it('names a monster drawn from the cup (its place is then a choice that may be undone)', () => {
    const drawn = STEPS.filter((s) => s.events.some((e) => e.type === 'choiceOffered' && e.kind === 'placeMonster'))
    expect(drawn.length).toBeGreaterThan(0)
    for (const s of drawn) expect(kindOf(s)).not.toBeNull()
    expect(drawn.some((s) => kindOf(s) === 'monster')).toBe(true)
    const placed = STEPS.filter((s) => s.action.type === 'chooseMonsterSpot' && s.events.length > 0)
    expect(placed.some((s) => kindOf(s) === null)).toBe(true)
  })

  it('names chance itself when the generator moved and no event told it', () => {
    const before = scenario()
    const after = edit(before, (s) => {
      s.rng = s.rng.map((x) => x + 1)
    })
    expect(revealedBy(before, after, [])).toEqual(barrier('chance'))
    expect(revealedBy(before, before, [])).toBeNull()
  })

  it('leaves moves, assignments, focus and failed rolls undoable', () => {
    for (const type of ['moveTo', 'completeTask', 'focusDie', 'failRoll', 'discardDie'] as const) {
      const found = STEPS.filter((s) => s.action.type === type && s.events.every((e) => e.type !== 'cardDealt'))
      expect(found.length, type).toBeGreaterThan(0)
      expect(
        found.some((s) => kindOf(s) === null),
        type,
      ).toBe(true)
    }
  })

  it('every action that draws from a deck or moves the generator is a barrier; the others only add to decks', () => {
    let barriers = 0
    for (const s of STEPS) {
      const kind = kindOf(s)
      if (kind) {
        barriers++
        continue
      }
      expect(s.after.rng).toEqual(s.before.rng)
      for (const deck of DECKS)
        expect(s.after.decks[deck].slice(0, s.before.decks[deck].length)).toEqual(s.before.decks[deck])
      expect(s.after.monsterCup.length).toBeGreaterThanOrEqual(s.before.monsterCup.length)
    }
    console.log(`undo barriers: ${barriers} of ${STEPS.length} actions in 12 random games`)
    expect(barriers).toBeGreaterThan(0)
    expect(barriers).toBeLessThan(STEPS.length)
  })

  it('has a sentence for every kind', () => {
    for (const kind of BARRIER_KINDS) expect(barrier(kind).message.length).toBeGreaterThan(20)
  })
})

describe('undoFloor and undoRefusal', () => {
  const r: UndoBarrier = barrier('roll')
  it('goes back to just after the last barrier, never past it', () => {
    expect(undoFloor([])).toBe(0)
    expect(undoFloor([null, null])).toBe(0)
    expect(undoFloor([null, r, null, null])).toBe(2)
    expect(undoFloor([null, r])).toBe(2)
  })

  it('refuses with NOTHING_TO_UNDO before any action', () => {
    expect(undoRefusal(scenario(), [])?.code).toBe('NOTHING_TO_UNDO')
  })

  it('refuses with CHANCE_HAS_SPOKEN and the barrier sentence when the last action revealed something', () => {
    const refusal = undoRefusal(scenario(), [null, r])
    expect(refusal).toEqual({ code: 'CHANCE_HAS_SPOKEN', message: r.message, barrier: 'roll' })
  })

  it('refuses with DICE_IN_THE_AIR while a roll waits for its faces', () => {
    const moved = play(scenario(), { type: 'moveTo', to: { kind: 'card', cardId: BOARD[0] as string } }).state
    const rolling = play(moved, { type: 'rollDice' }).state
    expect(undoRefusal(rolling, [null, null])?.code).toBe('DICE_IN_THE_AIR')
  })

  it('accepts a choice that revealed nothing', () => {
    expect(undoRefusal(scenario(), [r, null])).toBeNull()
  })
})
