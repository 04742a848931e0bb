// The terror states' canonical forms (src/engine/odds/terrorCanonical.ts): monsters seen going elsewhere whose kinds
// the dice left can no longer win with are kept together. The brute force checks the odds that follow
// (terror.test.ts); here, which states are merged.
import { describe, expect, it } from 'vitest'
import type { Task } from '../../../src/engine/card.ts'
import { parseOddsCard } from '../../../src/engine/odds/adventureOdds.ts'
import { printedRequirements } from '../../../src/engine/notation/canComplete.ts'
import type { MonsterKind } from '../../../src/engine/odds/arrivals.ts'
import { StateFrame } from '../../../src/engine/odds/frame.ts'
import { TERROR_SHIFT } from '../../../src/engine/odds/keys.ts'
import { canonicalTerror, DEAD_SLACK } from '../../../src/engine/odds/terrorCanonical.ts'
import { SEEN, terrorStates, type TerrorTuple } from '../../../src/engine/odds/terrorStates.ts'
import { choose, replace } from './arrivalHelpers.ts'

const kind = (task: string): MonsterKind => ({
  lock: 0,
  count: 1,
  task: printedRequirements(parseOddsCard(task).tasks[0] as Task),
  cost: [0, 0],
})

describe('canonicalTerror with monsters seen going elsewhere', () => {
  // The card '{3I}' (one die at the least, none once a monster may replace it), one monster per terror event: the
  // first may go on the card or elsewhere, the second must come. One monster drawn so far (seen elsewhere), so the
  // next event brings the one that must come: with `dice` in play, at most dice − 1 are left for its task.
  const kinds = [kind('T'), kind('P P'), kind('L L L')] // asking 1, 2 and 3 dice
  const ts = terrorStates(
    {
      monsters: [1],
      cup: [3, 0, 0, 0],
      endsAt: 0,
      idle: [0, 0, 0],
      arrivals: { kinds, at: [choose(0), replace(1)] },
    },
    Uint8Array.from([1, 0]),
    'revised',
  )
  const pooled = SEEN + kinds.length // kinds worth 0, no lock
  const stateOf = (seen: readonly number[]) =>
    ts.index([0, 1, 0, 0, 0, 0, 0, 0, ...seen] as unknown as TerrorTuple) << TERROR_SHIFT
  const canonical = (seen: readonly number[], dice: number) => {
    // Tasks 0 done, `dice` green dice in the pool, none on spells.
    const frame = new StateFrame()
    frame.green = dice
    const ex = canonicalTerror(ts, frame, stateOf(seen), dice)
    const t = [...ts.tuple(ex >>> TERROR_SHIFT)]
    while (t.length > SEEN && t.at(-1) === 0) t.pop() // one state, with or without trailing zeros
    return t
  }

  it('keeps every kind while each can still be won with', () => {
    expect(canonical([0, 1, 0], 4)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 1])
  })

  it('keeps together those whose task asks more than the dice left can give, and says from which slack', () => {
    // Past the kinds' entries: those worth 0 per lock colour, then one more than the slack they were merged at.
    const merged = (seen: readonly number[], worth0: number, slack: number) => {
      const t = [0, 1, 0, 0, 0, 0, 0, 0, ...seen, 0, 0, 0, 0, 0]
      t[pooled] = worth0
      t[pooled + DEAD_SLACK] = slack + 1
      return t
    }
    // Three dice: two left for the monster's task, so 'L L L' cannot be won with.
    expect(canonical([0, 0, 1], 3)).toEqual(merged([0, 0, 0], 1, 2))
    expect(canonical([0, 1, 0], 3)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 1])
    // Two dice: 'P P' neither; whichever of the two was seen, the state is one.
    expect(canonical([0, 1, 0], 2)).toEqual(merged([0, 0, 0], 1, 1))
    expect(canonical([0, 0, 1], 2)).toEqual(merged([0, 0, 0], 1, 1))
    expect(canonical([1, 0, 0], 2)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 1])
    // A state that kept a lower slack (a card before a monster changed it) keeps it: with four dice, 'P P' seen
    // since joins those worth 0 all the same.
    expect(canonical(merged([0, 1, 0], 1, 1).slice(SEEN), 4)).toEqual(merged([0, 0, 0], 2, 1))
  })

  it('forgets them all once no kind can be won with', () => {
    expect(canonical([1, 0, 0], 1)).toEqual([0, 1, 0, 0, 0, 0, 0, 0])
  })
})
