import { describe, expect, it } from 'vitest'
import { canAssign, checkAction, legalActions, openTasks, type GameState } from '../../../src/engine/index.ts'
import { rerollActions, taskOptions } from '../../../src/ui/hud/hudAtoms.ts'
import { createPicker, SETUPS, seededStates } from './seededStates.ts'

function rolledStates(): GameState[] {
  return SETUPS.flatMap((s) => seededStates(s)).filter(
    (s) => s.phase.kind === 'resolution' && s.phase.stage === 'rolled' && s.pendingChoices.length === 0,
  )
}

/** The dice a player may pick after a roll: those showing a face in the pool, on a marker or on a spell. */
function pickable(state: GameState): number[] {
  return state.dice.filter((d) => d.face !== null && ['pool', 'marker', 'spell'].includes(d.at.kind)).map((d) => d.id)
}

describe('taskOptions (the custom dice selection)', () => {
  const states = rolledStates()

  it('has rolled states to test', () => {
    expect(states.length).toBeGreaterThan(20)
  })

  it('offers exactly the open tasks for which checkAction accepts the picked dice', () => {
    const pick = createPicker(77)
    let accepted = 0
    for (const state of states) {
      const dice = pickable(state)
      for (let trial = 0; trial < 12; trial++) {
        const selected = dice.filter(() => pick(2) === 0)
        const options = taskOptions(state, selected)
        expect(options.map((o) => o.taskId)).toEqual(openTasks(state).tasks.map((t) => t.id))
        for (const o of options) {
          const verdict = checkAction(state, { type: 'completeTask', taskId: o.taskId, dice: selected })
          expect(o.accepts).toBe(verdict === null)
          expect(o.refusal).toBe(verdict?.message ?? null)
          expect(o.fits).toBe(selected.length > 0 && canAssign(state, o.taskId, selected))
          if (o.accepts) accepted++
        }
      }
    }
    expect(accepted).toBeGreaterThan(0)
  })

  it('accepts each dice set the engine lists, picked by hand in any order', () => {
    for (const state of states) {
      for (const a of legalActions(state)) {
        if (a.type !== 'completeTask') continue
        const selected = [...a.dice].sort((x, y) => x - y)
        const option = taskOptions(state, selected).find((o) => o.taskId === a.taskId)
        expect(option?.accepts, `${a.taskId} with ${selected.join(',')}`).toBe(true)
      }
    }
  })

  it('lists nothing outside a rolled Resolution phase', () => {
    const other = SETUPS.flatMap((s) => seededStates(s, 60)).filter(
      (s) => s.phase.kind !== 'resolution' || s.phase.stage !== 'rolled',
    )
    for (const state of other) expect(taskOptions(state, [0])).toEqual([])
  })
})

describe('rerollActions', () => {
  it('offers a clue reroll of the picked dice only when the engine lists a clue reroll, with its verdict', () => {
    for (const state of rolledStates()) {
      const legal = legalActions(state)
      const rolled = state.dice.filter((d) => d.at.kind === 'pool' && d.face !== null).map((d) => d.id)
      const built = rerollActions(state, legal, rolled.slice(0, 2))
      const clue = built.find((b) => b.action.type === 'spendClue')
      expect(Boolean(clue)).toBe(legal.some((a) => a.type === 'spendClue') && rolled.length > 0)
      for (const b of built) expect(b.refusal).toBe(checkAction(state, b.action)?.message ?? null)
    }
  })
})
