import type { MythosCard } from '../engine/content.ts'

/** A Mythos card with no lingering effect unless the spec names one. */
export function mythosCard(spec: Partial<MythosCard> & Pick<MythosCard, 'id' | 'name'>): MythosCard {
  return { immediate: [], lock: null, terror: [], nextMidnight: [], noFocus: false, ...spec }
}
