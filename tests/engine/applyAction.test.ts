// Issue 9: actions from outside (files, links, the network) are parsed with actionSchema at applyAction and
// checkAction: a malformed one is refused with MALFORMED_ACTION and a message naming the field, nothing changes.
import { describe, expect, it } from 'vitest'
import {
  ACTION_LIMITS,
  applyAction,
  checkAction,
  legalActions,
  parseAction,
  type Action,
  type GameState,
} from '../../src/engine/index.ts'
import { play, scenario } from './support/scenario.ts'
import { deepFreeze } from './support/randomGame.ts'

function rolling(): GameState {
  const moved = play(scenario(), { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state
  const state = play(moved, { type: 'rollDice' }).state
  deepFreeze(state)
  return state
}

const rollId = (s: GameState) => (s.phase.kind === 'resolution' ? s.phase.rollId : -1)
const six = ['I1', 'I1', 'I1', 'I1', 'I1', 'I1']

/** Asserts MALFORMED_ACTION with a message containing `says`, from both entry points, and the state unchanged. */
function expectMalformed(state: GameState, value: unknown, says: string): void {
  const before = JSON.stringify(state)
  const r = applyAction(state, value)
  expect(r.ok).toBe(false)
  if (!r.ok) {
    expect(r.violation.code).toBe('MALFORMED_ACTION')
    expect(r.violation.message).toContain(says)
    expect(checkAction(state, value)).toEqual(r.violation)
  }
  expect(JSON.stringify(state)).toBe(before)
}

describe('applyAction on malformed input', () => {
  const state = rolling()
  const id = rollId(state)

  it.each<[string, unknown, string]>([
    ['null', null, 'action: expected object, got null'],
    ['a string', 'rollDice', 'action: expected object, got "rollDice"'],
    ['a number', 7, 'action: expected object, got 7'],
    ['a list', [{ type: 'rollDice' }], 'action: expected object, got a list of 1'],
    ['no type', { rollId: 1 }, 'action.type: missing (expected one of moveTo, rollDice'],
    ['an unknown type', { type: 'winGame' }, 'expected one of moveTo, rollDice, reportRoll'],
    ['__proto__ as the type', { type: '__proto__' }, 'got "__proto__"'],
    [
      'a face no die has',
      { type: 'reportRoll', rollId: id, faces: ['I1', 'I1', 'X'] },
      'reportRoll.faces[2]: expected one of I1, I2, I3, I4, L, P, T, W, got "X"',
    ],
    ['a missing field', { type: 'reportRoll', rollId: id }, 'reportRoll.faces: missing'],
    [
      'an extra field',
      { type: 'reportRoll', rollId: id, faces: six, cheat: true },
      'reportRoll: unexpected field "cheat"',
    ],
    [
      'an own __proto__ key',
      JSON.parse('{"type":"rollDice","__proto__":{"ok":true}}'),
      'rollDice: unexpected field "__proto__"',
    ],
    [
      'a negative roll id',
      { type: 'reportRoll', rollId: -1, faces: six },
      'reportRoll.rollId: expected a whole number ≥ 0, got -1',
    ],
    ['a fractional die id', { type: 'focusDie', dieId: 1.5 }, 'focusDie.dieId: expected a whole number ≥ 0, got 1.5'],
    ['NaN', { type: 'focusDie', dieId: NaN }, 'got NaN'],
    ['Infinity', { type: 'discardDie', dieId: Infinity }, 'got Infinity'],
    ['a number as text', { type: 'focusDie', dieId: '3' }, 'got "3"'],
    [
      'too many faces',
      { type: 'reportRoll', rollId: id, faces: new Array(100_000).fill('I1') },
      `reportRoll.faces: expected at most ${ACTION_LIMITS.dice} dice, got a list of 100000`,
    ],
    [
      'too many trophies',
      { type: 'chooseTrophies', trophies: new Array(ACTION_LIMITS.trophies + 1).fill('t') },
      `expected at most ${ACTION_LIMITS.trophies} trophies`,
    ],
    ['an empty id', { type: 'useCard', cardId: '' }, 'useCard.cardId: expected an id, not empty text'],
    [
      'a nested extra field',
      { type: 'useCard', cardId: 'x', target: { dice: [1], all: true } },
      'useCard.target: unexpected field "all"',
    ],
    [
      'a bad location kind',
      { type: 'moveTo', to: { kind: 'roof' } },
      'moveTo.to.kind: expected one of entrance, card, ancientOne, got "roof"',
    ],
    [
      'a row above -1',
      { type: 'chooseMonsterSpot', cardId: 'x', row: -2 },
      'chooseMonsterSpot.row: expected a whole number ≥ -1, got -2',
    ],
  ])('refuses %s', (_, value, says) => {
    expectMalformed(state, value, says)
  })

  it('lists at most three problems and counts the rest', () => {
    expectMalformed(state, { type: 'reportRoll', rollId: -1, faces: ['X', 'Y', 'Z'] }, 'got "Y" (and 1 more).')
  })

  it('accepts the same action well-formed, as JSON from a file', () => {
    const json = JSON.parse(JSON.stringify({ type: 'reportRoll', rollId: id, faces: six }))
    expect(checkAction(state, json)).toBeNull()
    expect(applyAction(state, json).ok).toBe(true)
  })
})

describe('parseAction', () => {
  it('returns a copy: changing the input afterwards does not reach the action', () => {
    const input = { type: 'spendClue', dice: [1, 2] }
    const parsed = parseAction(input)
    expect(parsed.ok).toBe(true)
    input.dice.push(3)
    if (parsed.ok) expect(parsed.value).toEqual({ type: 'spendClue', dice: [1, 2] })
  })

  it.each<Action>([
    { type: 'castSpell', spellId: 'warding-sign', dieId: null },
    { type: 'useAbility' },
    { type: 'useCard', cardId: 'x', target: {} },
    { type: 'chooseMonsterSpot', cardId: 'x', row: -1 },
    { type: 'moveTo', to: { kind: 'ancientOne' } },
  ])('accepts %j unchanged', (action) => {
    expect(parseAction(action)).toEqual({ ok: true, value: action })
  })
})

describe('actions legalActions returned', () => {
  it('are still judged by the rules when applied to another state', () => {
    const moving = scenario()
    const move = legalActions(moving).find((a) => a.type === 'moveTo') as Action
    const resolving = play(moving, move).state
    const r = applyAction(resolving, move)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.violation.code).toBe('WRONG_PHASE')
  })

  it('are parsed like any other value once copied (a copy is data, not the engine’s own object)', () => {
    const moving = scenario()
    const move = legalActions(moving).find((a) => a.type === 'moveTo') as Action
    expect(applyAction(moving, { ...move, extra: 1 })).toMatchObject({
      ok: false,
      violation: { code: 'MALFORMED_ACTION' },
    })
    expect(applyAction(moving, JSON.parse(JSON.stringify(move))).ok).toBe(true)
  })
})
