// Derived atoms for the DOM shell around the table (status bar, log, end screen): names come from the catalog.
import { atom } from 'jotai'
import { DEFAULT_CONTENT_SET, catalogFor } from '../../engine/index.ts'
import { activePlayerAtom, ancientOneIdAtom, boardAtom, setupAtom } from '../../state/gameAtoms.ts'
import { ringPlaces } from '../../scene/layout/ringPlaces.ts'

type Catalog = ReturnType<typeof catalogFor>

/** The catalog of the content set the game in progress is played with. */
export const catalogAtom = atom<Catalog | null>((get) => {
  const setup = get(setupAtom)
  return setup ? catalogFor(setup.content ?? DEFAULT_CONTENT_SET) : null
})

/** The Ancient One's name and Elder Sign limit. */
export const ancientOneCardAtom = atom((get) => {
  const id = get(ancientOneIdAtom)
  const cat = get(catalogAtom)
  return id && cat ? cat.ancientOne(id) : null
})

/** The six adventures of the ring by place (1 at XII, then clockwise): id and name. */
export const ringCardsAtom = atom((get) => {
  const cat = get(catalogAtom)
  if (!cat) return []
  return ringPlaces(get(boardAtom)).map((id) => ({ id, name: cat.adventure(id).name }))
})

/** What the status bar shows of the active investigator. */
export const activeInvestigatorAtom = atom((get) => {
  const player = get(activePlayerAtom)
  const cat = get(catalogAtom)
  if (!player || !cat) return null
  return {
    name: player.investigatorId ? cat.investigator(player.investigatorId).name : 'A new investigator is being chosen',
    sanity: player.sanity,
    maxSanity: player.maxSanity,
    stamina: player.stamina,
    maxStamina: player.maxStamina,
    clues: player.clues,
  }
})

/** Where the active investigator stands: the card id, or null at the entrance or before the Ancient One. */
export const activeLocationCardAtom = atom((get) => {
  const location = get(activePlayerAtom)?.location
  return location?.kind === 'card' ? location.cardId : null
})
