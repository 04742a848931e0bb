import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createRecordingContext } from '../../dice/recordingContext.ts'
import { inkOutside } from './inkedBounds.ts'
import { SUBJECTS, adventureVignette, type Vignette } from '../../../../src/scene/cards/engraving/chooseVignette.ts'
import { drawVignette } from '../../../../src/scene/cards/engraving/drawVignette.ts'
import { createRng, hatch } from '../../../../src/scene/cards/engraving/engraveKit.ts'
import { catalogFor } from '../../../../src/engine/index.ts'

const BOX = { x: 40, y: 60, w: 440, h: 400 }

function paint(v: Vignette, box = BOX, strength = 1) {
  const { ctx, log } = createRecordingContext(520, 520)
  drawVignette(ctx, box, v, strength)
  return { log, hash: createHash('sha256').update(log.join('\n')).digest('hex').slice(0, 16) }
}

const vignette = (subject: Vignette['subject'], seed: number): Vignette => ({
  subject,
  seed,
  ink: '#123',
  studs: 2,
  creeping: seed % 2 === 0,
})

describe('createRng', () => {
  it('gives the same numbers for the same seed and others for another', () => {
    const a = createRng(7)
    const b = createRng(7)
    const c = createRng(8)
    const first = [a(), a(), a()]
    expect([b(), b(), b()]).toEqual(first)
    expect([c(), c(), c()]).not.toEqual(first)
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true)
  })
})

describe('hatch', () => {
  it.each([0, Math.PI / 4, -Math.PI / 4, Math.PI / 2, 1])('keeps its lines inside the box at angle %f', (angle) => {
    const { ctx, log } = createRecordingContext(200)
    hatch(ctx, { x: 20, y: 30, w: 100, h: 60 }, angle, 5)
    expect(log.filter((c) => c.startsWith('lineTo')).length).toBeGreaterThan(5)
    expect(inkOutside(log, { x: 20, y: 30, w: 100, h: 60 }, 0.01)).toEqual([])
  })
})

describe('drawVignette', () => {
  it.each(SUBJECTS)('draws %s the same way for the same seed, inside its box', (subject) => {
    for (const seed of [1, 2, 99, 123456]) {
      const once = paint(vignette(subject, seed))
      expect(paint(vignette(subject, seed)).hash).toBe(once.hash)
      expect(inkOutside(once.log, BOX)).toEqual([])
      expect(once.log.filter((c) => c === 'stroke()').length).toBeGreaterThan(5)
      expect(once.log.filter((c) => c === 'save()').length).toBe(once.log.filter((c) => c === 'restore()').length)
    }
  })

  it.each(SUBJECTS)('varies %s with the seed', (subject) => {
    const hashes = new Set([1, 2, 3, 4, 5].map((seed) => paint(vignette(subject, seed)).hash))
    expect(hashes.size).toBeGreaterThan(1)
  })

  it('is caught by the bounds check when drawn in a box larger than the one checked', () => {
    const inner = { x: BOX.x + 30, y: BOX.y + 30, w: BOX.w - 60, h: BOX.h - 60 }
    expect(inkOutside(paint(vignette('urn', 1)).log, inner).length).toBeGreaterThan(0)
  })

  it('stays inside a small or a wide box too', () => {
    for (const box of [
      { x: 10, y: 10, w: 150, h: 150 },
      { x: 5, y: 300, w: 446, h: 270 },
    ])
      for (const subject of SUBJECTS) expect(inkOutside(paint(vignette(subject, 5), box).log, box), subject).toEqual([])
  })

  it('inks at the strength asked for and sets it back', () => {
    const { log } = paint(vignette('urn', 1), BOX, 0.5)
    expect(log[0]).toBe('save()')
    expect(log).toContain('globalAlpha=0.5')
    expect(log[log.length - 1]).toBe('restore()')
  })

  it('draws a different picture for every adventure and other world of the original set', () => {
    const cat = catalogFor('original')
    const cards = [...cat.content.adventures, ...cat.content.otherWorlds]
    const hashes = new Set(cards.map((card) => paint(adventureVignette(card)).hash))
    expect(hashes.size).toBe(cards.length)
  })
})
