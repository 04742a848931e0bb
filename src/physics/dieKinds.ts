// The kinds of dice the trays throw (Elder Sign colours, the pip die, Death May Die's) and their faces.
import { DIE_COLORS, DIE_FACES, type DieColor, type Face } from '../engine/dice.ts'

// Every kind of die the tray can throw. The engine's `DieColor` names the three Elder Sign dice and
// stays theirs; the companion games' dice are a physics-level matter (the rules of those games live
// outside the engine), so their kinds and faces are named here.

/** An ordinary six-sided die with pips (Eldritch Horror, Arkham Horror). */
export const PIP_DIE = 'd6'
/** The black die of Death May Die. */
export const DMD_BLACK = 'dmd-black'
/** The green bonus die of Death May Die. */
export const DMD_GREEN = 'dmd-green'

/** Every kind of die: the three Elder Sign colours, the pip die and the two Death May Die dice. */
export const DIE_KINDS = [...DIE_COLORS, PIP_DIE, DMD_BLACK, DMD_GREEN] as const
export type DieKind = (typeof DIE_KINDS)[number]

/** The faces of a pip die, named by their pips. */
export const PIP_FACES = ['1', '2', '3', '4', '5', '6'] as const
export type PipFace = (typeof PIP_FACES)[number]

/** The symbols a Death May Die face can show, alone or in a pair. */
export const DMD_FACES = ['success', 'successTentacle', 'tentacle', 'elderSign', 'successElderSign', 'blank'] as const
export type DmdFace = (typeof DMD_FACES)[number]

/** Any face of any kind. */
export type DieFace = Face | PipFace | DmdFace

/** The face type of one kind. */
export type FaceOf<K extends DieKind> = K extends DieColor ? Face : K extends typeof PIP_DIE ? PipFace : DmdFace

/**
 * The six faces of each kind, in the order of `FACE_NORMALS` (the generated models name their face
 * planes in this order). Opposite faces are index pairs 0↔5, 1↔4, 2↔3, so a pip die's opposite
 * faces sum to 7. A Death May Die die repeats a face where it has two of it; fairness is checked per
 * face *position*, so repeated faces still count apart.
 */
export const KIND_FACES: { readonly [K in DieKind]: readonly FaceOf<K>[] } = {
  ...DIE_FACES,
  [PIP_DIE]: PIP_FACES,
  // Black: 2 success, 1 success + tentacle, 1 tentacle, 1 elder sign, 1 blank (the companion rules' order).
  [DMD_BLACK]: ['success', 'success', 'successTentacle', 'tentacle', 'elderSign', 'blank'],
  // Green bonus: 2 success, 1 success + elder sign, 1 elder sign, 2 blank.
  [DMD_GREEN]: ['success', 'success', 'successElderSign', 'elderSign', 'blank', 'blank'],
}

/** The face at `index` of a die of `kind`; a physics: error for an index no die has. */
export function faceAt<K extends DieKind>(kind: K, index: number): FaceOf<K> {
  const face = KIND_FACES[kind][index] as FaceOf<K> | undefined
  if (face === undefined) throw new Error(`physics: no face ${index} on a ${kind} die`)
  return face
}
