// Revised rulebook, "Securing Dice with Spells", "Removing Secured Dice", "Clues"; docs/rules.md#first-printing.
import { describe, expect, it } from 'vitest'
import { edit, expectRejected, play, roll, rollAt, scenario } from '../support/scenario.ts'

const withSpell = (opts = {}) =>
  edit(scenario(opts), (d) => {
    d.players[0]?.spells.push('binding-sigil')
    d.players[0]?.spells.push('warding-sign')
  })

describe('castSpell', () => {
  it('accepts securing a die of this roll; it stays across turns and another player may use it', () => {
    let s = rollAt(withSpell(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1'])
    s = play(s, { type: 'castSpell', spellId: 'binding-sigil', dieId: 2 }).state
    expect(s.dice[2]?.at).toEqual({ kind: 'spell', spellId: 'binding-sigil' })
    s = play(s, { type: 'abandonAdventure' }).state // turn passes to player 1
    expect(s.turn.player).toBe(1)
    expect(s.dice[2]?.at.kind).toBe('spell')
    s = rollAt(s, 'egyptian-wing', ['P', 'I1', 'L', 'L', 'L'])
    const { state } = play(s, { type: 'completeTask', taskId: 'row:1', dice: [0, 2] })
    expect(state.spellsInPlay).toEqual([])
    expect(state.decks.spell.at(-1)).toBe('binding-sigil')
  })

  it('accepts releasing a secured die to roll it', () => {
    let s = rollAt(withSpell(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1'])
    s = play(
      s,
      { type: 'castSpell', spellId: 'binding-sigil', dieId: 2 },
      { type: 'failRoll' },
      { type: 'discardDie', dieId: 5 },
    ).state
    const { state } = play(s, { type: 'releaseSpellDie', dieId: 2 })
    expect(state.dice[2]?.at.kind).toBe('pool')
  })

  it('rejects with WRONG_PHASE casting before a roll (revised)', () => {
    const s = play(withSpell(), { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state
    expectRejected(s, { type: 'castSpell', spellId: 'binding-sigil', dieId: null }, 'WRONG_PHASE')
  })

  it('accepts placing the spell before the roll and picking the die after it (first printing)', () => {
    let s = play(
      withSpell({ ruleset: 'first-printing' }),
      { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } },
      { type: 'castSpell', spellId: 'binding-sigil', dieId: null },
    ).state
    s = roll(s, ['I1', 'L', 'P', 'L', 'L', 'I1'])
    expect(play(s, { type: 'castSpell', spellId: 'binding-sigil', dieId: 2 }).state.dice[2]?.at.kind).toBe('spell')
  })

  it('rejects with CARD_CANNOT_BE_USED_NOW casting an unplaced spell after the roll (first printing)', () => {
    const s = rollAt(withSpell({ ruleset: 'first-printing' }), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1'])
    expectRejected(s, { type: 'castSpell', spellId: 'binding-sigil', dieId: 2 }, 'CARD_CANNOT_BE_USED_NOW')
  })

  it('rejects with NOT_OWNED a spell the player does not hold, CARD_CANNOT_BE_USED_NOW a non-securing spell', () => {
    const s = rollAt(withSpell(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1'])
    expectRejected(s, { type: 'castSpell', spellId: 'voice-of-ra', dieId: 2 }, 'NOT_OWNED')
    expectRejected(s, { type: 'castSpell', spellId: 'warding-sign', dieId: 2 }, 'CARD_CANNOT_BE_USED_NOW')
  })
})

describe('spendClue', () => {
  it('accepts rerolling any subset, repeatedly, one clue each', () => {
    let s = edit(rollAt(scenario(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1']), (d) => {
      ;(d.players[0] as { clues: number }).clues = 2
    })
    s = play(s, { type: 'spendClue', dice: [1, 3] }).state
    expect(s.phase.kind === 'resolution' && s.phase.pendingDice).toEqual([1, 3])
    const rollId = s.phase.kind === 'resolution' ? s.phase.rollId : 0
    s = play(s, { type: 'reportRoll', rollId, faces: ['P', 'P'] }, { type: 'spendClue', dice: [0] }).state
    expect(s.players[0]?.clues).toBe(0)
  })

  it('rejects with NO_CLUES without clue tokens', () => {
    expectRejected(
      rollAt(scenario(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1']),
      { type: 'spendClue', dice: [0] },
      'NO_CLUES',
    )
  })

  it('rejects with DIE_NOT_AVAILABLE an empty or foreign subset', () => {
    const s = edit(rollAt(scenario(), 'egyptian-wing', ['I1', 'L', 'P', 'L', 'L', 'I1']), (d) => {
      ;(d.players[0] as { clues: number }).clues = 1
    })
    expectRejected(s, { type: 'spendClue', dice: [] }, 'DIE_NOT_AVAILABLE')
    expectRejected(s, { type: 'spendClue', dice: [7] }, 'DIE_NOT_AVAILABLE')
  })
})
