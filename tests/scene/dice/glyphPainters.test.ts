import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createRecordingContext } from './recordingContext.ts'
import type { DieColor, Face } from '../../../src/engine/dice.ts'
import type { DmdFace, PipFace } from '../../../src/physics/index.ts'
import {
  MARK_CORNERS_WITH_AIDS,
  drawColourLetter,
  drawGlyph,
  drawKindMarks,
} from '../../../src/scene/dice/drawGlyph.ts'
import { drawDmdGlyph, drawDmdKindMarks, drawPips } from '../../../src/scene/dice/drawCompanionGlyph.ts'

// Each painter's calls on a 256-pixel canvas, as a count and the start of a SHA-256 of the log. The table was taken
// from the painters as they stood before they shared glyphShapes.ts, so it proves every face still paints exactly
// what it did. A deliberate change to a glyph changes its row: take the new numbers from the failure.
const SIZE = 256
const INK = '#123'

function paint(draw: (ctx: CanvasRenderingContext2D) => void): { calls: number; hash: string; log: string[] } {
  const { ctx, log } = createRecordingContext(SIZE)
  draw(ctx)
  return { calls: log.length, hash: createHash('sha256').update(log.join('\n')).digest('hex').slice(0, 16), log }
}

const paints = (log: readonly string[]) => log.some((call) => /^(fill|stroke|fillRect|fillText)\(/.test(call))

describe('drawGlyph', () => {
  it.each<[Face, number, string]>([
    ['I1', 19, '397ef54ce07bb33e'],
    ['I2', 22, '998b4fd260ca8292'],
    ['I3', 25, '8fe81624be4dddeb'],
    ['I4', 28, 'e23a7d17f33d0f2b'],
    ['L', 33, '1250a8aa556d8305'],
    ['P', 38, '09cff6049e7c6730'],
    ['T', 128, '5ac0ea199f43d4dc'],
    ['W', 31, '452a7a85f44f0f93'],
  ])('paints face %s as before', (face, calls, hash) => {
    const drawn = paint((ctx) => drawGlyph(ctx, face, INK, SIZE))
    expect(paints(drawn.log)).toBe(true)
    expect({ calls: drawn.calls, hash: drawn.hash }).toEqual({ calls, hash })
  })
})

describe('drawColourLetter and drawKindMarks', () => {
  it.each<[DieColor, string, string, string]>([
    ['green', 'f4c1a68da703d4f3', '6f6c07e1051380f8', '6f6c07e1051380f8'],
    ['yellow', '746f9ba0fc4aa4db', 'e5614e7b2a7b08e5', 'ee833e37557f9103'],
    ['red', '2829f5f0370763fb', 'e0259fcf548f7821', '7de1e62593cfff87'],
  ])('paints the %s letter and corner marks as before', (color, letter, marks, marksWithAids) => {
    expect(paint((ctx) => drawColourLetter(ctx, color, INK, SIZE)).hash).toBe(letter)
    expect(paint((ctx) => drawKindMarks(ctx, color, INK, SIZE)).hash).toBe(marks)
    expect(paint((ctx) => drawKindMarks(ctx, color, INK, SIZE, MARK_CORNERS_WITH_AIDS)).hash).toBe(marksWithAids)
  })
})

describe('drawPips', () => {
  it.each<[PipFace, number, string]>([
    ['1', 7, '37f4fe67031df75e'],
    ['2', 10, 'd0141ab4cee014a8'],
    ['3', 13, '1d7a2759476d5180'],
    ['4', 16, 'd1998aa789dd6908'],
    ['5', 19, '42f8dfc4c2d84f1b'],
    ['6', 22, 'c23a9137ec681eaa'],
  ])('paints %s pips as before', (face, calls, hash) => {
    const drawn = paint((ctx) => drawPips(ctx, face, INK, SIZE))
    expect(drawn.log.filter((call) => call.startsWith('fill(')).length).toBe(Number(face))
    expect({ calls: drawn.calls, hash: drawn.hash }).toEqual({ calls, hash })
  })
})

describe('drawDmdGlyph', () => {
  it.each<[DmdFace, number, string]>([
    ['success', 44, 'a5592a107fc2e4d5'],
    ['successTentacle', 177, '6e8aa95ca2b4d072'],
    ['tentacle', 132, '1aa5b30a75adcd32'],
    ['elderSign', 96, 'f018b98ba85d5485'],
    ['successElderSign', 141, '73ec899b5ad01fd8'],
    ['blank', 7, 'ddd5300e0925b02b'],
  ])('paints face %s as before', (face, calls, hash) => {
    const drawn = paint((ctx) => drawDmdGlyph(ctx, face, INK, SIZE))
    expect(paints(drawn.log)).toBe(face !== 'blank')
    expect({ calls: drawn.calls, hash: drawn.hash }).toEqual({ calls, hash })
  })

  it.each<['dmd-black' | 'dmd-green', number, string]>([
    ['dmd-black', 35, 'dc26cbb23ca8fbec'],
    ['dmd-green', 19, 'a7e6de01deca1da3'],
  ])('paints the %s corner marks as before', (kind, calls, hash) => {
    const drawn = paint((ctx) => drawDmdKindMarks(ctx, kind, INK, SIZE))
    expect({ calls: drawn.calls, hash: drawn.hash }).toEqual({ calls, hash })
  })
})
