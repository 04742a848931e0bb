// Issue 31: every adventure carries an engraved plate behind its task rows: drawn before the rows (so they print
// over it), faint, and inside the task area between the info strip and the foot.
import { describe, expect, it } from 'vitest'
import { createRecordingContext } from '../dice/recordingContext.ts'
import { inkOutside } from './engraving/inkedBounds.ts'
import { catalogFor } from '../../../src/engine/index.ts'
import { CONTENT_SETS } from '../../../src/content/contentSets.ts'
import { PX_PER_CM } from '../../../src/scene/cards/cardCanvas.ts'
import { drawAdventureFace, py } from '../../../src/scene/cards/drawAdventureFace.ts'
import { FOOT, INFO_STRIP } from '../../../src/scene/layout/cardFrame.ts'

/** Where the plate's calls start and end: its save() and the matching restore(). */
function plateSpan(log: readonly string[]): [number, number] {
  const alpha = log.findIndex((c) => c.startsWith('globalAlpha=0.65'))
  const start = log.lastIndexOf('save()', alpha)
  let depth = 0
  for (let i = start; i < log.length; i++) {
    if (log[i] === 'save()') depth++
    if (log[i] === 'restore()' && --depth === 0) return [start, i]
  }
  return [start, -1]
}

describe('drawAdventureFace', () => {
  it.each(Object.keys(CONTENT_SETS))('lays a plate under the rows of every %s adventure', (set) => {
    const cat = catalogFor(set)
    const area = { x: 0, y: py(INFO_STRIP.bottom), w: 7 * PX_PER_CM, h: py(FOOT.top) - py(INFO_STRIP.bottom) }
    for (const card of [...cat.content.adventures, ...cat.content.otherWorlds]) {
      const { ctx, log } = createRecordingContext(7 * PX_PER_CM, 12 * PX_PER_CM)
      drawAdventureFace(ctx, card, cat.adventureTasks(card.id))
      const [start, end] = plateSpan(log)
      expect(end - start, card.id).toBeGreaterThan(50)
      expect(inkOutside(log.slice(start, end + 1), area), card.id).toEqual([])
      expect(log.indexOf('fillStyle=#f6eed8'), card.id).toBeGreaterThan(end)
    }
  })
})
