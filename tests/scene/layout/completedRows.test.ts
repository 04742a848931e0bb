// Issue 41, item 7: a completed row is marked where it lies, and the dice that completed it lie on that row (they
// piled at the card's foot, over its Reward and Penalty). Both read from the engine's state.
import { describe, expect, it } from 'vitest'
import { applyAction, catalogFor, createGame, legalActions, type GameState } from '../../../src/engine/index.ts'
import { FOOT, ROW_MARK, taskRowV } from '../../../src/scene/layout/cardFrame.ts'
import { completedRows } from '../../../src/scene/layout/completedRows.ts'
import { tableLayout } from '../../../src/scene/layout/tableLayout.ts'
import { DIE } from '../../../src/scene/layout/tablePlan.ts'
import { createRecordingContext } from '../dice/recordingContext.ts'
import { PX_PER_CM } from '../../../src/scene/cards/cardCanvas.ts'
import { drawAdventureFace } from '../../../src/scene/cards/drawAdventureFace.ts'

const cat = catalogFor('original')

/** Seeded play (the first legal action, completing a task whenever one is offered) until a row task is completed. */
function afterRowCompleted(): { state: GameState; taskId: string; dice: readonly number[] } {
  for (let seed = 1; seed < 40; seed++) {
    let state = createGame({ seed, investigators: 1, content: 'original' })
    for (let i = 0; i < 200 && state.status === 'playing'; i++) {
      const legal = legalActions(state)
      const action =
        legal.find((a) => a.type === 'completeTask' && a.taskId.startsWith('row:')) ??
        legal.find((a) => a.type === 'moveTo' && a.to.kind === 'card') ??
        legal[0]
      if (!action) break
      const result = applyAction(state, action)
      if (!result.ok) throw new Error(result.violation.message)
      state = result.state
      const phase = state.phase
      if (action.type === 'completeTask' && phase.kind === 'resolution' && phase.target.kind === 'card')
        return { state, taskId: action.taskId, dice: action.dice }
    }
  }
  throw new Error('no seed completed a row')
}

describe('completed rows', () => {
  it('are the engine’s completed tasks of the card being resolved, by row', () => {
    const { state, taskId } = afterRowCompleted()
    const phase = state.phase
    if (phase.kind !== 'resolution' || phase.target.kind !== 'card') throw new Error('not resolving a card')
    expect(completedRows(state, cat)).toEqual({ [phase.target.cardId]: [Number(taskId.slice(4))] })
    expect(completedRows(createGame({ seed: 1, investigators: 1, content: 'original' }), cat)).toEqual({})
  })

  it('hold the dice that completed them, along the row and clear of its stamp, not over the foot', () => {
    const { state, taskId, dice } = afterRowCompleted()
    const phase = state.phase
    if (phase.kind !== 'resolution' || phase.target.kind !== 'card') throw new Error('not resolving a card')
    const cardId = phase.target.cardId
    const v = taskRowV(Number(taskId.slice(4)), cat.adventureTasks(cardId).tasks.length)
    const placed = tableLayout(state, cat).dice.filter((d) => dice.includes(d.id))
    expect(placed).toHaveLength(dice.length)
    for (const d of placed) {
      expect(d.anchor).toMatchObject({ kind: 'card', on: { cardId, v } })
      if (d.anchor.kind !== 'card') continue
      expect(d.anchor.on.v).toBeGreaterThan(FOOT.top)
      if (placed.length <= 3) expect(d.anchor.on.u + DIE / 2).toBeLessThan(ROW_MARK.u - ROW_MARK.size / 2)
    }
  })

  it('are stamped on the face: the stamp’s green at the row’s right end, only on the rows done', () => {
    const card = cat.content.adventures[0]!
    const tasks = cat.adventureTasks(card.id)
    const draw = (done: readonly number[]) => {
      const { ctx, log } = createRecordingContext(7 * PX_PER_CM, 12 * PX_PER_CM)
      drawAdventureFace(ctx, card, tasks, done)
      return log
    }
    expect(draw([]).some((c) => c === 'fillStyle=#2f7a3d')).toBe(false)
    const log = draw([0])
    expect(log.filter((c) => c === 'fillStyle=#2f7a3d')).toHaveLength(1)
    const y = (12 / 2 - taskRowV(0, tasks.tasks.length)) * PX_PER_CM
    const x = (ROW_MARK.u + 7 / 2) * PX_PER_CM
    expect(log).toContain(`translate(${x},${y})`)
  })
})
