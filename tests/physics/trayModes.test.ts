import { describe, expect, it } from 'vitest'
import { rerollDmdDie } from '../../src/companion/index.ts'
import type { TrayReport } from '../../src/scene/tray/createTrayController.ts'
import { dmdMix, reduceDmd, toDmdRoll, type DmdTrayState } from '../../src/state/tray/dmdTrayState.ts'
import { reducePip, type AhTrayState, type EhTrayState } from '../../src/state/tray/pipTrayState.ts'
import { EMPTY_HISTORY, HISTORY_LENGTH, recordRoll } from '../../src/state/tray/trayHistory.ts'
import { DMD_DEFAULTS, EH_DEFAULTS, AH_DEFAULTS } from '../../src/state/tray/companionSettings.ts'

// The tray modes' state is pure: React's StrictMode calls reducers twice and must get the same answer.

const throwOf = (rollId: number, faces: string[]): TrayReport => ({
  rollId,
  faces: faces.map((face, die) => ({ die, face: face as never })),
  cause: 'throw',
  moved: faces.map((_, die) => die),
})

describe('recordRoll (issue 11)', () => {
  const roll = (rollId: number) => ({ rollId, dice: [{ die: 0, color: 'green' as const, face: 'L' as const }] })

  it('moves the previous roll into the history once, however often it is called with the same state', () => {
    let state = recordRoll(EMPTY_HISTORY, roll(1))
    for (const n of [2, 3]) {
      const once = recordRoll(state, roll(n))
      expect(recordRoll(state, roll(n))).toEqual(once)
      state = once
    }
    expect(state.last?.rollId).toBe(3)
    expect(state.history.map((r) => r.rollId)).toEqual([2, 1])
  })

  it('ignores a second report of the roll already shown, and keeps the history short', () => {
    let state = recordRoll(EMPTY_HISTORY, roll(1))
    expect(recordRoll(state, roll(1))).toBe(state)
    for (let n = 2; n <= HISTORY_LENGTH + 4; n++) state = recordRoll(state, roll(n))
    expect(state.history).toHaveLength(HISTORY_LENGTH)
  })
})

describe('reduceDmd', () => {
  const start: DmdTrayState = { settings: { ...DMD_DEFAULTS, green: 1 }, roll: null, announcement: '', problem: null }

  it('reads a throw into the roll and announces faces, successes, elder signs and sanity lost', () => {
    const state = reduceDmd(start, {
      type: 'report',
      report: throwOf(1, ['success', 'tentacle', 'blank', 'elderSign']),
    })
    expect(state.roll?.dice.map((d) => [d.id, d.kind, d.face])).toEqual([
      [0, 'black', 'success'],
      [1, 'black', 'tentacle'],
      [2, 'black', 'blank'],
      [3, 'green', 'elderSign'],
    ])
    expect(state.announcement).toBe(
      'Roll 1: black success, black tentacle, black blank, green elder sign. 1 success, 1 elder sign, 1 sanity lost. Stress 0 of 3.',
    )
  })

  it('applies a reroll through the companion rules: one die changes and 1 stress is taken', () => {
    const rolled = reduceDmd(start, { type: 'report', report: throwOf(1, ['success', 'tentacle', 'blank', 'blank']) })
    const report: TrayReport = { ...throwOf(2, ['success', 'success', 'blank', 'blank']), cause: 'reroll', moved: [1] }
    const again = reduceDmd(rolled, { type: 'report', report })
    expect(again).toEqual(reduceDmd(rolled, { type: 'report', report }))
    expect(again.roll?.dice.map((d) => d.face)).toEqual(['success', 'success', 'blank', 'blank'])
    expect(again.settings.stressTaken).toBe(1)
    expect(toDmdRoll(again)?.stress).toBe(2)
    expect(again.announcement).toMatch(/^Roll 2 \(black 2 rerolled for 1 stress\): /)
    // A late report of the same roll changes nothing.
    expect(reduceDmd(again, { type: 'report', report })).toBe(again)
  })

  it('refuses a reroll with no stress left with the rules’ sentence, changing nothing else', () => {
    const full = { ...start, settings: { ...start.settings, stressTaken: 3 } }
    const rolled = reduceDmd(full, { type: 'report', report: throwOf(1, ['blank', 'blank', 'blank', 'blank']) })
    const report: TrayReport = { ...throwOf(2, ['success', 'blank', 'blank', 'blank']), cause: 'reroll', moved: [0] }
    const refused = reduceDmd(rolled, { type: 'report', report })
    const expected = rerollDmdDie(toDmdRoll(rolled)!, 0, 'success')
    expect(expected.ok).toBe(false)
    expect(refused).toEqual({ ...rolled, problem: expected.ok ? null : expected.error })
  })

  it('clears the roll when the number of bonus dice changes', () => {
    const rolled = reduceDmd(start, { type: 'report', report: throwOf(1, ['success', 'tentacle', 'blank', 'blank']) })
    expect(reduceDmd(rolled, { type: 'settings', settings: { ...rolled.settings, green: 2 } }).roll).toBeNull()
    expect(reduceDmd(rolled, { type: 'settings', settings: { ...rolled.settings, goal: 2 } }).roll).not.toBeNull()
    expect(dmdMix(2)).toEqual([0, 1, 2, 3, 4])
  })
})

