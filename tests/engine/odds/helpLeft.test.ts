// Issue 9: one source of legality. The help the odds count on (focus, assistance, spells, rerolls, dice to add)
// is what the rules accept when the moment comes: checked against states where the game really got there.
import { describe, expect, it } from 'vitest'
import { applyAction, checkAction, type Action, type GameState } from '../../../src/engine/index.ts'
import { catalog } from '../../../src/engine/catalog.ts'
import { helpLeft } from '../../../src/engine/odds/helpLeft.ts'
import { sampleStates } from '../fuzz/samples.ts'

type Resolution = Extract<GameState['phase'], { kind: 'resolution' }>

const samples = sampleStates(30, 1)

/** Adventure states (not the battle, no choice pending) at the given stage, from seeded random games. */
function adventures(stage: Resolution['stage']): { state: GameState; phase: Resolution }[] {
  return samples.flatMap(({ state }) => {
    const phase = state.phase
    return state.pendingChoices.length === 0 &&
      phase.kind === 'resolution' &&
      phase.target.kind === 'card' &&
      phase.stage === stage
      ? [{ state, phase }]
      : []
  })
}

const play = (state: GameState, action: Action) => {
  const r = applyAction(state, action)
  return r.ok ? r.state : null
}

describe('helpLeft asks the rules', () => {
  const rolled = adventures('rolled')

  it('focus and assistance: what the rules accept after failing this roll and discarding a die', () => {
    let compared = 0
    let focusable = 0
    for (const { state, phase } of rolled) {
      if (state.dice.some((d) => d.at.kind === 'pool' && d.face === 'T')) continue // terror effects change the table
      const help = helpLeft(state, phase, catalog(state))
      const failed = play(state, { type: 'failRoll' })
      const discard = failed?.dice.find((d) => d.at.kind === 'pool')
      const after = failed && discard ? play(failed, { type: 'discardDie', dieId: discard.id }) : null
      const die = after?.dice.find((d) => d.at.kind === 'pool' && d.face !== null)
      if (!after || !die || after.phase.kind !== 'resolution') continue // the last die: the adventure failed
      expect(help.secureNow).toBe(false)
      expect(help.focus).toBe(checkAction(after, { type: 'focusDie', dieId: die.id }) === null)
      const helpers = after.players.flatMap((_, helper) =>
        checkAction(after, { type: 'assist', helper, dieId: die.id }) === null ? [helper] : [],
      )
      expect(help.helpers).toEqual(helpers)
      expect(helpLeft(after, after.phase, catalog(after)).secureNow).toBe(true)
      compared++
      if (help.focus) focusable++
    }
    expect(compared).toBeGreaterThan(30)
    expect(focusable).toBeGreaterThan(0)
    expect(focusable).toBeLessThan(compared) // some states where focus is used up or forbidden
  })

  it('spells, rerolls and the ability on this roll: what the rules accept now', () => {
    let reroll = 0
    for (const { state, phase } of rolled) {
      const help = helpLeft(state, phase, catalog(state))
      const die = state.dice.find((d) => d.at.kind === 'pool' && d.face !== null)
      if (!die) continue
      const player = state.players[state.turn.player]
      const owned = [...(player?.spells ?? []), ...phase.preparedSpells]
      expect(help.spellsAfterRoll).toEqual(
        owned.filter((spellId) => checkAction(state, { type: 'castSpell', spellId, dieId: die.id }) === null),
      )
      for (const source of help.reroll) expect(checkAction(state, source([die.id]))).toBeNull()
      if (help.rerollThisRoll) expect(checkAction(state, help.rerollThisRoll([die.id]))).toBeNull()
      reroll += help.reroll.length
    }
    expect(reroll).toBeGreaterThan(0)
  })

  it('dice to add: every listed card or ability adds its die when the rules let it', () => {
    let listed = 0
    for (const { state, phase } of adventures('ready')) {
      const help = helpLeft(state, phase, catalog(state))
      for (const action of [...help.addYellow, ...help.addRed]) {
        expect(checkAction(state, action)).toBeNull()
        listed++
      }
    }
    expect(listed).toBeGreaterThan(0)
  })
})
