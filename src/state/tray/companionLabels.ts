import type { DmdDieKind, DmdFace } from '../../companion/index.ts'

const DMD_WORDS: Readonly<Record<DmdFace, string>> = {
  success: 'success',
  successTentacle: 'success and tentacle',
  tentacle: 'tentacle',
  elderSign: 'elder sign',
  successElderSign: 'success and elder sign',
  blank: 'blank',
}

/** A Death May Die face in words, as a screen reader should say it. */
export function dmdFaceLabel(face: DmdFace): string {
  return DMD_WORDS[face]
}

/** "black success and tentacle". */
export function dmdDieLabel(kind: DmdDieKind, face: DmdFace): string {
  return `${kind} ${DMD_WORDS[face]}`
}

/** Marks repeated in the DOM so the two kinds differ without colour, as their shapes do on the table. */
export const DMD_KIND_MARK: Readonly<Record<DmdDieKind, string>> = { black: '◆', green: '●' }

/** "1 success", "2 successes". */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

/**
 * The sentence the live region announces after a throw, a reroll or an added die: the roll's number, what
 * changed, every die's face in order, then the outcome. Browser tests read the faces back from it.
 */
export function rollSentence(rollId: number, change: string | null, faces: readonly string[], outcome: string): string {
  return `Roll ${rollId}${change ? ` (${change})` : ''}: ${faces.join(', ')}. ${outcome}`
}
