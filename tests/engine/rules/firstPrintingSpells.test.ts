// First printing, "Using Items & Spells" (docs/rules.md#first-printing): a spell is spent when it is placed before
// a roll, and a die on it "remains on it until it is used to complete a task".
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../../src/engine/index.ts'
import { legalActions } from '../../../src/engine/index.ts'
import { answerChoices, edit, expectRejected, play, roll, scenario } from '../support/scenario.ts'

/** Player 0 holds binding-sigil, taken out of the spell deck so every spell card exists once. */
const withSigil = (): GameState =>
  edit(scenario({ ruleset: 'first-printing' }), (d) => {
    d.decks.spell = d.decks.spell.filter((id) => id !== 'binding-sigil')
    d.players[0]?.spells.push('binding-sigil')
  })

/** Every spell card wherever it is: hands, the spell deck, on the table with a die, placed before a roll. */
function allSpells(s: GameState): string[] {
  const prepared = s.phase.kind === 'resolution' ? s.phase.preparedSpells : []
  return [...s.players.flatMap((p) => p.spells), ...s.decks.spell, ...s.spellsInPlay.map((e) => e.spellId), ...prepared]
    .slice()
    .sort()
}

describe('first printing: a spell placed before a roll that never receives a die', () => {
  it('is spent: it goes to the bottom of the spell deck when the phase ends, and no card is lost', () => {
    const start = withSigil()
    let s = play(
      start,
      { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } },
      { type: 'castSpell', spellId: 'binding-sigil', dieId: null },
    ).state
    expect(s.players[0]?.spells).not.toContain('binding-sigil')
    s = roll(s, ['I1', 'L', 'P', 'L', 'L', 'I1'])
    s = answerChoices(play(s, { type: 'abandonAdventure' }).state).state
    expect(s.phase.kind).not.toBe('resolution')
    expect(s.decks.spell.at(-1)).toBe('binding-sigil')
    expect(s.players.some((p) => p.spells.includes('binding-sigil'))).toBe(false)
    expect(s.spellsInPlay).toEqual([])
    expect(allSpells(s)).toEqual(allSpells(start))
  })

  it('is spent also when the phase ends before any roll', () => {
    const start = withSigil()
    const s = answerChoices(
      play(
        start,
        { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } },
        { type: 'castSpell', spellId: 'binding-sigil', dieId: null },
        { type: 'abandonAdventure' },
      ).state,
    ).state
    expect(s.decks.spell.at(-1)).toBe('binding-sigil')
    expect(allSpells(s)).toEqual(allSpells(start))
  })
})

/** Player 0 at the Egyptian Wing with a die on binding-sigil, after a failed roll: the next roll is due. */
function dieOnSigil(ruleset: 'revised' | 'first-printing'): GameState {
  const start = edit(scenario({ ruleset }), (d) => {
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

describe('first printing: a die on a spell stays until it is used', () => {
  it('rejects with SPELL_DIE_STAYS taking the die back before a roll, and legalActions does not offer it', () => {
    const s = dieOnSigil('first-printing')
    expect(s.phase.kind === 'resolution' && s.phase.stage).toBe('ready')
    expect(s.dice[2]?.at).toEqual({ kind: 'spell', spellId: 'binding-sigil' })
    expectRejected(s, { type: 'releaseSpellDie', dieId: 2 }, 'SPELL_DIE_STAYS')
    expect(legalActions(s).some((a) => a.type === 'releaseSpellDie')).toBe(false)
  })

  it('still lets the die complete a task, and the spell then goes under the spell deck', () => {
    let s = roll(dieOnSigil('first-printing'), ['P', 'I1', 'L', 'L'])
    s = play(s, { type: 'completeTask', taskId: 'row:1', dice: [0, 2] }).state
    expect(s.spellsInPlay).toEqual([])
    expect(s.decks.spell).toContain('binding-sigil')
  })

  it('the revised rules offer taking it back at the same moment', () => {
    const s = dieOnSigil('revised')
    expect(legalActions(s)).toContainEqual({ type: 'releaseSpellDie', dieId: 2 })
  })
})
