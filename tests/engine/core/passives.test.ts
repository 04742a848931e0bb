// Investigator passive abilities (content.ts, PassiveAbility), played with the test-only content set.
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../../src/engine/index.ts'
import { edit, play, rollAt, scenario } from '../support/scenario.ts'
import '../support/testContent.ts'

const BOARD = ['egyptian-wing', 'orne-reading-room', 'planetarium', 'loading-dock', 'dark-stair', 'map-room']
const as = (investigator: string): GameState =>
  scenario({ content: 'engine-test', board: BOARD, investigators: [investigator, 'randolph-carter'] })

describe('passive abilities', () => {
  it('accepts ignoreTerror: a failed roll with terror costs nothing', () => {
    for (const [who, loss] of [
      ['fearless', 0],
      ['hunter', 1],
    ] as const) {
      const s = rollAt(as(who), 'orne-reading-room', ['T', 'I1', 'I1', 'I1', 'I1', 'I1'])
      const { state } = play(s, { type: 'failRoll' })
      expect(state.players[0]?.sanity, who).toBe(5 - loss)
    }
  })

  it('accepts monsterHunter: a defeated monster also gives 1 clue', () => {
    const s = edit(as('hunter'), (d) => {
      d.board[3]!.monsters.push({ monsterId: 'ghoul', row: 0, defeated: false })
      d.monsterCup = d.monsterCup.filter((m) => m !== 'ghoul')
    })
    const rolled = rollAt(s, 'loading-dock', ['P', 'I2', 'L', 'L', 'L', 'L'])
    const done = play(
      rolled,
      { type: 'completeTask', taskId: 'monster:ghoul', dice: [0, 1] },
      { type: 'abandonAdventure' },
    )
    expect(done.state.players[0]?.trophies.map((t) => t.id)).toEqual(['ghoul'])
    expect(done.state.players[0]?.clues).toBe(1)
  })

  it('accepts steadyNerves: a task’s sanity cost is 1 lower', () => {
    const s = rollAt(as('steady'), 'planetarium', ['P', 'L', 'L', 'L', 'L', 'L'])
    const { state } = play(s, { type: 'completeTask', taskId: 'row:1', dice: [0] })
    expect(state.players[0]?.sanity).toBe(4) // "P 2san" costs 1
  })

  it('accepts scholar: a resolved adventure also gives 1 clue', () => {
    const s = rollAt(as('scholar'), 'egyptian-wing', ['I3', 'L', 'L', 'L', 'L', 'L'])
    const first = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0] }, { type: 'rollDice' }).state
    const rollId = first.phase.kind === 'resolution' ? first.phase.rollId : 0
    const { state } = play(
      first,
      { type: 'reportRoll', rollId, faces: ['P', 'P', 'L', 'L', 'L'] },
      { type: 'completeTask', taskId: 'row:1', dice: [1, 2] },
    )
    expect(state.players[0]?.trophies.map((t) => t.id)).toEqual(['egyptian-wing'])
    expect(state.players[0]?.clues).toBe(1)
  })
})
