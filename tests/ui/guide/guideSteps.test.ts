import { describe, expect, it } from 'vitest'
import { applyAction, createGame, legalActions, type GameEvent, type GameState } from '../../../src/engine/index.ts'
import { GUIDE_FIRST_CARD, GUIDE_SETUP } from '../../../src/ui/guide/guideSetup.ts'
import { GUIDE_NOTES, currentNote, type GuideNote } from '../../../src/ui/guide/guideSteps.ts'
import { noteText } from '../../../src/ui/guide/guideText.ts'
import { plainAction } from '../../../scripts/findGuideSeed.ts'

/** Plays the guide's game along its plain path, acknowledging told notes, and lists the notes shown in turn. */
function walk(): { shown: GuideNote[]; state: GameState; acknowledged: Set<GuideNote> } {
  let state = createGame(GUIDE_SETUP)
  const events: GameEvent[] = []
  const acknowledged = new Set<GuideNote>()
  const shown: GuideNote[] = []
  for (let i = 0; i < 300; i++) {
    const note = currentNote({ events, state, legal: legalActions(state), acknowledged })
    if (note !== null && shown[shown.length - 1] !== note) shown.push(note)
    if (note === 'clock' || note === 'midnight') {
      acknowledged.add(note)
      if (note === 'midnight') break
      continue
    }
    const action = plainAction(state, GUIDE_FIRST_CARD)
    if (!action) break
    const result = applyAction(state, action)
    if (!result.ok) throw new Error(result.violation.message)
    state = result.state
    events.push(...result.events)
  }
  return { shown, state, acknowledged }
}

describe('currentNote', () => {
  it('walks the guide’s game through every note, in order, driven by the engine alone', () => {
    const { shown, state, acknowledged } = walk()
    expect(shown).toEqual([...GUIDE_NOTES])
    expect(state.day).toBeGreaterThan(0)
    expect(currentNote({ events: [], state, legal: legalActions(state), acknowledged })).toBeNull()
  })

  it('shows the move note at the start, and nothing once the game is over', () => {
    const state = createGame(GUIDE_SETUP)
    const ctx = { events: [], state, legal: legalActions(state), acknowledged: new Set<GuideNote>() }
    expect(currentNote(ctx)).toBe('move')
    expect(currentNote({ ...ctx, state: { ...state, status: 'lost' } as GameState })).toBeNull()
  })

  it('says the key of the suggested adventure, or how to find one', () => {
    expect(noteText('move', { cardName: 'The Lecture Theatre', place: 1 }).lines.join(' ')).toContain(
      '[1] for The Lecture Theatre',
    )
    expect(noteText('move', { cardName: 'x', place: null }).lines.join(' ')).toContain('[1] to [6]')
  })
})
