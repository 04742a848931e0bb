// Issue 11, "Done when", at the engine's level (issue 30 moved the whole game here from the browser): a whole seeded
// game played to its end with the hands' decisions for every roll (a flick) and every assignment of dice (dragged
// onto a task's row, onto the discard spot to fail and discard), each drop decided by `dropPlan` and dispatched the
// way <DiceHands> does. The browser plays the same policy's first steps with the real mouse and compares its record
// with this one (tests/e2e/hands-game.spec.ts).
import { describe, expect, it } from 'vitest'
import { playHandsGame, type Gesture } from './handsPolicy.ts'

describe('a whole seeded game by the hands’ gestures (seed 164, one investigator)', () => {
  it('ends, every roll flicked and every task dragged; each discard drag fails the roll or discards a die', () => {
    const { steps, state, record } = playHandsGame()
    expect(state.status).not.toBe('playing')
    const count = (g: Gesture) => steps.filter((s) => s === g).length
    // Every roll came from a flick and every assignment from a drag: none of those actions came another way.
    const rolls = record.filter((a) => a.type === 'rollDice').length
    const tasks = record.filter((a) => a.type === 'completeTask').length
    expect(count('flick')).toBe(rolls)
    expect(count('drag:task')).toBe(tasks)
    expect(tasks).toBeGreaterThan(0)
    // A die dropped on the discard spot fails the roll and discards it (with no die left to discard, the fail
    // alone): every discard came from a drag, and each drag gave the engine at least one of the two.
    const discards = count('drag:discard')
    const discarded = record.filter((a) => a.type === 'discardDie').length
    const failed = record.filter((a) => a.type === 'failRoll').length
    expect(discards).toBeGreaterThan(0)
    expect(discarded).toBeLessThanOrEqual(discards)
    expect(failed).toBeLessThanOrEqual(discards + count('click:fail'))
    expect(discarded + failed).toBeGreaterThanOrEqual(discards)
  })

  it('meets a flick, a discard drag and a task drag within its first five steps (what the browser plays)', () => {
    const { steps, record, counts } = playHandsGame(5)
    expect(steps).toEqual(['click:moveTo', 'flick', 'drag:discard', 'flick', 'drag:task'])
    // the discard drag fails the roll and discards the die: two actions from one drop
    expect(record.slice(counts[1], counts[2]).map((a) => a.type)).toEqual(['failRoll', 'discardDie'])
  })
})
