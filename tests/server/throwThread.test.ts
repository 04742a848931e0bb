// The game server plays hands' throws out on a worker thread (src/server/throwThread.ts): the same faces and settle
// time as the tray run here, a request that breaks is refused with its reason while the thread goes on, and a thread
// that was stopped is started again by the next throw.
import { afterAll, describe, expect, it } from 'vitest'
import { chooseAction } from '../../src/engine/bot/index.ts'
import { applyAction, createGame, type GameState } from '../../src/engine/index.ts'
import { pendingRoll, throwOnTable, type TableThrow } from '../../src/physics/tableRoll.ts'
import { throwSpecOf } from '../../src/physics/throwSpec.ts'
import { createThrowThread } from '../../src/server/throwThread.ts'

/** A seeded one-investigator game played by the bot until a roll is pending. */
function atRoll(seed: number): GameState {
  let state = createGame({ seed, investigators: 1, content: 'starter' })
  for (let i = 0; i < 200 && pendingRoll(state) === null; i++) {
    const next = applyAction(state, chooseAction(state))
    if (!next.ok) throw new Error(next.violation.message)
    state = next.state
  }
  if (!pendingRoll(state)) throw new Error('test: no roll came')
  return state
}

const thread = createThrowThread()
afterAll(() => thread.close())

describe('the throw thread', () => {
  it('settles a throw on the faces, and in the time, the tray here does', async () => {
    for (const [seed, chance] of [
      [3, 0],
      [31, 0x9e3779b9],
    ] as const) {
      const state = atRoll(seed)
      const spec = throwSpecOf([6, -10, -38], [-2, 0, 6])
      const [there, here] = await Promise.all([
        thread.play(state, seed, spec, chance),
        throwOnTable(state, seed, spec, chance),
      ])
      expect(there).not.toBeNull()
      expect(there).toEqual(here)
    }
  })

  it("turns a throw by the table's chance: the game's seed and a flick alone do not decide the faces", async () => {
    const state = atRoll(3)
    const spec = throwSpecOf([6, -10, -38], [-2, 0, 6])
    const landings = new Set<string>()
    for (const chance of [0, 1, 2, 3, 0xdeadbeef, 0x12345678, 0x80000000, 0xffffffff]) {
      const thrown = await throwOnTable(state, 3, spec, chance)
      landings.add(JSON.stringify(thrown!.rest))
    }
    expect(landings.size).toBe(8)
  })

  it('lays the dice a reroll leaves alone where the last throw left them, as every screen has them', async () => {
    const state = atRoll(3)
    const spec = throwSpecOf([6, -10, -38], [-2, 0, 6])
    const first = (await throwOnTable(state, 3, spec, 7))!
    // A reroll of the roll's first die: the others keep the faces they landed on.
    const [rerolled, ...kept] = first.dice
    const reroll = structuredClone(state) as GameState & { phase: { pendingDice: number[]; rollId: number } }
    reroll.phase.pendingDice = [rerolled!]
    reroll.phase.rollId += 1
    first.dice.forEach((id, i) => ((reroll.dice[id] as { face: unknown }).face = i === 0 ? null : first.faces[i]))
    const [there, here] = await Promise.all([
      thread.play(reroll, 3, spec, 8, first.rest),
      throwOnTable(reroll, 3, spec, 8, first.rest),
    ])
    expect(there).toEqual(here)
    // Laid where they were (a quaternion passed through Rapier is normalised again: within 1e-6).
    const pose = (t: TableThrow, id: number) => {
      const r = t.rest.find((d) => d.id === id)!
      return [...r.position, ...r.quaternion]
    }
    const apart = (a: TableThrow, b: TableThrow) =>
      Math.max(...kept.flatMap((id) => pose(a, id).map((v, i) => Math.abs(v - pose(b, id)[i]!))))
    expect(apart(there!, first)).toBeLessThan(1e-6)
    // Without them, the fresh tray lays those dice elsewhere.
    expect(apart((await throwOnTable(reroll, 3, spec, 8))!, first)).toBeGreaterThan(0.1)
  })

  it('refuses a request it cannot play with the reason, and plays the next', async () => {
    const state = atRoll(3)
    const broken = { ...state, dice: undefined } as unknown as GameState
    await expect(thread.play(broken, 3, null, 0)).rejects.toThrow(/dice|undefined/)
    expect(await thread.play(state, 3, null, 5)).toEqual(await throwOnTable(state, 3, null, 5))
  })

  it('starts again after it was stopped', async () => {
    const state = atRoll(31)
    await thread.close()
    expect(await thread.play(state, 31, null, 0)).toEqual(await throwOnTable(state, 31, null))
  })
})
