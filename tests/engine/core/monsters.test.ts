// Revised rulebook, "Monsters", "Monster Tasks" (empty, total, partial), "Completing Monster Tasks",
// "Completing a Partial Monster Task"; docs/rules.md#monsters: as evenly as possible.
import { describe, expect, it } from 'vitest'
import { cardTasks } from '../../../src/engine/index.ts'
import { answerChoices, edit, expectRejected, play, rollAt, scenario } from '../support/scenario.ts'

const withMonster = (cardId: string, monsterId: string, row: number) =>
  edit(scenario(), (d) => {
    const card = d.board.find((b) => b.cardId === cardId)
    card?.monsters.push({ monsterId, row, defeated: false })
    d.monsterCup = d.monsterCup.filter((m) => m !== monsterId)
  })

describe('monster tasks', () => {
  it('accepts a total monster task: the monster replaces the printed task', () => {
    const s = withMonster('star-chamber', 'night-gaunt', 0)
    expect(cardTasks(s, 'star-chamber').map((t) => [t.id, t.requirements.length])).toEqual([
      ['monster:night-gaunt', 2],
      ['row:1', 2],
    ])
  })

  it('accepts a partial monster task: only the bracketed requirements are replaced', () => {
    const s = withMonster('curators-office', 'shoggoth', 0)
    const board = edit(s, (d) => {
      d.board[0] = {
        cardId: 'curators-office',
        otherWorld: false,
        monsters: [{ monsterId: 'shoggoth', row: 0, defeated: false }],
      }
    })
    expect(cardTasks(board, 'curators-office')[0]?.requirements).toEqual([
      { kind: 'symbol', oneOf: ['L'] },
      { kind: 'investigation', amount: 5 },
    ])
  })

  it('accepts an empty monster task: the monster adds a task', () => {
    const s = withMonster('loading-dock', 'ghoul', 0)
    expect(cardTasks(s, 'loading-dock').map((t) => t.id)).toEqual(['row:0', 'monster:ghoul', 'row:1'])
  })

  it('accepts a monster below the bottom task as the last task of an ordered card', () => {
    const s = withMonster('dark-stair', 'ghoul', -1)
    expect(cardTasks(s, 'dark-stair').map((t) => t.id)).toEqual(['row:0', 'row:1', 'monster:ghoul'])
  })

  it('accepts keeping a completed monster as a trophy when the adventure fails, before the penalties', () => {
    let s = rollAt(withMonster('loading-dock', 'ghoul', 0), 'loading-dock', ['P', 'I2', 'L', 'L', 'L', 'L'])
    s = play(s, { type: 'completeTask', taskId: 'monster:ghoul', dice: [0, 1] }).state
    const { state, events } = play(s, { type: 'abandonAdventure' })
    expect(state.players[0]?.trophies).toEqual([{ kind: 'monster', id: 'ghoul', value: 1 }])
    expect(state.board.find((b) => b.cardId === 'loading-dock')?.monsters.some((m) => m.monsterId === 'ghoul')).toBe(
      false,
    )
    const types = events.map((e) => e.type)
    expect(types.indexOf('monsterDefeated')).toBeLessThan(types.indexOf('adventureFailed'))
  })

  it('rejects with TASK_REQUIREMENT_UNMET meeting only the monster of a partial task', () => {
    const base = edit(
      scenario({
        board: ['curators-office', 'ticket-booth', 'star-chamber', 'loading-dock', 'dark-stair', 'map-room'],
      }),
      (d) => {
        d.board[0]?.monsters.push({ monsterId: 'night-gaunt', row: 0, defeated: false })
      },
    )
    const s = rollAt(base, 'curators-office', ['T', 'T', 'I1', 'P', 'P', 'I1'])
    expectRejected(s, { type: 'completeTask', taskId: 'monster:night-gaunt', dice: [0, 1] }, 'TASK_REQUIREMENT_UNMET')
  })
})

describe('monsterAppears', () => {
  it('accepts spreading monsters evenly: a second one below a card only when every card has one', () => {
    const board = ['egyptian-wing', 'ticket-booth', 'hall-of-ages', 'specimen-vault', 'boiler-room', 'map-room']
    let s = edit(scenario({ board, mythos: 'restless-dead' }), (d) => {
      d.board = d.board.map((b) => ({
        ...b,
        monsters: b.cardId === 'specimen-vault' ? [{ monsterId: 'gug', row: 0, defeated: false }] : [],
      }))
      d.monsterCup = d.monsterCup.filter((m) => m !== 'gug')
      d.decks.mythos.unshift(
        'restless-dead',
        'restless-dead',
        'restless-dead',
        'restless-dead',
        'restless-dead',
        'restless-dead',
      )
    })
    // six monsters through the restless-dead immediate effect, drawn at six midnights
    for (let i = 0; i < 6; i++) {
      s = edit(s, (d) => {
        d.clock = 9
        d.phase = { kind: 'entrance', stage: 'choose', rollId: 0, pendingDice: [] }
      })
      s = answerChoices(play(s, { type: 'firstAid', choice: 'freeSanity', trophies: [] }).state).state
    }
    const below = s.board.map((b) => b.monsters.filter((m) => m.row === -1).length)
    expect(Math.max(...below) - Math.min(...below)).toBeLessThanOrEqual(1)
  })
})
