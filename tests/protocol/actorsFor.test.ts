// Who may propose an action now (src/protocol/actorsFor.ts), the one answer the server's NOT_YOUR_TURN and the
// page's disabled controls both use: the player a pending choice waits for; else the player whose turn it is, and
// for an assist the helper too; nobody once the game is over. Read on the states of a seeded three-player game.
import { describe, expect, it } from 'vitest'
import { legalActions, type Action, type GameState } from '../../src/engine/index.ts'
import { actorsFor } from '../../src/protocol/actorsFor.ts'
import { playSeeded } from './seededGame.ts'

// Seed 1, three investigators (found by the bot in Node): an assist is legal by action 80, a choice waits for an
// investigator whose turn it is not by action 271, and the game is lost at action 530.
const { states } = playSeeded({ seed: 1, investigators: 3 }, 600)

const find = (what: string, test: (s: GameState) => boolean): GameState => {
  const found = states.find(test)
  if (!found) throw new Error(`seed 1 should reach ${what}`)
  return found
}
const free = (s: GameState) => s.status === 'playing' && s.pendingChoices.length === 0
const assist = (helper: number): Action => ({ type: 'assist', helper, dieId: 0 })

describe('actorsFor', () => {
  it('names the player whose turn it is, whoever that is, for every action legal then', () => {
    const turns = new Set<number>()
    for (const s of states.filter(free).slice(0, 200)) {
      turns.add(s.turn.player)
      for (const action of legalActions(s))
        if (action.type !== 'assist') expect(actorsFor(s, action)).toEqual([s.turn.player])
    }
    expect([...turns].sort()).toEqual([0, 1, 2])
  })

  it('names the helper beside the player whose turn it is for an assist, and one player when they are the same', () => {
    const s = find('a legal assist', (x) => free(x) && legalActions(x).some((a) => a.type === 'assist'))
    const offered = legalActions(s).find((a): a is Extract<Action, { type: 'assist' }> => a.type === 'assist')!
    expect(offered.helper).not.toBe(s.turn.player)
    expect(actorsFor(s, offered)).toEqual([s.turn.player, offered.helper])
    const other = [0, 1, 2].find((p) => p !== s.turn.player && p !== offered.helper)!
    expect(actorsFor(s, assist(other))).toEqual([s.turn.player, other])
    expect(actorsFor(s, assist(s.turn.player))).toEqual([s.turn.player])
  })

  it('names only the player a pending choice waits for, even when it is not their turn and for any action', () => {
    const s = find('a choice for another', (x) => (x.pendingChoices[0]?.player ?? x.turn.player) !== x.turn.player)
    const chooser = s.pendingChoices[0]!.player
    for (const action of [...legalActions(s), assist(s.turn.player), { type: 'rollDice' } as Action])
      expect(actorsFor(s, action)).toEqual([chooser])
  })

  it('names nobody once the game is over', () => {
    const last = states[states.length - 1]!
    expect(last.status).not.toBe('playing')
    for (const action of [...legalActions(states[0]!), assist(1)]) expect(actorsFor(last, action)).toEqual([])
  })
})
