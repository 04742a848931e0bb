// First printing, "Using Items & Spells" (docs/rules.md#first-printing): a die on a spell "remains on it until it is
// used to complete a task". The odds take their help from the validators: no taking a die back in the first printing.
import { describe, expect, it } from 'vitest'
import { applyAction, type GameState } from '../../../src/engine/index.ts'
import { catalog } from '../../../src/engine/catalog.ts'
import { helpLeft } from '../../../src/engine/odds/helpLeft.ts'
import { adventureOdds, bestMove } from '../../../src/engine/odds/index.ts'
import { spellDiceReturnOf } from '../../../src/engine/odds/solverCard.ts'
import type { Ruleset } from '../../../src/engine/ruleset.ts'
import { edit, play, roll, scenario } from '../support/scenario.ts'

/** Player 0 at the Egyptian Wing with a die (peril) on binding-sigil, after a failed roll: the next roll is due. */
function dieOnSigil(ruleset: Ruleset): GameState {
  const start = edit(scenario({ ruleset, mythos: null }), (d) => {
    d.decks.spell = d.decks.spell.filter((id) => id !== 'binding-sigil')
    d.players[0]?.spells.push('binding-sigil')
  })
  let s = play(start, { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state
  if (ruleset === 'first-printing') s = play(s, { type: 'castSpell', spellId: 'binding-sigil', dieId: null }).state
  s = roll(s, ['I1', 'L', 'P', 'L', 'L', 'I1'])
  return play(
    s,
    { type: 'castSpell', spellId: 'binding-sigil', dieId: 2 },
    { type: 'failRoll' },
    { type: 'discardDie', dieId: 5 },
  ).state
}

describe.each(['revised', 'first-printing'] as const)('dice on spells in the odds (%s)', (ruleset) => {
  const s = dieOnSigil(ruleset)
  const phase = s.phase
  if (phase.kind !== 'resolution') throw new Error('not resolving')
  const releasable = applyAction(s, { type: 'releaseSpellDie', dieId: 2 }).ok

  it('helpLeft asks the validator, and the solver default agrees with it', () => {
    const help = helpLeft(s, phase, catalog(s))
    expect(help.releaseSpellDie).toBe(releasable)
    expect(spellDiceReturnOf({ ruleset })).toBe(releasable)
    expect(releasable).toBe(ruleset === 'revised')
  })

  it('bestMove offers taking the die back only where it is legal, and every option is legal', () => {
    const move = bestMove(s)
    expect(move).not.toBeNull()
    for (const o of move?.options ?? []) expect(applyAction(s, o.action).ok).toBe(true)
    expect(move?.options.some((o) => o.action.type === 'releaseSpellDie')).toBe(releasable)
  })

  it('the solver counts on taking a useless die back only where the rules allow it', () => {
    // 'P': one peril task, an empty pool, a lore die on a spell. Taken back and rolled it shows peril 1 time in 6.
    const odds = adventureOdds('P', { green: 0 }, { onSpells: [{ color: 'green', face: 'L' }], ruleset })
    expect(odds).toBeCloseTo(releasable ? 1 / 6 : 0, 12)
  })
})
