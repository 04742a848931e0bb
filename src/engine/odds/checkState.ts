// Input checking for the solver's public entry points, and the canonical form of a state's held dice.
import { DIE_COLORS } from '../dice.ts'
import { FACE_COUNT, FACE_IDS } from './fulfillers.ts'
import { LIMITS, type SolverState } from './solverCard.ts'
import type { SolverContext } from './contextTypes.ts'
import { MAX_HELD, SPELL_FACES, SPELL_KINDS, spellKeyOf, withMarker } from './keys.ts'

/**
 * Checks a state against the limits and returns its canonical held faces (markers and spells together)
 * and dice on spells. Notes the spells and clues asked about, so Q arrays below them are kept.
 */
export function checkState(cx: SolverContext, s: SolverState): [Uint8Array, Uint8Array] {
  const [g, y, r] = s.pool
  const bad = (what: string) => new Error(`engine: odds: ${what}`)
  if (!(g >= 0 && g <= LIMITS.green && y >= 0 && y <= LIMITS.yellowRed && r >= 0 && r <= LIMITS.yellowRed))
    throw bad('pool out of range')
  if (!(
    s.focus >= 0 &&
    s.focus <= LIMITS.focus &&
    s.spells >= 0 &&
    s.spells <= LIMITS.spells &&
    s.clues >= 0 &&
    s.clues <= LIMITS.clues
  ))
    throw bad('focus, spells or clues out of range')
  if (!Number.isInteger(g + y + r + s.focus + s.spells + s.clues)) throw bad('counts must be integers')
  if (![0, 1].includes(s.addYellow ?? 0) || ![0, 1].includes(s.addRed ?? 0))
    throw bad('addYellow and addRed are 0 or 1')
  if (s.done < 0 || s.done > cx.full) throw bad('done mask out of range')
  const onSpells = s.onSpells ?? []
  if (onSpells.length > MAX_HELD) throw bad(`at most ${MAX_HELD} dice on spells`)
  cx.keepQBelowSpells = Math.max(cx.keepQBelowSpells, s.spells)
  cx.keepQBelowClues = Math.max(cx.keepQBelowClues, s.clues)
  const all = Array.from({ length: FACE_COUNT }, (_, f) => s.held[f] as number)
  const sp = new Uint8Array(SPELL_KINDS)
  for (const d of onSpells) {
    const f = FACE_IDS.indexOf(d.face as (typeof FACE_IDS)[number])
    const col = DIE_COLORS.indexOf(d.color)
    if (f < 0 || col < 0) throw bad('bad die on a spell')
    all[f] = (all[f] as number) + 1
    sp[col * SPELL_FACES + f] = (sp[col * SPELL_FACES + f] as number) + 1
  }
  return [cx.canonicalHeld(s.done, all), cx.canonicalSpells(s.done, sp, spellKeyOf(sp))]
}

/**
 * The extras word's marker faces for a state's `onMarkers` (keys.ts, markerFace): the yellow or red die on a
 * marker, its face canonical, where the solver follows its colour (SolverContext.tracksMarker). Each must be
 * among the held faces.
 */
export function markerExtras(cx: SolverContext, s: SolverState, ex: number): number {
  const seen = [0, 0, 0]
  for (const d of s.onMarkers ?? []) {
    const f = FACE_IDS.indexOf(d.face as (typeof FACE_IDS)[number])
    const col = DIE_COLORS.indexOf(d.color)
    if (f < 0 || col < 0) throw new Error('engine: odds: bad die on a marker')
    if ((s.held[f] as number) < 1) throw new Error('engine: odds: a die on a marker is not among the held faces')
    seen[col] = (seen[col] as number) + 1
    if (col === 0) continue
    if ((seen[col] as number) > 1) throw new Error(`engine: odds: at most one ${d.color} die on a marker`)
    ex = withMarker(ex, col as 1 | 2, f)
  }
  return cx.canonicalMarkers(s.done, ex)
}
