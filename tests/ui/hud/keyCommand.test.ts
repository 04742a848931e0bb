import { describe, expect, it } from 'vitest'
import type { Action } from '../../../src/engine/index.ts'
import { keyCommand, type KeyContext } from '../../../src/ui/hud/keyCommand.ts'

const moving: KeyContext = {
  legal: [
    { type: 'moveTo', to: { kind: 'entrance' } },
    { type: 'moveTo', to: { kind: 'card', cardId: 'a' } },
  ],
  choosing: false,
  pickable: [],
}
const ready: KeyContext = { legal: [{ type: 'rollDice' }, { type: 'abandonAdventure' }], choosing: false, pickable: [] }
const rolled: KeyContext = {
  legal: [{ type: 'failRoll' }, { type: 'spendClue', dice: [0] }, { type: 'abandonAdventure' }],
  choosing: false,
  pickable: [0, 1, 2, 6],
}
const choosing: KeyContext = {
  legal: [{ type: 'chooseMaximum', stat: 'sanity' } as Action],
  choosing: true,
  pickable: [],
}

describe('keyCommand', () => {
  it.each([
    ['1', moving, { kind: 'movePlace', place: 1 }],
    ['6', moving, { kind: 'movePlace', place: 6 }],
    ['7', moving, null],
    ['e', moving, { kind: 'moveEntrance' }],
    ['E', moving, { kind: 'moveEntrance' }],
    ['Enter', moving, { kind: 'confirm' }],
    [' ', moving, null],
    [' ', ready, { kind: 'roll' }],
    ['f', ready, null],
    ['1', ready, null],
    ['1', rolled, { kind: 'toggleDie', dieId: 0 }],
    ['7', rolled, { kind: 'toggleDie', dieId: 6 }],
    ['4', rolled, null],
    ['8', rolled, null],
    ['f', rolled, { kind: 'fail' }],
    ['F', rolled, { kind: 'fail' }],
    ['c', rolled, { kind: 'clue' }],
    ['t', rolled, { kind: 'nextTask' }],
    [' ', rolled, null],
    ['Escape', rolled, { kind: 'cancel' }],
    ['?', rolled, { kind: 'help' }],
    ['?', moving, { kind: 'help' }],
    ['3', choosing, { kind: 'chooseOption', index: 2 }],
    ['e', choosing, null],
    ['Enter', choosing, { kind: 'confirm' }],
    ['x', rolled, null],
  ] as const)('maps %j to its command', (key, ctx, expected) => {
    expect(keyCommand(key, ctx)).toEqual(expected)
  })
})
