// Point at a card and select it (trigger, or a pinch) to read it: the card's id goes to `xrReadingAtom`, and the
// board reads its words (the page feeds them: ui/xr/XrButtons.tsx). The desktop's card zoom, in the room.
import { Raycaster, type Object3D } from 'three'
import type { createStore } from 'jotai'
import { xrReadingAtom } from '../../state/xrAtoms.ts'
import type { XrHand } from './xrInputs.ts'

type Store = ReturnType<typeof createStore>

const caster = new Raycaster()

/** The card `hand` points at (its id), the nearest along the ray, or null. */
export function cardUnder(hand: XrHand, cards: ReadonlyMap<string, Object3D>): string | null {
  caster.set(hand.rayFrom, hand.rayDir)
  let best: { id: string; distance: number } | null = null
  for (const [id, card] of cards) {
    const hit = caster.intersectObject(card, true)[0]
    if (hit && (!best || hit.distance < best.distance)) best = { id, distance: hit.distance }
  }
  return best?.id ?? null
}

export function createXrCardReader(store: Store, cards: ReadonlyMap<string, Object3D>) {
  return {
    /** One hand's frame: a select pressed over a card reads it. True when it did. */
    update(hand: XrHand): boolean {
      if (!hand.select || hand.wasSelect) return false
      const id = cardUnder(hand, cards)
      if (id === null) return false
      store.set(xrReadingAtom, id)
      return true
    },
  }
}
