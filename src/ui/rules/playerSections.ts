// The sections of the player's rules (docs/playing.md), by the anchors the page gives them: the rule in play and the
// guide's notes name a section by one of these ids, and a unit test holds the page to the list.

export const PLAYER_SECTIONS = [
  'goal',
  'turn',
  'dice',
  'card',
  'rolling',
  'failing',
  'focus',
  'help',
  'monsters',
  'locks',
  'entrance',
  'clock',
  'health',
  'ancient-one',
  'end',
  'first-printing',
] as const

/** A section of the player's rules (`rolling`, `clock`, …). */
export type PlayerSectionId = (typeof PLAYER_SECTIONS)[number]

export function isPlayerSection(id: string): id is PlayerSectionId {
  return (PLAYER_SECTIONS as readonly string[]).includes(id)
}
