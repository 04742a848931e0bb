// Revised rulebook, "Clock Phase", "Midnight", "Mythos Cards", "The Doom Track", "Awakening the Ancient One",
// "Battling the Ancient One", "Being Devoured", "Winning the Game".
import { describe, expect, it } from 'vitest'
import { answerChoices, edit, expectRejected, play, roll, scenario } from '../support/scenario.ts'
import type { GameState } from '../../../src/engine/index.ts'
import { catalog } from '../../../src/engine/catalog.ts'
import { checkThresholds } from '../../../src/engine/core/doom.ts'
import { cloneState } from '../../../src/engine/state.ts'

const passTurn = (s: GameState) =>
  play(s, { type: 'moveTo', to: { kind: 'entrance' } }, { type: 'firstAid', choice: 'freeSanity', trophies: [] })

describe('midnight', () => {
  it('accepts midnight: at-midnight effects, a new Mythos card (the old lock freed), once-per-day refreshed', () => {
    const s = edit(
      scenario({
        mythos: 'locked-galleries',
        board: ['planetarium', 'ticket-booth', 'star-chamber', 'loading-dock', 'dark-stair', 'map-room'],
      }),
      (d) => {
        d.clock = 9
        d.locks.push({ id: 5, color: 'green', source: { kind: 'mythos' }, dieId: 5 })
        ;(d.dice[5] as { at: unknown }).at = { kind: 'locked', lockId: 5 }
        d.players[0]!.abilityUsedToday = true
        d.decks.mythos.unshift('stars-align')
      },
    )
    const { state, events } = passTurn(s)
    expect(events.map((e) => e.type)).toContain('midnightStruck')
    expect(state.players[0]?.sanity).toBe((state.players[0]?.maxSanity ?? 0) - 1) // the planetarium at midnight
    expect(state.doom).toBe(2) // locked-galleries "next midnight" + stars-align immediate
    expect(state.mythos).toBe('stars-align')
    expect(state.dice[5]?.at.kind).toBe('idle')
    expect(state.players[0]?.abilityUsedToday).toBe(false)
  })

  it('rejects midnight steps on the first turn of the game', () => {
    const s = edit(scenario(), (d) => {
      d.clock = 9
      d.turn.number = 1
    })
    const { events } = passTurn(s)
    expect(events.map((e) => e.type)).not.toContain('midnightStruck')
  })
})

describe('doom and Elder Signs', () => {
  it('accepts a monster appearing when doom lands on a monster icon', () => {
    const s = edit(scenario({ mythos: 'stars-align' }), (d) => {
      d.doom = 3
      d.clock = 9
      d.decks.mythos.unshift('stars-align')
    })
    const passed = passTurn(s)
    expect(passed.state.pendingChoices[0]?.kind).toBe('placeMonster')
    expect(answerChoices(passed.state).events.some((e) => e.type === 'monsterAppeared')).toBe(true)
  })

  it('accepts the final Elder Sign as a win and then rejects with GAME_OVER', () => {
    let g = play(
      edit(scenario(), (d) => {
        d.elderSigns = 9
      }),
      { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } },
    ).state
    g = roll(g, ['I3', 'L', 'L', 'L', 'L', 'L'])
    g = play(g, { type: 'completeTask', taskId: 'row:0', dice: [0] }).state
    g = roll(g, ['P', 'P', 'L', 'L', 'L'])
    const { state, events } = play(g, { type: 'completeTask', taskId: 'row:1', dice: [1, 2] })
    expect(state.status).toBe('won')
    expect(events).toContainEqual({ type: 'gameWon', how: 'sealed' })
    expectRejected(state, { type: 'moveTo', to: { kind: 'entrance' } }, 'GAME_OVER')
  })

  it('accepts the final doom token and the final Elder Sign arriving together as a win', () => {
    const s = cloneState(
      edit(scenario(), (d) => {
        d.doom = 12
        d.elderSigns = 10
      }),
    )
    checkThresholds({ s, events: [], cat: catalog(s) })
    expect(s.status).toBe('won')
    expect(s.awakened).toBe(false)
  })
})

