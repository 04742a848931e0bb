// Revised rulebook, "The Entrance Sheet" (first aid, lost & found, souvenirs), "Trophies" (no change);
// RULES-NOTES.md first aid row (first printing: 1 sanity and 1 stamina).
import { describe, expect, it } from 'vitest'
import { edit, expectRejected, play, scenario } from '../support/scenario.ts'
import type { GameState } from '../../../src/engine/index.ts'

const atEntrance = (s: GameState) => play(s, { type: 'moveTo', to: { kind: 'entrance' } }).state
const hurt = (opts = {}) =>
  edit(scenario(opts), (d) => Object.assign(d.players[0] as object, { sanity: 2, stamina: 2 }))
const rich = () =>
  edit(hurt(), (d) => {
    d.players[0]?.trophies.push(
      { kind: 'adventure', id: 'hall-of-ages', value: 3 },
      { kind: 'monster', id: 'gug', value: 1 },
    )
  })

describe('firstAid', () => {
  it('accepts free first aid: 1 sanity or 1 stamina (revised)', () => {
    const { state } = play(atEntrance(hurt()), { type: 'firstAid', choice: 'freeStamina', trophies: [] })
    expect([state.players[0]?.sanity, state.players[0]?.stamina]).toEqual([2, 3])
    expect(state.turn.player).toBe(1)
  })

  it('accepts free first aid: 1 sanity and 1 stamina (first printing)', () => {
    const { state } = play(
      atEntrance(
        edit(hurt({ ruleset: 'first-printing' }), (d) => {
          d.players[0]!.location = { kind: 'card', cardId: 'egyptian-wing' }
        }),
      ),
      { type: 'firstAid', choice: 'free', trophies: [] },
    )
    expect([state.players[0]?.sanity, state.players[0]?.stamina]).toEqual([3, 3])
  })

  it('accepts paying 4 trophies for all sanity and stamina, without change', () => {
    const { state } = play(atEntrance(rich()), { type: 'firstAid', choice: 'all', trophies: ['hall-of-ages', 'gug'] })
    expect(state.players[0]?.sanity).toBe(state.players[0]?.maxSanity)
    expect(state.players[0]?.trophies).toEqual([])
    expect(state.decks.adventure.at(-1)).toBe('hall-of-ages')
    expect(state.monsterCup).toContain('gug')
  })

  it("rejects with FIRST_AID_CHOICE the other printing's free aid", () => {
    expectRejected(atEntrance(hurt()), { type: 'firstAid', choice: 'free', trophies: [] }, 'FIRST_AID_CHOICE')
  })

  it('rejects with NOT_ENOUGH_TROPHIES and UNKNOWN_TROPHY', () => {
    expectRejected(
      atEntrance(rich()),
      { type: 'firstAid', choice: 'all', trophies: ['hall-of-ages'] },
      'NOT_ENOUGH_TROPHIES',
    )
    expectRejected(
      atEntrance(rich()),
      { type: 'firstAid', choice: 'allSanity', trophies: ['egyptian-wing'] },
      'UNKNOWN_TROPHY',
    )
  })

  it('rejects with WRONG_PHASE away from the entrance', () => {
    expectRejected(scenario(), { type: 'firstAid', choice: 'freeSanity', trophies: [] }, 'WRONG_PHASE')
  })
})

describe('searchLostAndFound', () => {
  it('accepts rolling one green die and applying its chart row', () => {
    let s = play(atEntrance(scenario()), { type: 'searchLostAndFound' }).state
    const rollId = s.phase.kind === 'entrance' ? s.phase.rollId : 0
    expectRejected(s, { type: 'useAbility' }, 'WRONG_PHASE') // nothing may affect this roll
    s = play(s, { type: 'diceRolled', rollId, faces: ['I2'] }).state
    expect(s.players[0]?.clues).toBe(1)
    expect(s.turn.player).toBe(1)
  })

  it('rejects with NO_DICE_TO_ROLL when every green die is locked', () => {
    const s = edit(atEntrance(scenario()), (d) => {
      for (const die of d.dice) if (die.color === 'green') die.at = { kind: 'removed' }
    })
    expectRejected(s, { type: 'searchLostAndFound' }, 'NO_DICE_TO_ROLL')
  })
})

describe('buySouvenir', () => {
  it('accepts buying one souvenir; the turn then ends (one per turn)', () => {
    const { state } = play(atEntrance(rich()), { type: 'buySouvenir', souvenirId: 'clue', trophies: ['hall-of-ages'] })
    expect(state.players[0]?.clues).toBe(1)
    expect(state.players[0]?.trophies.map((t) => t.id)).toEqual(['gug'])
    expect(state.phase.kind).toBe('movement')
    expect(state.turn.player).toBe(1)
  })

  it('rejects with UNKNOWN_SOUVENIR and NOT_ENOUGH_TROPHIES', () => {
    expectRejected(atEntrance(rich()), { type: 'buySouvenir', souvenirId: 'crown', trophies: [] }, 'UNKNOWN_SOUVENIR')
    expectRejected(
      atEntrance(rich()),
      { type: 'buySouvenir', souvenirId: 'elder-sign', trophies: ['hall-of-ages', 'gug'] },
      'NOT_ENOUGH_TROPHIES',
    )
  })
})
