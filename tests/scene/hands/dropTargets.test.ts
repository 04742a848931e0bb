// The hands decide nothing themselves: every glow and every drop follows the engine's canAssign / checkAction.
import { describe, expect, it } from 'vitest'
import { canAssign, checkAction, openTasks, type GameState } from '../../../src/engine/index.ts'
import {
  canPickUp,
  dropPlan,
  glowingTasks,
  nearestTarget,
  pruneStaged,
  targetKey,
  unstage,
  type Staged,
} from '../../../src/scene/hands/dropTargets.ts'
import { SETUPS, seededStates } from '../../ui/hud/seededStates.ts'

/** States after a roll, with dice to pick up. */
function rolledStates(): GameState[] {
  return SETUPS.flatMap((setup) => seededStates(setup, 300)).filter(
    (s) => s.phase.kind === 'resolution' && s.phase.stage === 'rolled' && s.pendingChoices.length === 0,
  )
}

const pickable = (s: GameState) => s.dice.filter((d) => canPickUp(s, d.id)).map((d) => d.id)

describe('glowingTasks', () => {
  const states = rolledStates()

  it('finds enough rolled states to mean something', () => {
    expect(states.length).toBeGreaterThan(40)
  })

  it('glows exactly the open tasks canAssign allows for the held die (with what is staged)', () => {
    let glowed = 0
    for (const s of states) {
      for (const die of pickable(s)) {
        const expected = openTasks(s)
          .tasks.map((t) => t.id)
          .filter((t) => canAssign(s, t, [die]))
        const got = glowingTasks(s, die, {})
        expect(got).toEqual(expected)
        glowed += got.length
      }
    }
    expect(glowed).toBeGreaterThan(20)
  })

  it('counts the dice already staged on a row', () => {
    for (const s of states) {
      const [a, b] = pickable(s)
      if (a === undefined || b === undefined) continue
      for (const t of openTasks(s).tasks)
        expect(glowingTasks(s, b, { [t.id]: [a] }).includes(t.id)).toBe(canAssign(s, t.id, [a, b]))
    }
  })
})

describe('dropPlan', () => {
  const states = rolledStates()

  it('completes a task when checkAction accepts the staged dice with the held one', () => {
    let completed = 0
    for (const s of states) {
      for (const die of pickable(s)) {
        for (const t of openTasks(s).tasks) {
          const plan = dropPlan(s, die, { kind: 'task', taskId: t.id }, {})
          const accepted = checkAction(s, { type: 'completeTask', taskId: t.id, dice: [die] }) === null
          if (accepted) {
            completed++
            expect(plan).toEqual({
              kind: 'dispatch',
              actions: [{ type: 'completeTask', taskId: t.id, dice: [die] }],
              staged: {},
            })
          } else if (canAssign(s, t.id, [die])) {
            expect(plan).toEqual({ kind: 'stage', staged: { [t.id]: [die] } })
          } else {
            const reason = checkAction(s, { type: 'completeTask', taskId: t.id, dice: [die] })
            expect(plan).toEqual({ kind: 'refuse', message: reason?.message, staged: {} })
          }
        }
      }
    }
    expect(completed).toBeGreaterThan(0)
  })

  it('refuses with the engine’s sentence and keeps the staging as it was', () => {
    const s = states.find((x) => pickable(x).some((d) => openTasks(x).tasks.some((t) => !canAssign(x, t.id, [d]))))
    if (!s) throw new Error('no state with a refusing row')
    const die = pickable(s).find((d) => openTasks(s).tasks.some((t) => !canAssign(s, t.id, [d])))!
    const task = openTasks(s).tasks.find((t) => !canAssign(s, t.id, [die]))!
    const staged: Staged = { other: [99] }
    const plan = dropPlan(s, die, { kind: 'task', taskId: task.id }, staged)
    expect(plan.kind).toBe('refuse')
    if (plan.kind !== 'refuse') return
    expect(plan.message).toBe(checkAction(s, { type: 'completeTask', taskId: task.id, dice: [die] })?.message)
    expect(plan.staged).toBe(staged)
  })

  it('moves a staged die to another row rather than leaving it on both', () => {
    const s = states.find((x) => pickable(x).length > 0)!
    const die = pickable(s)[0]!
    const plan = dropPlan(s, die, { kind: 'tray' }, { 'row:0': [die] })
    expect(plan).toEqual({ kind: 'return', staged: {} })
  })

  it('fails the roll and discards the die when dropped on the discard spot after a roll', () => {
    const s = states.find((x) => checkAction(x, { type: 'failRoll' }) === null && pickable(x).length > 0)!
    const die = s.dice.find((d) => d.at.kind === 'pool' && d.face !== null)!.id
    expect(dropPlan(s, die, { kind: 'discard' }, {})).toEqual({
      kind: 'dispatch',
      actions: [{ type: 'failRoll' }, { type: 'discardDie', dieId: die }],
      staged: {},
    })
  })

  it('focuses through the engine: the plan is the focusDie action or the engine’s refusal', () => {
    for (const s of states.slice(0, 30)) {
      for (const die of pickable(s)) {
        const plan = dropPlan(s, die, { kind: 'marker' }, {})
        const reason = checkAction(s, { type: 'focusDie', dieId: die })
        if (reason) expect(plan).toEqual({ kind: 'refuse', message: reason.message, staged: {} })
        else expect(plan).toEqual({ kind: 'dispatch', actions: [{ type: 'focusDie', dieId: die }], staged: {} })
      }
    }
  })
})

describe('staging', () => {
  it('unstage takes a die off every row and drops empty rows', () => {
    expect(unstage({ a: [1, 2], b: [3] }, 3)).toEqual({ a: [1, 2] })
    expect(unstage({ a: [1, 2] }, 1)).toEqual({ a: [2] })
  })

  it('pruneStaged keeps only the rows canAssign still allows', () => {
    const s = rolledStates().find((x) => pickable(x).length > 0)!
    const die = pickable(s)[0]!
    const fits = openTasks(s).tasks.filter((t) => canAssign(s, t.id, [die]))
    const staged: Staged = Object.fromEntries([...fits.map((t) => [t.id, [die]]), ['row:99', [die]]])
    expect(Object.keys(pruneStaged(s, staged)).sort()).toEqual(fits.map((t) => t.id).sort())
  })
})

describe('nearestTarget', () => {
  const points = [
    { key: 'task:row:0', x: 100, y: 100 },
    { key: 'task:row:1', x: 100, y: 140 },
    { key: 'tray', x: 400, y: 300 },
  ]
  it.each([
    [102, 104, 'task:row:0'],
    [100, 125, 'task:row:1'],
    [390, 310, 'tray'],
    [250, 200, null],
  ])('at (%d, %d) lands on %s', (x, y, key) => {
    expect(nearestTarget(points, x, y, 40)).toBe(key)
  })

  it('names targets by stable keys', () => {
    expect(targetKey({ kind: 'task', taskId: 'monster:m1' })).toBe('task:monster:m1')
    expect(targetKey({ kind: 'helper', player: 2 })).toBe('helper:2')
    expect(targetKey({ kind: 'spell', spellId: 's' })).toBe('spell:s')
    expect(targetKey({ kind: 'discard' })).toBe('discard')
  })
})
