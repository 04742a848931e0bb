// Revised rulebook, "Completing Tasks", "Task Order", "Tasks" note (a cost that would bring sanity or stamina
// to 0), "Resolving an Adventure", "Rewards & Penalties", "Other World Cards".
import { describe, expect, it } from 'vitest'
import { edit, expectRejected, play, roll, rollAt, scenario } from '../support/scenario.ts'

describe('completeTask', () => {
  it('accepts dice meeting a task; they stay assigned and the rest are rolled again', () => {
    const s = rollAt(scenario(), 'egyptian-wing', ['I3', 'P', 'I1', 'L', 'T', 'I1'])
    const { state, events } = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0] })
    expect(events).toContainEqual({ type: 'taskCompleted', taskId: 'row:0', dice: [0] })
    expect(state.dice[0]?.at).toEqual({ kind: 'assigned', taskId: 'row:0' })
    expect(state.phase.kind === 'resolution' && state.phase.stage).toBe('ready')
    expect(state.dice.filter((d) => d.at.kind === 'pool').every((d) => d.face === null)).toBe(true)
  })

  it('accepts the last task: a trophy, markers home, a new card in its place, the rewards', () => {
    let s = scenario()
    s = edit(s, (d) => {
      const p1 = d.players[1]
      if (p1) p1.location = { kind: 'card', cardId: 'egyptian-wing' }
    })
    s = rollAt(s, 'egyptian-wing', ['I3', 'P', 'P', 'L', 'T', 'I1'])
    s = play(s, { type: 'completeTask', taskId: 'row:1', dice: [1, 2] }).state
    s = roll(s, ['I2', 'I1', 'L', 'T'])
    const before = s.decks.adventure[0]
    const { state, events } = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0, 3] })
    expect(events.some((e) => e.type === 'adventureResolved')).toBe(true)
    expect(state.players[0]?.trophies).toEqual([{ kind: 'adventure', id: 'egyptian-wing', value: 1 }])
    expect(state.players.map((p) => p.location.kind)).toEqual(['entrance', 'entrance'])
    expect(state.board[0]?.cardId).toBe(before)
    expect(state.elderSigns).toBe(1)
    expect(state.dice.every((d) => d.at.kind === 'idle' || d.at.kind === 'locked')).toBe(true)
    expect(state.turn.player).toBe(1) // the clock phase ran and the next turn began
  })

  it('accepts resolving an other world, which is not replaced', () => {
    let s = scenario({
      board: [
        ...['egyptian-wing', 'ticket-booth', 'star-chamber', 'loading-dock', 'dark-stair', 'map-room'],
        'plateau-of-leng',
      ],
    })
    s = rollAt(s, 'plateau-of-leng', ['I3', 'I2', 'T', 'T', 'L', 'P'])
    s = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0, 1] }).state
    s = roll(s, ['T', 'T', 'L', 'P'])
    s = play(s, { type: 'completeTask', taskId: 'row:1', dice: [2, 3] }).state
    s = roll(s, ['L', 'P'])
    const { state } = play(s, { type: 'completeTask', taskId: 'row:2', dice: [4] })
    expect(state.board.map((b) => b.cardId)).not.toContain('plateau-of-leng')
    expect(state.board).toHaveLength(6)
    expect(state.elderSigns).toBe(2)
  })

  it('rejects with ONE_TASK_PER_ROLL a second task from the same roll', () => {
    let s = rollAt(scenario(), 'egyptian-wing', ['I3', 'P', 'P', 'L', 'T', 'I1'])
    s = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0] }).state
    expectRejected(s, { type: 'completeTask', taskId: 'row:1', dice: [1, 2] }, 'ONE_TASK_PER_ROLL')
  })

  it('rejects with TASK_OUT_OF_ORDER a lower task on a card with the order arrow', () => {
    const s = rollAt(scenario(), 'dark-stair', ['L', 'I2', 'I1', 'T', 'P', 'L'])
    expectRejected(s, { type: 'completeTask', taskId: 'row:1', dice: [0, 1] }, 'TASK_OUT_OF_ORDER')
  })

  it('rejects with TASK_REQUIREMENT_UNMET dice that fall short', () => {
    const s = rollAt(scenario(), 'egyptian-wing', ['I2', 'P', 'I1', 'L', 'T', 'L'])
    expectRejected(s, { type: 'completeTask', taskId: 'row:1', dice: [1, 3] }, 'TASK_REQUIREMENT_UNMET')
  })

  it('rejects with DIE_NOT_AVAILABLE a die that is not in this roll', () => {
    const s = rollAt(scenario(), 'egyptian-wing', ['I3', 'P', 'I1', 'L', 'T', 'L'])
    expectRejected(s, { type: 'completeTask', taskId: 'row:0', dice: [6] }, 'DIE_NOT_AVAILABLE')
    expectRejected(s, { type: 'completeTask', taskId: 'row:0', dice: [0, 0] }, 'DIE_NOT_AVAILABLE')
  })

  it('rejects with UNKNOWN_TASK and TASK_ALREADY_COMPLETED', () => {
    let s = rollAt(scenario(), 'egyptian-wing', ['I3', 'P', 'I1', 'L', 'T', 'L'])
    expectRejected(s, { type: 'completeTask', taskId: 'row:9', dice: [0] }, 'UNKNOWN_TASK')
    s = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0] }).state
    s = roll(s, ['I3', 'P', 'P', 'L', 'T'])
    expectRejected(s, { type: 'completeTask', taskId: 'row:0', dice: [1] }, 'TASK_ALREADY_COMPLETED')
  })

  it('rejects with COST_WOULD_DEVOUR a task whose sanity cost would bring the investigator to 0', () => {
    let s = scenario({
      board: ['planetarium', 'ticket-booth', 'star-chamber', 'loading-dock', 'dark-stair', 'map-room'],
    })
    s = edit(s, (d) => {
      const p = d.players[0]
      if (p) p.sanity = 2
    })
    s = rollAt(s, 'planetarium', ['P', 'I2', 'I1', 'L', 'T', 'L'])
    expectRejected(s, { type: 'completeTask', taskId: 'row:1', dice: [0] }, 'COST_WOULD_DEVOUR')
    const ok = play(
      edit(s, (d) => {
        ;(d.players[0] as { sanity: number }).sanity = 3
      }),
      { type: 'completeTask', taskId: 'row:1', dice: [0] },
    ).state
    expect(ok.players[0]?.sanity).toBe(1)
  })

  it('accepts a clock cost: the clock advances when the task is completed', () => {
    let s = rollAt(
      scenario({
        board: ['gallery-of-masks', 'ticket-booth', 'star-chamber', 'loading-dock', 'dark-stair', 'map-room'],
      }),
      'gallery-of-masks',
      ['T', 'T', 'I1', 'L', 'P', 'L'],
    )
    s = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0, 1] }).state
    s = roll(s, ['I3', 'L', 'P', 'L'])
    const { state } = play(s, { type: 'completeTask', taskId: 'row:1', dice: [2] })
    expect(state.elderSigns).toBe(2)
    expect(state.clock).toBe(9) // III + the clock cost + the clock phase
  })
})
