// The log's lines, derived from the event stream and the setup (never stored twice).
import { atom } from 'jotai'
import { createGame } from '../../engine/index.ts'
import { eventsAtom, setupAtom } from '../../state/gameAtoms.ts'
import { seatNamesAtom } from '../../state/room/tableRoom.ts'
import { catalogAtom } from '../game/shellAtoms.ts'
import { narrate, type LogLine, type NarrationStart } from './narrate.ts'

/** The seats as the game began (setup is deterministic, so the start is rebuilt rather than kept). */
export const narrationStartAtom = atom<NarrationStart | null>((get) => {
  const setup = get(setupAtom)
  const cat = get(catalogAtom)
  if (!setup || !cat) return null
  const first = createGame(setup)
  return {
    cat,
    ancientOne: first.ancientOne,
    investigators: first.players.map((p) => p.investigatorId),
    dieColors: first.dice.map((d) => d.color),
  }
})

/** Every line of the game log, oldest first. */
export const logLinesAtom = atom<readonly LogLine[]>((get) => {
  const start = get(narrationStartAtom)
  const seatNames = get(seatNamesAtom)
  return start ? narrate(get(eventsAtom), seatNames.size > 0 ? { ...start, seatNames } : start) : []
})
