// What tests and the rooms bench read of a hand: when its last flick was let go (page clock plus the time origin,
// comparable across pages of one machine), the roll it threw and that roll's dice. Written by the throw pad.
export const handProbe = { flickAt: 0, thrown: -1, dice: [] as readonly number[] }

declare global {
  interface Window {
    __museumHand?: typeof handProbe
  }
}

if (typeof window !== 'undefined') window.__museumHand = handProbe
