// The table's derived atoms: the layout of the state, cut into the slices each group of meshes draws. A slice
// keeps its identity while its content is unchanged, so an action re-renders only what it moved.
import { atom, type Atom } from 'jotai'
import { selectAtom } from 'jotai/utils'
import { catalogFor } from '../../engine/index.ts'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { focusedCardAtom } from '../../state/uiAtoms.ts'
import { ringFocus, ringHeld, tableLayout, type Catalog, type TableLayout } from '../layout/tableLayout.ts'
import { completedRows } from '../layout/completedRows.ts'

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** The catalog of the game in progress. */
export const sceneCatalogAtom = atom<Catalog | null>((get) => {
  const content = get(gameStateAtom)?.content
  return content ? catalogFor(content) : null
})

/** Where everything stands, or null with no game. */
export const layoutAtom = atom<TableLayout | null>((get) => {
  const state = get(gameStateAtom)
  const cat = get(sceneCatalogAtom)
  return state && cat ? tableLayout(state, cat) : null
})

function slice<T>(pick: (layout: TableLayout) => T, empty: T): Atom<T> {
  return selectAtom(layoutAtom, (layout) => (layout ? pick(layout) : empty), sameJson)
}

export const ringAtom = slice((l) => l.ring, [])
export const otherWorldsAtom = slice((l) => l.otherWorlds, [])
export const ancientOnePlaceAtom = slice((l) => l.ancientOne, null)
export const doomTrackAtom = slice((l) => l.doomTrack, [])
export const elderSignSpacesAtom = slice((l) => l.elderSigns, [])
export const mythosPlaceAtom = slice((l) => l.mythos, null)
export const monstersAtom = slice((l) => l.monsters, [])
export const standeesAtom = slice((l) => l.standees, [])
export const dicePlacesAtom = slice((l) => l.dice, [])
export const investigatorPlaceAtom = slice((l) => l.investigator, null)
export const belongingsAtom = slice((l) => l.belongings, [])
export const spellsInPlayAtom = slice((l) => l.spellsInPlay, [])
export const trophiesAtom = slice((l) => l.trophies, [])
export const cluesAtom = slice((l) => l.clues, [])

/** The ring card the lazy susan turns to the front (null: stay). */
export const ringFocusAtom = atom((get) => {
  const state = get(gameStateAtom)
  return state ? ringFocus(state, get(focusedCardAtom)) : null
})

/** The completed task rows of the card being resolved, by card id (the engine's state): stamped on its face. */
export const completedRowsAtom = selectAtom(
  atom((get) => {
    const state = get(gameStateAtom)
    const cat = get(sceneCatalogAtom)
    return state && cat ? completedRows(state, cat) : {}
  }),
  (rows) => rows,
  sameJson,
)

/** The ring card held up toward the player (the card in focus, else the one being resolved). */
export const ringHeldAtom = atom((get) => {
  const state = get(gameStateAtom)
  return state ? ringHeld(state, get(focusedCardAtom)) : null
})

/** The active investigator's stats as drawn on their card (a change redraws the face). */
export const investigatorStatsAtom = selectAtom(
  gameStateAtom,
  (state) => {
    const p = state ? state.players[state.turn.player] : undefined
    return p ?? null
  },
  sameJson,
)

/** How many cards are left in each deck and in the monster cup. */
export const deckCountsAtom = selectAtom(
  gameStateAtom,
  (state) =>
    state
      ? {
          adventure: state.decks.adventure.length,
          otherWorld: state.decks.otherWorld.length,
          mythos: state.decks.mythos.length,
          common: state.decks.common.length,
          unique: state.decks.unique.length,
          spell: state.decks.spell.length,
          ally: state.decks.ally.length,
          cup: state.monsterCup.length,
        }
      : null,
  sameJson,
)
