// Revised rulebook, "The Entrance Sheet" (first aid, lost & found, souvenirs), "Trophies" (no change);
// docs/rules.md#first-printing (first aid: 1 sanity and 1 stamina).
import { describe, expect, it } from 'vitest'
import { edit, expectRejected, play, scenario } from '../support/scenario.ts'
import { legalActions, type GameState } from '../../../src/engine/index.ts'
import { catalog } from '../../../src/engine/catalog.ts'

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

describe('legalActions at the entrance', () => {
  const mixed = () =>
    atEntrance(
      edit(hurt(), (d) => {
        d.players[0]?.trophies.push(
          { kind: 'adventure', id: 'hall-of-ages', value: 3 },
          { kind: 'monster', id: 'gug', value: 1 },
          { kind: 'adventure', id: 'map-room', value: 2 },
          { kind: 'monster', id: 'ghoul', value: 1 },
        )
      }),
    )
  const payments = (s: GameState, type: 'firstAid' | 'buySouvenir', what: string) =>
    legalActions(s)
      .flatMap((a) =>
        (a.type === 'firstAid' && a.choice === what) || (a.type === 'buySouvenir' && a.souvenirId === what) ? [a] : [],
      )
      .filter((a) => a.type === type)

  it('accepts every distinct way to pay first aid (one per multiset of trophy values, none to spare)', () => {
    const s = mixed()
    expect(payments(s, 'firstAid', 'allSanity').map((a) => a.trophies)).toEqual([
      ['map-room'],
      ['gug', 'ghoul'],
      ['hall-of-ages'],
    ])
    expect(payments(s, 'firstAid', 'all').map((a) => a.trophies)).toEqual([
      ['hall-of-ages', 'gug'],
      ['map-room', 'gug', 'ghoul'],
      ['hall-of-ages', 'map-room'],
    ])
    for (const a of payments(s, 'firstAid', 'all')) expect(play(s, a).state.players[0]?.trophies.length).toBeLessThan(4)
  })

  it('accepts every distinct way to pay for each souvenir', () => {
    const s = mixed()
    const souvenir = catalog(s).content.entrance.souvenirs[0]
    if (!souvenir) throw new Error('no souvenir')
    const offered = payments(s, 'buySouvenir', souvenir.id)
    expect(offered.length).toBeGreaterThan(0)
    for (const a of offered) {
      const own = s.players[0]?.trophies ?? []
      const paid = own.filter((t) => a.type === 'buySouvenir' && a.trophies.includes(t.id))
      const sum = paid.reduce((n, t) => n + t.value, 0)
      expect(sum).toBeGreaterThanOrEqual(souvenir.price)
      expect(paid.every((t) => sum - t.value < souvenir.price)).toBe(true)
      expect(play(s, a).state.turn.player).toBe(1)
    }
  })
})

describe('searchLostAndFound', () => {
  it('accepts rolling one green die and applying its chart row', () => {
    let s = play(atEntrance(scenario()), { type: 'searchLostAndFound' }).state
    const rollId = s.phase.kind === 'entrance' ? s.phase.rollId : 0
    expectRejected(s, { type: 'useAbility' }, 'WRONG_PHASE') // nothing may affect this roll
    s = play(s, { type: 'reportRoll', rollId, faces: ['I2'] }).state
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
