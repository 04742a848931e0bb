// The default view of a game: from the player's chair, high enough to see the Ancient One at the far side and
// close enough to read the card in focus at the front of the ring.
export const GAME_CAMERA = {
  position: [0, 84, 62] as [number, number, number],
  target: [0, 0, -1] as [number, number, number],
  fov: 38,
} as const
