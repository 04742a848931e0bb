// First printing, "Failing to Complete a Task" (docs/rules.md#first-printing): "If a player cannot possibly
// complete any of the remaining tasks on the Adventure card with the dice he can roll, he automatically fails".
import { describe, expect, it } from 'vitest'
import type { GameState, Ruleset } from '../../../src/engine/index.ts'
import { edit, play, poolIds, roll, scenario } from '../support/scenario.ts'

/**
 * The Egyptian Wing ('3I / P P'), no Mythos card: the 3I task done with one die, then failed rolls and discards
 * until two green dice are left in the pool, the next roll due.
 */
function twoDiceLeft(ruleset: Ruleset, items: readonly string[] = []): GameState {
  let s = edit(scenario({ ruleset, mythos: null }), (d) => {
    d.players[0]?.items.push(...items)
    d.decks.common = d.decks.common.filter((id) => !items.includes(id))
  })
  s = play(s, { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state
  s = roll(s, ['I3', 'L', 'L', 'L', 'L', 'L'])
  s = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0] }).state
  while (poolIds(s).length > 2) {
    s = roll(
      s,
      poolIds(s).map(() => 'L'),
    )
    s = play(s, { type: 'failRoll' }, { type: 'discardDie', dieId: poolIds(s)[0] as number }).state
  }
  return s
}

/** One more failed roll: one green die is left, and 'P P' needs two. */
function failOnce(s: GameState) {
  const rolled = roll(s, ['L', 'L'])
  return play(rolled, { type: 'failRoll' }, { type: 'discardDie', dieId: poolIds(rolled)[0] as number })
}

describe('first printing: automatic failure', () => {
  it('fails the adventure at once when no remaining task can be met with the dice left', () => {
    const s = twoDiceLeft('first-printing')
    expect(s.phase.kind === 'resolution' && s.phase.stage).toBe('ready')
    const { state, events } = failOnce(s)
    expect(events).toContainEqual({ type: 'adventureFailed', cardId: 'egyptian-wing', player: 0 })
    expect(state.phase.kind).not.toBe('resolution')
    expect(state.players[0]?.sanity).toBe((s.players[0]?.sanity ?? 0) - 1) // the card's penalty
    expect(state.dice.filter((d) => d.at.kind !== 'idle')).toEqual([])
  })

  it('does not fail while a card he holds could still add a die that makes the task possible', () => {
    const { state, events } = failOnce(twoDiceLeft('first-printing', ['brass-lantern']))
    expect(events.some((e) => e.type === 'adventureFailed')).toBe(false)
    expect(state.phase.kind === 'resolution' && state.phase.stage).toBe('ready')
  })

  it('does not fail while the task is still possible', () => {
    const s = twoDiceLeft('first-printing')
    expect(s.phase.kind).toBe('resolution')
  })

  it('the revised rules have no automatic failure: the player rolls his last die', () => {
    const { state, events } = failOnce(twoDiceLeft('revised'))
    expect(events.some((e) => e.type === 'adventureFailed')).toBe(false)
    expect(state.phase.kind === 'resolution' && poolIds(state)).toHaveLength(1)
  })
})
