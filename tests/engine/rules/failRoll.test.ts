// Revised rulebook, "Failing Rolls", "Terror Effects" (card and Mythos terror before the discard), "Rewards &
// Penalties", "Adding Dice to the Dice Pool" (a discarded yellow/red die not again that turn).
import { describe, expect, it } from 'vitest'
import { edit, expectRejected, play, roll, rollAt, scenario } from '../support/scenario.ts'

describe('failRoll', () => {
  it('accepts declaring a roll failed even when a task could be completed', () => {
    const s = rollAt(scenario(), 'egyptian-wing', ['I3', 'P', 'P', 'L', 'L', 'I1'])
    const { state, events } = play(s, { type: 'failRoll' })
    expect(events).toEqual([{ type: 'rollFailed', terror: false }])
    expect(state.phase.kind === 'resolution' && state.phase.stage).toBe('discarding')
  })

  it('accepts a terror result: the card and the Mythos card terror effects resolve before the discard', () => {
    const s = rollAt(
      scenario({
        mythos: 'whispers',
        board: ['orne-reading-room', 'ticket-booth', 'star-chamber', 'loading-dock', 'dark-stair', 'map-room'],
      }),
      'orne-reading-room',
      ['T', 'P', 'I1', 'I1', 'I1', 'P'],
    )
    const { state } = play(s, { type: 'failRoll' })
    expect(state.players[0]?.sanity).toBe((state.players[0]?.maxSanity ?? 0) - 2)
    expect(state.dice.filter((d) => d.at.kind === 'pool')).toHaveLength(6)
  })

  it('rejects with WRONG_PHASE before any roll', () => {
    const s = play(scenario(), { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state
    expectRejected(s, { type: 'failRoll' }, 'WRONG_PHASE')
  })
})

describe('discardDie', () => {
  it('accepts discarding a die, then the rest are rolled again', () => {
    let s = rollAt(scenario(), 'egyptian-wing', ['I1', 'L', 'L', 'L', 'L', 'I1'])
    s = play(s, { type: 'failRoll' }, { type: 'discardDie', dieId: 3 }).state
    expect(s.dice[3]?.at.kind).toBe('discarded')
    expect(s.phase.kind === 'resolution' && s.phase.stage).toBe('ready')
  })

  it('accepts discarding the last die: the adventure fails, penalties apply, dice return', () => {
    let s = rollAt(scenario(), 'egyptian-wing', ['I1', 'L', 'L', 'L', 'L', 'I1'])
    s = edit(s, (d) => {
      for (const die of d.dice) if (die.id > 0 && die.at.kind === 'pool') die.at = { kind: 'discarded' }
    })
    const { state, events } = play(s, { type: 'failRoll' }, { type: 'discardDie', dieId: 0 })
    expect(events.some((e) => e.type === 'adventureFailed')).toBe(true)
    expect(state.players[0]?.sanity).toBe((state.players[0]?.maxSanity ?? 0) - 1)
    expect(state.players[0]?.location).toEqual({ kind: 'card', cardId: 'egyptian-wing' })
    expect(state.dice.every((d) => d.at.kind === 'idle')).toBe(true)
  })

  it('rejects with DIE_NOT_AVAILABLE a die outside the pool', () => {
    const s = play(rollAt(scenario(), 'egyptian-wing', ['I1', 'L', 'L', 'L', 'L', 'I1']), { type: 'failRoll' }).state
    expectRejected(s, { type: 'discardDie', dieId: 7 }, 'DIE_NOT_AVAILABLE')
  })

  it('rejects with DIE_UNAVAILABLE_THIS_TURN adding the yellow die again after discarding it', () => {
    let s = edit(scenario(), (d) => {
      d.players[0]?.items.push('brass-lantern', 'pocket-compass')
    })
    s = play(
      s,
      { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } },
      { type: 'useCard', cardId: 'brass-lantern' },
    ).state
    s = roll(s, ['I1', 'L', 'L', 'L', 'L', 'I1', 'L'])
    s = play(s, { type: 'failRoll' }, { type: 'discardDie', dieId: 6 }).state
    expectRejected(s, { type: 'useCard', cardId: 'pocket-compass' }, 'DIE_UNAVAILABLE_THIS_TURN')
  })
})

describe('abandonAdventure', () => {
  it('accepts failing the adventure at any time', () => {
    const s = rollAt(scenario(), 'egyptian-wing', ['I3', 'P', 'P', 'L', 'L', 'I1'])
    const { events } = play(s, { type: 'abandonAdventure' })
    expect(events.some((e) => e.type === 'adventureFailed')).toBe(true)
  })
  it('rejects with WRONG_PHASE outside a Resolution phase', () => {
    expectRejected(scenario(), { type: 'abandonAdventure' }, 'WRONG_PHASE')
  })
})
