// Revised rulebook, "Monsters": the player chooses the monster task (or, with none open, the card, as evenly as
// possible); a reward's monster may go on the incoming Adventure card.
import { describe, expect, it } from 'vitest'
import { legalActions, type GameState } from '../../../src/engine/index.ts'
import { edit, expectRejected, play, roll, rollAt, scenario } from '../support/scenario.ts'
import '../support/testContent.ts'

/** Player 0 fails the Loading Dock: its penalty makes a monster appear (three monster tasks are open). */
function monsterPending(): GameState {
  const s = rollAt(scenario(), 'loading-dock', ['L', 'L', 'L', 'L', 'L', 'L'])
  return play(s, { type: 'abandonAdventure' }).state
}

describe('chooseMonsterSpot', () => {
  it('accepts the player choosing one available monster task, then the turn goes on', () => {
    const s = monsterPending()
    const choice = s.pendingChoices[0]
    expect(choice?.kind).toBe('placeMonster')
    expect(choice?.kind === 'placeMonster' && choice.spots).toEqual([
      { cardId: 'star-chamber', row: 0 },
      { cardId: 'loading-dock', row: 0 },
      { cardId: 'dark-stair', row: 1 },
    ])
    expect(s.phase.kind).toBe('clock')
    const { state, events } = play(s, { type: 'chooseMonsterSpot', cardId: 'star-chamber', row: 0 })
    const monsterId = choice?.kind === 'placeMonster' ? choice.monsterId : ''
    expect(state.board.find((b) => b.cardId === 'star-chamber')?.monsters).toEqual([
      { monsterId, row: 0, defeated: false },
    ])
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['monsterAppeared', 'clockAdvanced', 'turnStarted']),
    )
    expect(state.turn.player).toBe(1)
  })

  it('accepts every spot as a legal action', () => {
    expect(legalActions(monsterPending())).toEqual([
      { type: 'chooseMonsterSpot', cardId: 'star-chamber', row: 0 },
      { type: 'chooseMonsterSpot', cardId: 'loading-dock', row: 0 },
      { type: 'chooseMonsterSpot', cardId: 'dark-stair', row: 1 },
    ])
  })

  it('accepts below any card, as evenly as possible, when no monster task is open', () => {
    const s = edit(monsterPending(), (d) => {
      for (const b of d.board)
        if (b.cardId === 'star-chamber') b.monsters.push({ monsterId: 'gug', row: 0, defeated: false })
      for (const b of d.board)
        if (b.cardId === 'dark-stair') b.monsters.push({ monsterId: 'cultist', row: 1, defeated: false })
      for (const b of d.board)
        if (b.cardId === 'ticket-booth') b.monsters.push({ monsterId: 'ghoul', row: -1, defeated: false })
    })
    const { state } = play(s, { type: 'chooseMonsterSpot', cardId: 'loading-dock', row: 0 })
    expect(state.pendingChoices).toEqual([])
    const next = play(
      edit(state, (d) => {
        d.players[1]!.location = { kind: 'entrance' }
      }),
      { type: 'moveTo', to: { kind: 'card', cardId: 'loading-dock' } },
    ).state
    const failed = play(roll(next, ['L', 'L', 'L', 'L', 'L', 'L']), { type: 'abandonAdventure' }).state
    const choice = failed.pendingChoices[0]
    expect(choice?.kind === 'placeMonster' && choice.spots.map((x) => x.cardId)).toEqual([
      'egyptian-wing',
      'star-chamber',
      'loading-dock',
      'dark-stair',
      'map-room',
    ])
  })

  it('accepts a reward monster on the incoming Adventure card (revised)', () => {
    const s = rollAt(
      scenario({
        content: 'engine-test',
        board: ['beast-pen', 'egyptian-wing', 'ticket-booth', 'star-chamber', 'dark-stair', 'map-room'],
      }),
      'beast-pen',
      ['I3', 'L', 'L', 'L', 'L', 'L'],
    )
    const { state } = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0] })
    const choice = state.pendingChoices[0]
    const incoming = state.board[0]?.cardId ?? ''
    expect(choice?.kind === 'placeMonster' && choice.incoming).toBe(incoming)
    expect(choice?.kind === 'placeMonster' && choice.spots).toContainEqual({ cardId: incoming, row: -1 })
    expect(choice?.kind === 'placeMonster' && choice.spots).toContainEqual({ cardId: 'star-chamber', row: 0 })
  })

  it('rejects with NOT_AN_OPTION when the spot is not offered', () => {
    expectRejected(monsterPending(), { type: 'chooseMonsterSpot', cardId: 'egyptian-wing', row: -1 }, 'NOT_AN_OPTION')
  })

  it('rejects with CHOICE_PENDING when another action comes first', () => {
    expectRejected(monsterPending(), { type: 'moveTo', to: { kind: 'entrance' } }, 'CHOICE_PENDING')
  })

  it('rejects with WRONG_CHOICE when answering another kind of choice', () => {
    expectRejected(monsterPending(), { type: 'chooseTrophies', trophies: [] }, 'WRONG_CHOICE')
  })

  it('rejects with NO_CHOICE_PENDING when nothing is to be chosen', () => {
    expectRejected(scenario(), { type: 'chooseMonsterSpot', cardId: 'star-chamber', row: 0 }, 'NO_CHOICE_PENDING')
  })
})
