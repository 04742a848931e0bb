// Issue 41: on a touch screen the guide's notes name taps and drags, never a key.
import { describe, expect, it } from 'vitest'
import { GUIDE_NOTES } from '../../../src/ui/guide/guideSteps.ts'
import { noteText } from '../../../src/ui/guide/guideText.ts'

const WORDS = { cardName: 'The Lecture Theatre', place: 1 }

describe('noteText', () => {
  it.each(GUIDE_NOTES)('names no key on a touch screen (%s)', (note) => {
    const lines = noteText(note, { ...WORDS, touch: true }).lines
    expect(lines.filter((line) => /\[[^\]]+\]/.test(line))).toEqual([])
  })

  it('names the keys with a keyboard', () => {
    expect(noteText('roll', WORDS).lines.join(' ')).toContain('[Space]')
    expect(noteText('move', WORDS).lines.join(' ')).toContain('[1]')
  })
})
