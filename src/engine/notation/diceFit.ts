// Revised rulebook, "Resolving Tasks" and "Dice Results" (wildcard): which requirement a single die could meet.
// Shared by `canAssign` (what glows) and the refusal's sentence (why a row does not take a die).
import type { DieRequirement } from '../card.ts'
import type { Face } from '../dice.ts'

/** Whether a die showing `face` could meet requirement `req` (a wildcard meets any). */
export function fitsRequirement(face: Face, req: DieRequirement): boolean {
  if (req.kind === 'investigation') return face === 'W' || face.startsWith('I')
  return face === 'W' || (req.oneOf as readonly string[]).includes(face)
}

function fitFrom(faces: readonly Face[], reqs: readonly DieRequirement[], i: number, used: boolean[]): boolean {
  if (i >= faces.length) return true
  const face = faces[i] as Face
  for (let r = 0; r < reqs.length; r++) {
    const req = reqs[r] as DieRequirement
    if (!fitsRequirement(face, req) || (req.kind === 'symbol' && used[r])) continue
    used[r] = true
    const ok = fitFrom(faces, reqs, i + 1, used)
    used[r] = false
    if (ok) return true
  }
  return false
}

/** Whether these dice could all serve the requirements at once: each to a different symbol or to any investigation. */
export function partialFit(faces: readonly Face[], reqs: readonly DieRequirement[]): boolean {
  return fitFrom(
    faces,
    reqs,
    0,
    reqs.map(() => false),
  )
}
