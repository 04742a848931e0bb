import type { DieColor, Face } from '../../engine/dice.ts'

const LABELS: Readonly<Record<Face, string>> = {
  I1: '1 investigation',
  I2: '2 investigation',
  I3: '3 investigation',
  I4: '4 investigation',
  L: 'lore',
  P: 'peril',
  T: 'terror',
  W: 'wildcard',
}

/** A face in words, as a screen reader should say it ("3 investigation", "lore"). */
export function faceLabel(face: Face): string {
  return LABELS[face]
}

/** One die's result in words: "red wildcard". */
function dieResultLabel(color: DieColor, face: Face): string {
  return `${color} ${LABELS[face]}`
}

/** The sentence the live region announces for a roll. */
export function rollAnnouncement(rollId: number, results: readonly { color: DieColor; face: Face }[]): string {
  return `Roll ${rollId}: ${results.map((r) => dieResultLabel(r.color, r.face)).join(', ')}.`
}
