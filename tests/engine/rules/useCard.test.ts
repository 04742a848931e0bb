// Revised rulebook, "Items", "Adding Dice to the Dice Pool", "Regaining Sanity and Stamina", "Allies",
// "Defeating Monsters with Items and Spells", "Investigator Abilities".
import { describe, expect, it } from 'vitest'
import { edit, expectRejected, play, roll, scenario } from '../support/scenario.ts'

describe('useCard', () => {
  it('accepts an item adding the yellow die; the item goes to the bottom of its deck', () => {
    let s = edit(scenario(), (d) => {
      d.players[0]?.items.push('brass-lantern')
    })
    s = play(
      s,
      { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } },
      { type: 'useCard', cardId: 'brass-lantern' },
    ).state
    expect(s.dice[6]?.at.kind).toBe('pool')
    expect(s.players[0]?.items).toEqual([])
    expect(s.decks.common.at(-1)).toBe('brass-lantern')
  })

  it('accepts healing up to the maximum only', () => {
    const s = edit(scenario(), (d) => {
      d.players[0]?.items.push('laudanum')
      ;(d.players[0] as { sanity: number }).sanity = 5
    })
    expect(play(s, { type: 'useCard', cardId: 'laudanum' }).state.players[0]?.sanity).toBe(6)
  })

  it('accepts defeating a monster with an item: its task is ignored and it is collected at the end of the phase', () => {
    let s = edit(scenario(), (d) => {
      d.players[0]?.items.push('star-stone')
      d.board[0]?.monsters.push({ monsterId: 'ghoul', row: -1, defeated: false })
      d.monsterCup = d.monsterCup.filter((m) => m !== 'ghoul')
    })
    s = play(
      s,
      { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } },
      { type: 'useCard', cardId: 'star-stone', target: { monsterId: 'ghoul' } },
    ).state
    expect(s.board[0]?.monsters[0]?.defeated).toBe(true)
    const { state } = play(s, { type: 'abandonAdventure' })
    expect(state.players[0]?.trophies.map((t) => t.id)).toContain('ghoul')
  })

  it('accepts an ally once per day, and rejects with ALREADY_USED a second time', () => {
    let s = edit(scenario(), (d) => {
      d.players[0]?.allies.push('night-porter')
    })
    s = play(s, { type: 'useCard', cardId: 'night-porter' }).state
    expect(s.players[0]?.clues).toBe(1)
    expect(s.players[0]?.allies).toEqual(['night-porter'])
    expectRejected(s, { type: 'useCard', cardId: 'night-porter' }, 'ALREADY_USED')
  })

  it('rejects with NOT_OWNED a card the player does not hold', () => {
    expectRejected(scenario(), { type: 'useCard', cardId: 'laudanum' }, 'NOT_OWNED')
  })

  it('rejects with BAD_TARGET a defeat without a monster in play', () => {
    const s = edit(scenario(), (d) => {
      d.players[0]?.items.push('star-stone')
    })
    expectRejected(s, { type: 'useCard', cardId: 'star-stone', target: { monsterId: 'ghoul' } }, 'BAD_TARGET')
  })

  it('rejects with DIE_NOT_AVAILABLE adding a locked die', () => {
    let s = edit(scenario(), (d) => {
      d.players[0]?.items.push('silver-key')
      d.locks.push({ id: 99, color: 'red', source: { kind: 'mythos' }, dieId: 7 })
      ;(d.dice[7] as { at: unknown }).at = { kind: 'locked', lockId: 99 }
    })
    s = play(s, { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state
    expectRejected(s, { type: 'useCard', cardId: 'silver-key' }, 'DIE_NOT_AVAILABLE')
  })
})

describe('useAbility', () => {
  it('accepts a once-per-roll reroll, and rejects with ALREADY_USED within the same roll (a reroll is part of it)', () => {
    let s = edit(scenario(), (d) => {
      d.turn.player = 1
    })
    s = play(s, { type: 'moveTo', to: { kind: 'card', cardId: 'egyptian-wing' } }).state
    s = roll(s, ['I1', 'L', 'P', 'L', 'L', 'I1'])
    s = play(s, { type: 'useAbility', target: { dice: [0] } }).state
    const rollId = s.phase.kind === 'resolution' ? s.phase.rollId : 0
    s = play(s, { type: 'reportRoll', rollId, faces: ['I3'] }).state
    expectRejected(s, { type: 'useAbility', target: { dice: [1] } }, 'ALREADY_USED')
    s = play(s, { type: 'failRoll' }, { type: 'discardDie', dieId: 5 }).state
    s = roll(s, ['I1', 'L', 'P', 'L', 'L'])
    expect(play(s, { type: 'useAbility', target: { dice: [1] } }).state.phase.kind).toBe('resolution')
  })

  it('accepts a once-per-day ability, and rejects with ALREADY_USED until midnight', () => {
    const s = play(scenario(), { type: 'useAbility' }).state
    expect(s.players[0]?.clues).toBe(1)
    expectRejected(s, { type: 'useAbility' }, 'ALREADY_USED')
  })
})