describe('awakening and the battle', () => {
  const awake = () => {
    const s = edit(scenario({ mythos: 'stars-align' }), (d) => {
      d.doom = 11
      d.clock = 9
      d.decks.mythos.unshift('stars-align')
    })
    return passTurn(s)
  }

  it('accepts the revised awakening: Mythos discarded, board discarded, board-locked dice removed, investigators at the Ancient One', () => {
    const s = edit(scenario({ mythos: 'stars-align' }), (d) => {
      d.doom = 11
      d.clock = 9
      d.decks.mythos.unshift('stars-align')
      d.locks.push({ id: 8, color: 'red', source: { kind: 'card', cardId: 'map-room' }, dieId: 7 })
      ;(d.dice[7] as { at: unknown }).at = { kind: 'locked', lockId: 8 }
    })
    const { state, events } = passTurn(s)
    expect(events.map((e) => e.type)).toContain('ancientOneAwakened')
    expect(state.awakened).toBe(true)
    expect(state.mythos).toBeNull()
    expect(state.board).toEqual([])
    expect(state.dice[7]?.at.kind).toBe('removed')
    expect(state.players.every((p) => p.location.kind === 'ancientOne')).toBe(true)
    expect(state.phase.kind === 'resolution' && state.phase.target.kind).toBe('ancientOne')
  })

  it('accepts completing the battle task repeatedly, each removing one doom token', () => {
    let { state: s } = awake()
    s = roll(s, ['P', 'P', 'I3', 'I1', 'L', 'L'])
    s = play(s, { type: 'completeTask', taskId: 'battle', dice: [0, 1, 2, 3] }).state
    expect(s.doom).toBe(11)
    s = roll(s, ['L', 'L'])
    expect(s.phase.kind).toBe('resolution')
  })

  it('accepts defeating the Ancient One by removing the last doom token', () => {
    let { state: s } = awake()
    s = edit(s, (d) => {
      d.doom = 1
    })
    s = roll(s, ['P', 'P', 'I3', 'I1', 'L', 'L'])
    expect(play(s, { type: 'completeTask', taskId: 'battle', dice: [0, 1, 2, 3] }).state.status).toBe('won')
  })

  it('rejects with NO_FOCUS_IN_BATTLE and NO_ASSISTANCE_IN_BATTLE', () => {
    let { state: s } = awake()
    s = play(roll(s, ['L', 'L', 'L', 'L', 'L', 'L']), { type: 'failRoll' }, { type: 'discardDie', dieId: 0 }).state
    expectRejected(s, { type: 'focusDie', dieId: 1 }, 'NO_FOCUS_IN_BATTLE')
    expectRejected(s, { type: 'assist', helper: 0, dieId: 1 }, 'NO_ASSISTANCE_IN_BATTLE')
  })

  it("accepts the Ancient One's attack at midnight; a devoured investigator adds doom; all devoured loses", () => {
    let { state: s } = awake()
    s = edit(s, (d) => {
      d.clock = 9
      for (const p of d.players) p.sanity = 2
    })
    const { state, events } = play(s, { type: 'abandonAdventure' })
    expect(events.map((e) => e.type)).toContain('ancientOneAttacked')
    expect(state.status).toBe('lost')
  })
})

describe('being devoured', () => {
  it('accepts a devoured investigator: doom, possessions returned, a new investigator at full health', () => {
    const s = edit(scenario(), (d) => {
      Object.assign(d.players[0] as object, {
        sanity: 1,
        items: ['laudanum'],
        clues: 2,
        trophies: [{ kind: 'monster', id: 'gug', value: 1 }],
      })
    })
    const { state, events } = play(s, { type: 'moveTo', to: { kind: 'entrance' } }, { type: 'searchLostAndFound' })
    const rollId = state.phase.kind === 'entrance' ? state.phase.rollId : 0
    const devoured = play(state, { type: 'reportRoll', rollId, faces: ['P'] })
    const types = devoured.events.map((e) => e.type)
    expect(types).toContain('investigatorDevoured')
    expect(types.indexOf('clockAdvanced')).toBeGreaterThan(types.indexOf('investigatorDevoured'))
    const choice = devoured.state.pendingChoices[0]
    expect(choice?.kind === 'chooseInvestigator' && choice.player === 0).toBe(true)
    expect(devoured.state.players[0]?.status).toBe('devoured')
    const after = answerChoices(devoured.state)
    const p = after.state.players[0]
    expect(p?.investigatorId).not.toBe('henry-armitage')
    expect(p?.status).toBe('active')
    expect(p?.sanity).toBe(p?.maxSanity)
    expect(after.state.doom).toBe(1)
    expect(after.state.monsterCup).toContain('gug')
    expect(after.state.decks.common).toContain('laudanum')
    expect(events.length).toBeGreaterThan(0)
  })

  it('accepts elimination when no investigators are left, and a loss when nobody remains', () => {
    const s = edit(scenario({ players: 1 }), (d) => {
      d.investigatorPool = []
      d.players[0]!.sanity = 1
    })
    let g = play(s, { type: 'moveTo', to: { kind: 'entrance' } }, { type: 'searchLostAndFound' }).state
    const rollId = g.phase.kind === 'entrance' ? g.phase.rollId : 0
    g = play(g, { type: 'reportRoll', rollId, faces: ['P'] }).state
    expect(g.players[0]?.status).toBe('eliminated')
    expect(g.status).toBe('lost')
  })
})
