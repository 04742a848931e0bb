// Effect vocabulary: maxSanity / maxStamina raise or lower an investigator's maximum (never below 1);
// current values clamp. Revised rulebook, "Battling the Ancient One Example": a maximum reduced to zero devours.
import { describe, expect, it } from 'vitest'
import { legalActions, type Effect, type GameEvent } from '../../../src/engine/index.ts'
import { catalog } from '../../../src/engine/catalog.ts'
import { applyEffects } from '../../../src/engine/core/effects.ts'
import { cloneState } from '../../../src/engine/state.ts'
import { expectRejected, play, scenario } from '../support/scenario.ts'

function run(effects: Effect[]) {
  const base = scenario()
  const s = cloneState(base)
  const events: GameEvent[] = []
  applyEffects({ s, events, cat: catalog(base) }, effects, 0, null)
  return { before: base.players[0], p: s.players[0], s, events }
}

describe('maxSanity and maxStamina effects', () => {
  it('accepts raising the maximum without healing', () => {
    const { before, p, events } = run([{ kind: 'maxSanity', amount: 2 }])
    expect(p?.maxSanity).toBe((before?.maxSanity ?? 0) + 2)
    expect(p?.sanity).toBe(before?.sanity)
    expect(events).toContainEqual({ type: 'maximumChanged', player: 0, stat: 'sanity', max: p?.maxSanity })
  })

  it('accepts lowering the maximum: the current value clamps to it', () => {
    const { before, p, events } = run([{ kind: 'maxStamina', amount: -2 }])
    expect(p?.maxStamina).toBe((before?.maxStamina ?? 0) - 2)
    expect(p?.stamina).toBe(p?.maxStamina)
    expect(events).toContainEqual({ type: 'staminaChanged', player: 0, amount: -2 })
  })

  it('accepts a maximum that never drops below 1 while the investigator lives', () => {
    const { p } = run([{ kind: 'maxSanity', amount: -5 }]) // Henry Armitage: 6 sanity
    expect(p?.maxSanity).toBe(1)
    expect(p?.sanity).toBe(1)
    expect(p?.status).toBe('active')
  })

  it('accepts lowering a maximum of 1 as devouring the investigator', () => {
    const { events } = run([
      { kind: 'maxSanity', amount: -5 },
      { kind: 'maxSanity', amount: -1 },
    ])
    expect(events.some((e) => e.type === 'investigatorDevoured')).toBe(true)
  })
})

describe('maxSanityOrStamina effect', () => {
  it('accepts the investigator choosing which maximum drops (a pending choice)', () => {
    const { s, before } = run([{ kind: 'maxSanityOrStamina', amount: -1 }])
    expect(s.pendingChoices[0]).toMatchObject({ kind: 'reduceMaximum', player: 0, amount: -1 })
    expect(s.players[0]?.maxSanity).toBe(before?.maxSanity)
    expect(legalActions(s)).toEqual([
      { type: 'chooseMaximum', stat: 'sanity' },
      { type: 'chooseMaximum', stat: 'stamina' },
    ])
    const { state, events } = play(s, { type: 'chooseMaximum', stat: 'stamina' })
    expect(state.players[0]?.maxStamina).toBe((before?.maxStamina ?? 0) - 1)
    expect(state.players[0]?.maxSanity).toBe(before?.maxSanity)
    expect(events).toContainEqual({
      type: 'maximumChanged',
      player: 0,
      stat: 'stamina',
      max: state.players[0]?.maxStamina,
    })
    expect(state.pendingChoices).toEqual([])
  })

  it('accepts every investigator choosing in turn (the Ancient One attack)', () => {
    const { s } = run([{ kind: 'everyInvestigator', effects: [{ kind: 'maxSanityOrStamina', amount: -1 }] }])
    expect(s.pendingChoices.map((c) => [c.kind, c.player])).toEqual([
      ['reduceMaximum', 0],
      ['reduceMaximum', 1],
    ])
    const { state } = play(s, { type: 'chooseMaximum', stat: 'sanity' }, { type: 'chooseMaximum', stat: 'stamina' })
    expect(state.players[0]?.maxSanity).toBe((s.players[0]?.maxSanity ?? 0) - 1)
    expect(state.players[1]?.maxStamina).toBe((s.players[1]?.maxStamina ?? 0) - 1)
  })

  it('accepts a choice that devours: a maximum of 1 reduced to zero', () => {
    const { s } = run([
      { kind: 'maxSanity', amount: -5 },
      { kind: 'maxSanityOrStamina', amount: -1 },
    ])
    const { events } = play(s, { type: 'chooseMaximum', stat: 'sanity' })
    expect(events.some((e) => e.type === 'investigatorDevoured')).toBe(true)
  })

  it('rejects with NO_CHOICE_PENDING and WRONG_CHOICE answers out of place; CHOICE_PENDING other actions', () => {
    expectRejected(scenario(), { type: 'chooseMaximum', stat: 'sanity' }, 'NO_CHOICE_PENDING')
    const { s } = run([{ kind: 'maxSanityOrStamina', amount: -1 }])
    expectRejected(s, { type: 'chooseAssistPenalty', helper: 0, penalty: 'sanity' }, 'WRONG_CHOICE')
    expectRejected(s, { type: 'moveTo', to: { kind: 'entrance' } }, 'CHOICE_PENDING')
  })
})
