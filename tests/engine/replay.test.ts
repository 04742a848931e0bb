// Issue 9: replay of an untrusted record returns a Result; a bad setup or the first bad action is named, and
// nothing throws (the live-play comparison is in wholeGame.test.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyAction,
  checkAction,
  createGame,
  replay,
  type Action,
  type GameSetup,
  type GameState,
} from '../../src/engine/index.ts'
import { playRandomGame } from './support/randomGame.ts'

const setup: GameSetup = { seed: 11, investigators: 3, content: 'starter' }
const game = playRandomGame(setup, createGame(setup), 11, { policy: 'eager' })
const actions = game.actions

/** The state live play reached before action `k`. */
function stateAt(k: number): GameState {
  let state = createGame(setup)
  for (const action of actions.slice(0, k)) {
    const r = applyAction(state, action)
    if (!r.ok) throw new Error('live play was refused')
    state = r.state
  }
  return state
}

/** Actions legal only in some phases: at any point in a game at least one is refused. */
const CANDIDATES: Action[] = [
  { type: 'failRoll' },
  { type: 'rollDice' },
  { type: 'moveTo', to: { kind: 'entrance' } },
  { type: 'searchLostAndFound' },
]

describe('replay', () => {
  it('replays a record from JSON to the state of live play', () => {
    expect(replay(JSON.parse(JSON.stringify({ setup, actions })))).toEqual({ ok: true, value: game.state })
  })

  it.each([0, 1, 17, 60, actions.length - 1])('names action %i when the rules refuse it', (k) => {
    const before = stateAt(k)
    const illegal = CANDIDATES.find((a) => checkAction(before, a) !== null) as Action
    const bad = [...actions.slice(0, k), illegal, ...actions.slice(k)]
    const result = replay({ setup, actions: bad })
    expect(result).toMatchObject({ ok: false, error: { kind: 'rejectedAction', index: k } })
    if (!result.ok && result.error.kind === 'rejectedAction')
      expect(result.error.violation).toEqual(checkAction(before, illegal))
  })

  it.each([0, 5, 40, actions.length - 1])('names action %i when it is malformed', (k) => {
    const bad = actions.map((a, i) => (i === k ? { ...a, type: 'cheat' } : a))
    const result = replay({ setup, actions: bad })
    expect(result).toMatchObject({ ok: false, error: { kind: 'rejectedAction', index: k } })
    if (!result.ok && result.error.kind === 'rejectedAction') {
      expect(result.error.violation.code).toBe('MALFORMED_ACTION')
      expect(result.error.violation.message).toContain('got "cheat"')
    }
  })

  it.each<[string, unknown, string]>([
    ['null', null, 'record: expected object, got null'],
    ['no actions', { setup }, 'record.actions: missing'],
    ['actions that are no list', { setup, actions: 'all' }, 'record.actions: expected array'],
    ['an extra field', { setup, actions: [], note: 'x' }, 'record: unexpected field "note"'],
    [
      'a fractional seed',
      { setup: { ...setup, seed: 1.5 }, actions: [] },
      'record.setup.seed: expected a whole number',
    ],
    [
      'no investigators',
      { setup: { ...setup, investigators: 0 }, actions: [] },
      'record.setup.investigators: expected 1 to 8',
    ],
    ['nine investigators', { setup: { ...setup, investigators: 9 }, actions: [] }, 'record.setup.investigators'],
    [
      'an unknown content set',
      { setup: { ...setup, content: 'nope' }, actions: [] },
      'record.setup.content: unknown content set, got "nope"',
    ],
    [
      'an unknown ruleset',
      { setup: { ...setup, ruleset: 'house' }, actions: [] },
      'record.setup.ruleset: expected one of revised, first-printing',
    ],
    [
      'an unknown Ancient One',
      { setup: { ...setup, ancientOne: 'nobody' }, actions: [] },
      'record.setup.ancientOne: unknown Ancient One in starter, got "nobody"',
    ],
    [
      'an unknown investigator',
      { setup: { ...setup, investigators: ['henry-armitage', 'nobody'] }, actions: [] },
      'record.setup.investigators[1]: unknown investigator in starter, got "nobody"',
    ],
    [
      'an investigator chosen twice',
      { setup: { ...setup, investigators: ['henry-armitage', 'henry-armitage'] }, actions: [] },
      'record.setup.investigators[1]: chosen twice, got "henry-armitage"',
    ],
  ])('refuses a record with %s', (_, record, says) => {
    const result = replay(record)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.kind).toBe('malformedRecord')
      if (result.error.kind === 'malformedRecord') expect(result.error.message).toContain(says)
    }
  })

  it('never throws, whatever the record', () => {
    const anySetup = fc.record(
      {
        seed: fc.oneof(fc.integer(), fc.double()),
        investigators: fc.oneof(fc.integer({ min: -1, max: 10 }), fc.array(fc.string(), { maxLength: 9 })),
        ancientOne: fc.oneof(fc.string(), fc.constant('yog-sothoth')),
        ruleset: fc.oneof(fc.constant('revised'), fc.constant('first-printing'), fc.string()),
        content: fc.oneof(fc.constant('starter'), fc.constant('original'), fc.string()),
      },
      { requiredKeys: [] },
    )
    const anyRecord = fc.oneof(
      fc.jsonValue(),
      fc.record({ setup: anySetup, actions: fc.array(fc.jsonValue(), { maxLength: 3 }) }),
    )
    fc.assert(
      fc.property(anyRecord, (record) => {
        expect(() => replay(record)).not.toThrow()
      }),
      { numRuns: 400, seed: 99 },
    )
  })
})
