// Revised rulebook, "Focusing", "Requesting Assistance"; RULES-NOTES.md focus/assistance rows (first printing).
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../../src/engine/index.ts'
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

  it('accepts help from an investigator on the same card; a failed adventure costs the helper their choice', () => {
    let s = rollAt(withHelper(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1'])
    s = play(failed(s, 5), { type: 'assist', helper: 1, dieId: 2, penalty: 'stamina' }).state
    expect(s.dice[2]?.at).toEqual({ kind: 'marker', player: 1 })
    const { state } = play(s, { type: 'abandonAdventure' })
    expect(state.players[1]?.stamina).toBe((state.players[1]?.maxStamina ?? 0) - 1)
    expect(state.players[1]?.sanity).toBe(state.players[1]?.maxSanity)
  })

  it('rejects with HELPER_NOT_HERE a helper elsewhere', () => {
    const s = failed(start(), 5)
    expectRejected(s, { type: 'assist', helper: 1, dieId: 2, penalty: 'sanity' }, 'HELPER_NOT_HERE')
  })

  it('rejects with ALREADY_SECURED_THIS_ROLL focusing and assisting after the same roll', () => {
    let s = rollAt(withHelper(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1'])
    s = play(failed(s, 5), { type: 'focusDie', dieId: 2 }).state
    expectRejected(s, { type: 'assist', helper: 1, dieId: 1, penalty: 'sanity' }, 'ALREADY_SECURED_THIS_ROLL')
  })

  it('rejects with HELPER_ALREADY_ASSISTED the same helper twice in a turn (revised)', () => {
    let s = rollAt(withHelper(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1'])
    s = play(failed(s, 5), { type: 'assist', helper: 1, dieId: 2, penalty: 'sanity' }).state
    s = edit(failed(roll(s, ['I1', 'I1', 'I1', 'I1']), 4), (d) => {
      ;(d.dice[2] as { at: unknown }).at = { kind: 'assigned' }
    })
    expectRejected(s, { type: 'assist', helper: 1, dieId: 0, penalty: 'sanity' }, 'HELPER_ALREADY_ASSISTED')
  })
})