describe('reducePip', () => {
  it('Eldritch Horror: a reroll spends focus first, then a clue when no focus is left', () => {
    const start: EhTrayState = {
      game: 'eh',
      settings: { ...EH_DEFAULTS, clues: 1, focus: 1, goal: 2 },
      payWith: 'focus',
      roll: null,
      announcement: '',
      problem: null,
    }
    let state = reducePip(start, { type: 'report', report: throwOf(1, ['1', '5', '2']) })
    expect(state.announcement).toBe('Roll 1: 1, 5, 2. 1 success of 2 needed: not passed. 1 clue and 1 focus left.')
    state = reducePip(state, {
      type: 'report',
      report: { ...throwOf(2, ['3', '5', '2']), cause: 'reroll', moved: [0] },
    })
    expect(state.settings).toMatchObject({ clues: 1, focus: 0 })
    state = reducePip(state, {
      type: 'report',
      report: { ...throwOf(3, ['3', '5', '6']), cause: 'reroll', moved: [2] },
    })
    expect(state.settings).toMatchObject({ clues: 0, focus: 0 })
    expect(state.roll?.dice.map((d) => d.pip)).toEqual([3, 5, 6])
    expect(state.announcement).toBe(
      'Roll 3 (die 3 rerolled for a clue): 3, 5, 6. 2 successes of 2 needed: passed. 0 clues and 0 focus left.',
    )
  })

  it('Arkham Horror: a clue adds a die to the roll; an added die with no clue left is refused', () => {
    const start: AhTrayState = {
      game: 'ah',
      settings: { ...AH_DEFAULTS, clues: 1, goal: 2 },
      roll: null,
      announcement: '',
      problem: null,
    }
    let state = reducePip(start, { type: 'report', report: throwOf(1, ['5', '1']) })
    state = reducePip(state, { type: 'report', report: { ...throwOf(2, ['5', '1', '6']), cause: 'add', moved: [2] } })
    expect(state.roll?.dice).toEqual([
      { id: 0, pip: 5 },
      { id: 1, pip: 1 },
      { id: 2, pip: 6 },
    ])
    expect(state.settings.clues).toBe(0)
    const refused = reducePip(state, {
      type: 'report',
      report: { ...throwOf(3, ['5', '1', '6', '6']), cause: 'add', moved: [3] },
    })
    expect(refused.roll).toEqual(state.roll)
    expect(refused.problem).toMatch(/clue/i)
  })
})
