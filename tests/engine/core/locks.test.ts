// Revised rulebook, "Locked Dice", "Freeing Locked Dice", "Resolving Multiple Locks".
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../../src/engine/index.ts'
import { catalog } from '../../../src/engine/catalog.ts'
import { lockDie } from '../../../src/engine/core/locks.ts'
import { cloneState } from '../../../src/engine/state.ts'
import { edit, expectRejected, play, roll, rollAt, scenario } from '../support/scenario.ts'

describe('locked dice', () => {
  it('accepts a card lock: the die leaves the pool until the card is resolved', () => {
    const board = ['crypt-annex', 'ticket-booth', 'star-chamber', 'loading-dock', 'dark-stair', 'map-room']
    let s = edit(scenario({ board }), (d) => {
      d.locks.push({ id: 50, color: 'green', source: { kind: 'card', cardId: 'ticket-booth' }, dieId: 0 })
      ;(d.dice[0] as { at: unknown }).at = { kind: 'locked', lockId: 50 }
    })
    s = play(s, { type: 'moveTo', to: { kind: 'card', cardId: 'ticket-booth' } }).state
    expect(s.dice.filter((d) => d.at.kind === 'pool')).toHaveLength(5)
    s = roll(s, ['I2', 'L', 'L', 'L', 'L'])
    s = play(s, { type: 'completeTask', taskId: 'row:0', dice: [1] }).state
    s = roll(s, ['L', 'L', 'L', 'L'])
    const { state, events } = play(s, { type: 'completeTask', taskId: 'row:1', dice: [2] })
    expect(events).toContainEqual({ type: 'dieFreed', dieId: 0, lockId: 50 })
    expect(state.dice[0]?.at.kind).toBe('idle')
  })

  it('accepts several locks on one die, served oldest first', () => {
    let s = edit(scenario(), (d) => {
      d.nextLockId = 10
      d.locks.push({ id: 1, color: 'yellow', source: { kind: 'card', cardId: 'ticket-booth' }, dieId: 6 })
      d.locks.push({ id: 2, color: 'yellow', source: { kind: 'monster', monsterId: 'deep-one' }, dieId: null })
      ;(d.dice[6] as { at: unknown }).at = { kind: 'locked', lockId: 1 }
    })
    s = rollAt(s, 'ticket-booth', ['I2', 'L', 'L', 'L', 'L', 'L'])
    s = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0] }).state
    s = roll(s, ['L', 'L', 'L', 'L', 'L'])
    const { state } = play(s, { type: 'completeTask', taskId: 'row:1', dice: [1] })
    expect(state.locks.filter((l) => l.color === 'yellow').map((l) => [l.id, l.dieId])).toEqual([[2, 6]])
    expect(state.dice[6]?.at).toEqual({ kind: 'locked', lockId: 2 })
  })

  it('accepts a lock taking a die off a spell (the Mythos card drawn at midnight locks the yellow die)', () => {
    const s = edit(scenario(), (d) => {
      d.spellsInPlay.push({ spellId: 'binding-sigil', dieId: 6 })
      Object.assign(d.dice[6] as object, { at: { kind: 'spell', spellId: 'binding-sigil' }, face: 'I4' })
      d.decks.mythos.unshift('yellow-sign')
      d.clock = 9
    })
    const { state } = play(
      s,
      { type: 'moveTo', to: { kind: 'entrance' } },
      { type: 'firstAid', choice: 'freeSanity', trophies: [] },
    )
    expect(state.mythos).toBe('yellow-sign')
    expect(state.dice[6]?.at.kind).toBe('locked')
    expect(state.spellsInPlay).toEqual([])
    expect(state.decks.spell.at(-1)).toBe('binding-sigil')
  })

  // The revised rulebook does not say which die of the colour a lock takes; core/locks.ts settles it.
  it('accepts a lock taking an idle die before a die in the pool, on a marker or on a spell', () => {
    const base = edit(scenario(), (d) => {
      Object.assign(d.dice[0] as object, { at: { kind: 'marker', player: 0 }, face: 'L' })
      Object.assign(d.dice[1] as object, { at: { kind: 'pool' }, face: 'P' })
      Object.assign(d.dice[2] as object, { at: { kind: 'spell', spellId: 'binding-sigil' }, face: 'T' })
      d.spellsInPlay.push({ spellId: 'binding-sigil', dieId: 2 })
    })
    const lockGreen = (s: GameState) => {
      const draft = cloneState(s)
      lockDie({ s: draft, events: [], cat: catalog(s) }, 'green', { kind: 'mythos' })
      return draft.locks.at(-1)?.dieId
    }
    expect(lockGreen(base)).toBe(3) // dice 3-5 are idle
    const noIdle = edit(base, (d) => {
      for (const id of [3, 4, 5]) (d.dice[id] as { at: unknown }).at = { kind: 'discarded' }
    })
    expect(lockGreen(noIdle)).toBe(1)
    const onlyHeld = edit(noIdle, (d) => {
      ;(d.dice[1] as { at: unknown }).at = { kind: 'assigned' }
    })
    expect(lockGreen(onlyHeld)).toBe(0)
  })

  it('rejects with DIE_NOT_AVAILABLE assigning a locked die', () => {
    let s = edit(scenario(), (d) => {
      d.locks.push({ id: 1, color: 'green', source: { kind: 'mythos' }, dieId: 0 })
      ;(d.dice[0] as { at: unknown; face: unknown }).at = { kind: 'locked', lockId: 1 }
    })
    s = rollAt(s, 'ticket-booth', ['L', 'L', 'L', 'L', 'L'])
    expectRejected(s, { type: 'completeTask', taskId: 'row:0', dice: [0] }, 'DIE_NOT_AVAILABLE')
  })
})
