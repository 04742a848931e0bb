// Issue 41, item 7: a plaque's strip strikes a completed row through, as the card stamps it; the others stay bare.
import { describe, expect, it } from 'vitest'
import { catalogFor } from '../../../src/engine/index.ts'
import { drawTaskStrip } from '../../../src/scene/plaques/drawTaskStrip.ts'
import { createRecordingContext } from '../dice/recordingContext.ts'

const cat = catalogFor('original')

describe('drawTaskStrip', () => {
  const card = cat.content.adventures.find((a) => cat.adventureTasks(a.id).tasks.length >= 2)!
  const tasks = cat.adventureTasks(card.id)
  const strikes = (done: readonly number[]) => {
    const { ctx, log } = createRecordingContext(600, 60)
    drawTaskStrip(ctx, tasks, 50, done)
    return log.filter((c) => c === 'strokeStyle=#2f7a3d').length
  }

  it('strikes through each completed row once, and no other', () => {
    expect(strikes([])).toBe(0)
    expect(strikes([0])).toBe(1)
    expect(strikes([0, 1])).toBe(2)
  })
})
