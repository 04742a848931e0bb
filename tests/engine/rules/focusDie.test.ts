// Revised rulebook, "Focusing", "Requesting Assistance"; docs/rules.md#first-printing (focus, assistance).
import { describe, expect, it } from 'vitest'
import { legalActions, type GameState } from '../../../src/engine/index.ts'
import { edit, expectRejected, play, roll, rollAt, scenario } from '../support/scenario.ts'

const failed = (s: GameState, discard: number) =>
  play(s, { type: 'failRoll' }, { type: 'discardDie', dieId: discard }).state
const start = (opts = {}) => rollAt(scenario(opts), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1'])

describe('focusDie', () => {
  it('accepts focusing one die after a failed roll; it serves a later roll', () => {
    let s = play(failed(start(), 5), { type: 'focusDie', dieId: 2 }).state
    expect(s.dice[2]?.at).toEqual({ kind: 'marker', player: 0 })
    s = roll(s, ['P', 'I1', 'L', 'L'])
    const { state } = play(s, { type: 'completeTask', taskId: 'row:1', dice: [0, 2] })
    expect(state.dice[2]?.at.kind).toBe('assigned')
  })

  it('rejects with NOT_AFTER_FAILED_ROLL before any failed roll', () => {
    const s = play(scenario(), { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state
    expectRejected(s, { type: 'focusDie', dieId: 0 }, 'NOT_AFTER_FAILED_ROLL')
  })

  it('rejects with ALREADY_FOCUSED a second focus in the same turn (revised)', () => {
    let s = play(failed(start(), 5), { type: 'focusDie', dieId: 2 }).state
    s = failed(roll(s, ['I1', 'I1', 'I1', 'I1']), 4)
    expectRejected(s, { type: 'focusDie', dieId: 0 }, 'ALREADY_FOCUSED')
  })

  it('accepts a second focus in the first printing when the marker is empty again, rejects MARKER_OCCUPIED otherwise', () => {
    let s = play(failed(start({ ruleset: 'first-printing' }), 5), { type: 'focusDie', dieId: 2 }).state
    s = failed(roll(s, ['I1', 'I1', 'I1', 'I1']), 4)
    expectRejected(s, { type: 'focusDie', dieId: 0 }, 'MARKER_OCCUPIED')
    const emptied = edit(s, (d) => {
      ;(d.dice[2] as { at: unknown }).at = { kind: 'assigned' }
    })
    expect(play(emptied, { type: 'focusDie', dieId: 0 }).state.dice[0]?.at.kind).toBe('marker')
  })

  it('rejects with FOCUS_FORBIDDEN under a Mythos card that forbids it', () => {
    expectRejected(failed(start({ mythos: 'dread-silence' }), 5), { type: 'focusDie', dieId: 2 }, 'FOCUS_FORBIDDEN')
  })
})

describe('assist', () => {
  const withHelper = (opts = {}) =>
    edit(scenario(opts), (d) => {
      const p = d.players[1]
      if (p) p.location = { kind: 'card', cardId: 'egyptian-wing' }
    })

  const helped = () => {
    const s = rollAt(withHelper(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1'])
    return play(failed(s, 5), { type: 'assist', helper: 1, dieId: 2 }).state
  }
  const failedWithHelp = () => play(helped(), { type: 'abandonAdventure' })

  it('accepts help from an investigator on the same card; the die goes on their marker', () => {
    expect(helped().dice[2]?.at).toEqual({ kind: 'marker', player: 1 })
  })

  it('accepts the helper choosing the cost when the adventure fails (a pending choice)', () => {
    const { state: s, events } = failedWithHelp()
    expect(s.pendingChoices[0]).toMatchObject({ kind: 'assistPenalty', player: 1 })
    expect(events).toContainEqual({ type: 'choiceOffered', kind: 'assistPenalty', player: 1 })
    expect(legalActions(s)).toEqual([
      { type: 'chooseAssistPenalty', helper: 1, penalty: 'sanity' },
      { type: 'chooseAssistPenalty', helper: 1, penalty: 'stamina' },
    ])
    const { state } = play(s, { type: 'chooseAssistPenalty', helper: 1, penalty: 'stamina' })
    expect(state.players[1]?.stamina).toBe((state.players[1]?.maxStamina ?? 0) - 1)
    expect(state.players[1]?.sanity).toBe(state.players[1]?.maxSanity)
    expect(state.pendingChoices).toEqual([])
    expect(state.turn.player).toBe(1)
  })

  it('accepts the other answer: 1 sanity', () => {
    const { state } = play(failedWithHelp().state, { type: 'chooseAssistPenalty', helper: 1, penalty: 'sanity' })
    expect(state.players[1]?.sanity).toBe((state.players[1]?.maxSanity ?? 0) - 1)
    expect(state.players[1]?.stamina).toBe(state.players[1]?.maxStamina)
  })

  it('accepts a resolved adventure without any cost to the helper', () => {
    const s = roll(helped(), ['P', 'I1', 'L', 'L'])
    const { state } = play(s, { type: 'completeTask', taskId: 'row:1', dice: [0, 2] })
    expect(state.pendingChoices.some((c) => c.kind === 'assistPenalty')).toBe(false)
  })

  it('rejects with NOT_AN_OPTION an answer for another player, CHOICE_PENDING anything else', () => {
    const s = failedWithHelp().state
    expectRejected(s, { type: 'chooseAssistPenalty', helper: 0, penalty: 'sanity' }, 'NOT_AN_OPTION')
    expectRejected(s, { type: 'moveTo', to: { kind: 'entrance' } }, 'CHOICE_PENDING')
    expectRejected(s, { type: 'chooseMaximum', stat: 'sanity' }, 'WRONG_CHOICE')
  })

  it('rejects with NO_CHOICE_PENDING an assistance cost nobody owes', () => {
    expectRejected(helped(), { type: 'chooseAssistPenalty', helper: 1, penalty: 'sanity' }, 'NO_CHOICE_PENDING')
  })

  it('rejects with HELPER_NOT_HERE a helper elsewhere', () => {
    const s = failed(start(), 5)
    expectRejected(s, { type: 'assist', helper: 1, dieId: 2 }, 'HELPER_NOT_HERE')
  })

  it('rejects with ALREADY_SECURED_THIS_ROLL focusing and assisting after the same roll', () => {
    let s = rollAt(withHelper(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1'])
    s = play(failed(s, 5), { type: 'focusDie', dieId: 2 }).state
    expectRejected(s, { type: 'assist', helper: 1, dieId: 1 }, 'ALREADY_SECURED_THIS_ROLL')
  })

  it('rejects with HELPER_ALREADY_ASSISTED the same helper twice in a turn (revised)', () => {
    let s = rollAt(withHelper(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1'])
    s = play(failed(s, 5), { type: 'assist', helper: 1, dieId: 2 }).state
    s = edit(failed(roll(s, ['I1', 'I1', 'I1', 'I1']), 4), (d) => {
      ;(d.dice[2] as { at: unknown }).at = { kind: 'assigned' }
    })
    expectRejected(s, { type: 'assist', helper: 1, dieId: 0 }, 'HELPER_ALREADY_ASSISTED')
  })
})
