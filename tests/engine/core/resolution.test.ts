// Revised rulebook, "Defeating Monsters with Items and Spells": "After either resolving or failing the adventure,
// the player collects the defeated monster marker at the end of his Resolution phase."
import { describe, expect, it } from 'vitest'
import { edit, play, roll, scenario } from '../support/scenario.ts'

/** Player 0 holds a defeating item; the Mi-Go (locks a green die) sits on the Loading Dock's monster task. */
function miGoOnTheLoadingDock() {
  return edit(scenario(), (d) => {
    d.players[0]?.items.push('star-stone')
    d.board.find((b) => b.cardId === 'loading-dock')?.monsters.push({ monsterId: 'mi-go', row: 0, defeated: false })
    d.monsterCup = d.monsterCup.filter((m) => m !== 'mi-go')
    d.locks.push({ id: 40, color: 'green', source: { kind: 'monster', monsterId: 'mi-go' }, dieId: 5 })
    ;(d.dice[5] as { at: unknown }).at = { kind: 'locked', lockId: 40 }
  })
}

describe('collecting a monster defeated away from the adventure', () => {
  it('collects the defeated monster marker at the end of the Resolution phase after resolving the adventure', () => {
    let s = play(
      miGoOnTheLoadingDock(),
      { type: 'moveTo', to: { kind: 'card', cardId: 'map-room' } },
      { type: 'useCard', cardId: 'star-stone', target: { monsterId: 'mi-go' } },
    ).state
    expect(s.board.find((b) => b.cardId === 'loading-dock')?.monsters).toEqual([
      { monsterId: 'mi-go', row: 0, defeated: true },
    ])
    s = roll(s, ['I3', 'I3', 'L', 'L', 'L'])
    const { state, events } = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0, 1] })
    expect(events.map((e) => e.type)).toContain('adventureResolved')
    expect(events).toContainEqual({ type: 'monsterDefeated', monsterId: 'mi-go' })
    expect(state.board.find((b) => b.cardId === 'loading-dock')?.monsters).toEqual([])
    expect(state.players[0]?.trophies.map((t) => t.id)).toEqual(['map-room', 'mi-go'])
    expect(state.locks.some((l) => l.source.kind === 'monster')).toBe(false)
    expect(state.dice[5]?.at.kind).toBe('idle')
  })

  it('collects the defeated monster marker at the end of the Resolution phase after failing the adventure', () => {
    const s = play(
      miGoOnTheLoadingDock(),
      { type: 'moveTo', to: { kind: 'card', cardId: 'map-room' } },
      { type: 'useCard', cardId: 'star-stone', target: { monsterId: 'mi-go' } },
    ).state
    const { state } = play(s, { type: 'abandonAdventure' })
    expect(state.board.find((b) => b.cardId === 'loading-dock')?.monsters).toEqual([])
    expect(state.players[0]?.trophies.map((t) => t.id)).toEqual(['mi-go'])
    expect(state.dice[5]?.at.kind).toBe('idle')
  })

  it('leaves nothing for the next player who resolves the card the monster was on', () => {
    let s = play(
      miGoOnTheLoadingDock(),
      { type: 'moveTo', to: { kind: 'card', cardId: 'map-room' } },
      { type: 'useCard', cardId: 'star-stone', target: { monsterId: 'mi-go' } },
    ).state
    s = roll(s, ['I3', 'I3', 'L', 'L', 'L'])
    s = play(s, { type: 'completeTask', taskId: 'row:0', dice: [0, 1] }).state
    expect(s.turn.player).toBe(1)
    expect(s.players[1]?.trophies).toEqual([])
    expect(s.board.flatMap((b) => b.monsters)).toEqual([])
  })
})
