import { atom } from 'jotai'
import { eventsAtom, gameStateAtom } from '../../state/gameAtoms.ts'
import { ancientOneCardAtom } from '../game/shellAtoms.ts'
import { endReason, type EndReason } from './endReason.ts'

export type EndSummary = {
  readonly reason: EndReason
  readonly turns: number
  readonly elderSigns: number
  readonly elderSignLimit: number
  readonly doom: number
  readonly doomTrack: number
}

/** The end screen's content once the game is over; null while it is played. */
export const endSummaryAtom = atom<EndSummary | null>((get) => {
  const state = get(gameStateAtom)
  const ancientOne = get(ancientOneCardAtom)
  if (!state || !ancientOne || state.status === 'playing') return null
  const reason = endReason(
    state,
    get(eventsAtom).map((e) => e.event),
    ancientOne.name,
  )
  if (!reason) return null
  return {
    reason,
    turns: state.turn.number,
    elderSigns: state.elderSigns,
    elderSignLimit: ancientOne.elderSigns,
    doom: state.doom,
    doomTrack: ancientOne.doomTrack.length,
  }
})
