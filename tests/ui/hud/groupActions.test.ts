import { describe, expect, it } from 'vitest'
import { legalActions, type Action } from '../../../src/engine/index.ts'
import { actionKey } from '../../../src/ui/hud/actionKey.ts'
import { describeAction } from '../../../src/state/describeAction.ts'
import { GROUP_IDS, groupActions, groupOf } from '../../../src/ui/hud/groupActions.ts'
import { SETUPS, seededStates } from './seededStates.ts'

describe('groupActions', () => {
  it.each(SETUPS.map((s) => [s.seed, s]))(
    'puts each legal action of seeded game %i into exactly one group, with a label',
    (_seed, setup) => {
      const seenTypes = new Set<Action['type']>()
      for (const state of seededStates(setup)) {
        const legal = legalActions(state)
        const groups = groupActions(state, legal)
        const keys = groups.flatMap((g) => g.entries.map((e) => e.key))
        expect(keys.sort()).toEqual(legal.map(actionKey).sort())
        expect(new Set(keys).size).toBe(keys.length)
        for (const group of groups) {
          expect(group.label.length).toBeGreaterThan(0)
          expect(group.entries.length).toBeGreaterThan(0)
          for (const entry of group.entries) {
            expect(groupOf(entry.action)).toBe(group.id)
            expect(entry.label).toMatch(/\S/)
            expect(entry.label).not.toMatch(/undefined|\[object/)
            seenTypes.add(entry.action.type)
          }
        }
        expect(groups.map((g) => g.id)).toEqual(GROUP_IDS.filter((id) => groups.some((g) => g.id === id)))
      }
      expect(seenTypes.size).toBeGreaterThan(8)
    },
  )

  it('after a failed roll names the die to discard as the step required, and only then', () => {
    const states = SETUPS.flatMap((setup) => seededStates(setup))
    const discarding = states.filter((s) => s.phase.kind === 'resolution' && s.phase.stage === 'discarding')
    expect(discarding.length).toBeGreaterThan(0)
    for (const state of states) {
      const dice = groupActions(state, legalActions(state)).find((g) => g.id === 'dice')
      if (!dice) continue
      const failed = discarding.includes(state)
      expect(dice.label).toBe(failed ? 'The roll failed' : 'Discard, focus, assist or secure a die')
      if (failed) expect(dice.entries.some((e) => e.action.type === 'discardDie')).toBe(true)
    }
  })

  it('names cards, investigators and dice in labels rather than ids', () => {
    const state = seededStates({ seed: 11, investigators: 1 }).find((s) =>
      legalActions(s).some((a) => a.type === 'moveTo'),
    )!
    const moves = legalActions(state).filter((a) => a.type === 'moveTo')
    const labels = moves.map((a) => describeAction(state, a))
    expect(labels).toContain('Move to the Entrance')
    for (const b of state.board) expect(labels.join('|')).not.toContain(b.cardId)
  })

  it('keeps a pending choice in its own group, labelled with the question', () => {
    const state = SETUPS.flatMap((s) => seededStates(s)).find((s) => s.pendingChoices.length > 0)
    expect(state).toBeDefined()
    const groups = groupActions(state!, legalActions(state!))
    expect(groups.map((g) => g.id)).toEqual(['choice'])
    expect(groups[0]!.label).not.toBe('Choose')
  })
})

describe('actionKey', () => {
  it('is the same JSON whatever order the keys were written in', () => {
    const a: Action = { type: 'chooseMonsterSpot', cardId: 'x', row: 1 }
    const b = { row: 1, cardId: 'x', type: 'chooseMonsterSpot' } as Action
    expect(actionKey(a)).toBe(actionKey(b))
    expect(actionKey(a)).toBe('{"cardId":"x","row":1,"type":"chooseMonsterSpot"}')
  })
})
